import NIOCore
import NIOPosix

/// How a session starts relaying its app's terminal, the same for an SSH channel and a browser
/// tab: the client's reads pause until the relay is up, and what the client sent meanwhile is
/// written to the app first.
package enum RelayStart {
    /// Relays the pty `master` (the relay owns it from now on) through a `RelayHandler` for
    /// `session`, on `context`'s loop, with the client's reads paused; `started` gets the relay's
    /// channel or the error, on that loop.
    package static func start<Session: RelayTarget>(master: Int32, session: NIOLoopBound<Session>, client context: ChannelHandlerContext,
                                                    started: @escaping @Sendable (Result<any Channel, any Error>) -> Void) {
        context.channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in }
        NIOPipeBootstrap(group: context.eventLoop)
            .channelOption(ChannelOptions.autoRead, value: true)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(RelayHandler(session: session))
                }
            }
            .takingOwnershipOfDescriptor(inputOutput: master)
            .hop(to: context.eventLoop)
            .whenComplete(started)
    }

    /// The relay is up: writes what the client sent while it started (`pending`, emptied),
    /// closes it again when the session `finished` meanwhile or the client is gone, and lets the
    /// client's reads flow.
    package static func connected(_ relay: any Channel, pending: inout [ByteBuffer], finished: Bool, client context: ChannelHandlerContext?) {
        for buffer in pending { relay.write(buffer, promise: nil) }
        pending.removeAll()
        relay.flush()
        if finished || context == nil { relay.close(promise: nil) }
        if let context {
            context.channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
            context.read()
        }
    }
}
