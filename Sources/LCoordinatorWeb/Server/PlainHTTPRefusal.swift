import NIOCore

/// In front of the TLS handler: a connection whose first byte does not start a TLS record (a
/// handshake record is 0x16) is a plain `http://` request or something else that is not TLS.
/// It gets one plain-text 400 that says to open the `https://` link, and is closed, at once, so a
/// person who typed `http://` reads why instead of waiting on an empty page. A TLS client's
/// bytes pass on untouched and this handler leaves the pipeline.
final class PlainHTTPRefusal: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The first byte of a TLS handshake record.
    static let handshakeRecord: UInt8 = 0x16

    /// The whole answer to a client that does not speak TLS.
    static let answer = "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    static let body = "400 Bad Request: this server speaks HTTPS only; open the https:// link that the server printed\n"

    /// Set once the first byte was not TLS: what follows is dropped while the answer goes out.
    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        guard !refused, let first = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self) else { return }
        if first == Self.handshakeRecord {
            context.fireChannelRead(data)
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            return
        }
        refused = true
        let channel = context.channel
        let answer = channel.allocator.buffer(string: Self.answer)
        context.writeAndFlush(wrapOutboundOut(answer)).whenComplete { _ in channel.close(promise: nil) }
    }
}
