import NIOCore

/// What a session does with its app's terminal: the SSH server's `SessionHandler` and the web
/// server's tab session both relay through a `RelayHandler`.
package protocol RelayTarget: AnyObject {
    /// The app wrote `buffer`.
    func relayRead(_ buffer: ByteBuffer)
    /// The app's terminal can take more (true) or should wait (false).
    func relayWritabilityChanged(_ writable: Bool)
    /// The app's terminal closed: the app exited.
    func relayClosed()
}

/// The pty master's side of a session: what the app writes goes to the client (the SSH channel,
/// the page); when the app's terminal closes (the app exited), the session finishes.
package final class RelayHandler<Session: RelayTarget>: ChannelInboundHandler {
    package typealias InboundIn = ByteBuffer

    private let session: NIOLoopBound<Session>

    package init(session: NIOLoopBound<Session>) {
        self.session = session
    }

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        session.value.relayRead(unwrapInboundIn(data))
    }

    package func channelWritabilityChanged(context: ChannelHandlerContext) {
        session.value.relayWritabilityChanged(context.channel.isWritable)
    }

    package func channelInactive(context: ChannelHandlerContext) {
        session.value.relayClosed()
    }

    package func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // The master reads end of file once the app's side is closed: end the relay.
        if event is ChannelEvent { context.close(promise: nil) }
    }

    package func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // EIO: the app and everything it started closed the terminal.
        context.close(promise: nil)
    }
}
