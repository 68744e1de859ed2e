import NIOCore

/// The pty master's side of a tab's session: what the app writes goes to the page; when the
/// app's terminal closes (the app exited), the session finishes.
final class WebRelayHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let session: NIOLoopBound<WebSessionHandler>

    init(session: NIOLoopBound<WebSessionHandler>) {
        self.session = session
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        session.value.relayRead(unwrapInboundIn(data))
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        session.value.relayWritabilityChanged(context.channel.isWritable)
    }

    func channelInactive(context: ChannelHandlerContext) {
        session.value.relayClosed()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The master reads end of file once the app's side is closed: end the relay.
        if event is ChannelEvent { context.close(promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // EIO: the app and everything it started closed the terminal.
        context.close(promise: nil)
    }
}
