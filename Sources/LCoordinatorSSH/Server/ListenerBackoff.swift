#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore

/// The listener's handler that stops accepting for a moment when `accept` fails for want of a
/// resource (at the descriptor limit, EMFILE or ENFILE, or out of buffers or memory): 10 ms,
/// doubling with each failure in a row up to 1 s, and back to 10 ms once a connection is
/// accepted.
///
/// It turns the listener's `autoRead` off, which takes the socket out of the event loop's
/// poll set, and on again after the pause. swift-nio's own `AcceptBackoffHandler` only delays
/// the next read request, but after a failed accept the read is still pending and the socket
/// still polled: the listening socket stays readable (connections wait in its queue), so the
/// loop would wake and fail `accept` over and over, at full speed.
///
/// Used on the listener's event loop only.
final class ListenerBackoff: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    static let first = TimeAmount.milliseconds(10)
    static let longest = TimeAmount.seconds(1)
    /// The errors of `accept` that a pause may cure.
    static let transient: Set<Int32> = [EMFILE, ENFILE, ENOBUFS, ENOMEM]

    private var failures = 0
    private var paused = false

    /// The pause after `failures` failures in a row.
    static func pause(after failures: Int) -> TimeAmount {
        let doublings = Int64(min(max(failures, 1), 20) - 1)
        return .nanoseconds(min(first.nanoseconds << doublings, longest.nanoseconds))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        failures = 0
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let failure = error as? IOError, Self.transient.contains(failure.errnoCode) else {
            context.fireErrorCaught(error)
            return
        }
        failures += 1
        guard !paused else { return }
        paused = true
        let channel = context.channel
        channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in }
        let me = NIOLoopBound(self, eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: Self.pause(after: failures)) {
            me.value.paused = false
            channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
        }
    }
}
