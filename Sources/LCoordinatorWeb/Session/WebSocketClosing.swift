import NIOCore
import NIOWebSocket

/// The server's half of the WebSocket closing handshake (RFC 6455 §7.1): send a close frame,
/// then keep reading (and dropping) what the page still sends until its own close frame
/// arrives, and only then close the connection, or after `wait` when none comes.
///
/// Closing the connection right after the frame loses it: a page still sending (its
/// acknowledgements of drawn output, a key) reaches a closed socket, the kernel answers with a
/// reset, and a browser that had not yet read the close frame drops it with its reason; the tab
/// then shows no last line.
///
/// A class: closing the channel calls the handler's `channelInactive`, which calls `cancel()`
/// while `received` is still running.
final class WebSocketClosing {
    /// How long the page has to answer the close frame.
    static let wait = TimeAmount.seconds(3)

    /// The close frame was sent.
    private(set) var isSent = false
    private var timeout: Scheduled<Void>?

    /// Sends the close frame with `code` and `reason` (once) and starts waiting for the page's.
    func send(code: WebSocketErrorCode, reason: String?, context: ChannelHandlerContext) {
        guard !isSent, context.channel.isActive else { return }
        isSent = true
        let channel = context.channel
        context.writeAndFlush(NIOAny(WebSocketFrame.close(code: code, reason: reason, allocator: channel.allocator)), promise: nil)
        // Flow control may have stopped reading the socket: the page's close frame must get in.
        channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
        context.read()
        timeout = context.eventLoop.scheduleTask(in: Self.wait) { channel.close(promise: nil) }
    }

    /// The page's close frame arrived: answers it when the server has not sent its own yet, then
    /// closes the connection (the page sends nothing after its close frame).
    func received(context: ChannelHandlerContext, code: WebSocketErrorCode = .normalClosure) {
        let channel = context.channel
        if isSent {
            timeout?.cancel()
            channel.close(promise: nil)
            return
        }
        isSent = true
        context.writeAndFlush(NIOAny(WebSocketFrame.close(code: code, reason: nil, allocator: channel.allocator))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }

    /// The connection closed: nothing more to wait for.
    func cancel() {
        timeout?.cancel()
        timeout = nil
    }
}
