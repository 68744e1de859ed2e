import NIOCore
import NIOHTTP1
import NIOWebSocket

/// A connection's HTTP requests before (or instead of) its WebSocket upgrade: the page and its
/// files for `GET` with the token, 403 without it; 404 for any other path, 405 for any other
/// method. Refused upgrades (`/ws`) get their reason here.
final class WebHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let site: WebSite
    private var head: HTTPRequestHead?

    init(site: WebSite) {
        self.site = site
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break   // no request here has a body; it is read and dropped
        case .end:
            guard let head else { return }
            self.head = nil
            respond(to: head, context: context)
        }
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard head.method == .GET || head.method == .HEAD else {
            return send(.methodNotAllowed, text: "only GET", head: head, context: context, extra: [("Allow", "GET, HEAD")])
        }
        let request = WebRequest(target: head.uri)
        guard site.token.matches(request.query["token"].map { Substring($0) }) else {
            return send(.forbidden, text: WebSite.forbidden, head: head, context: context)
        }
        if request.path == "/ws" {
            let (status, line) = site.upgradeRefusal(head) ?? (.badRequest, "this address takes a WebSocket from the page")
            return send(status, text: line, head: head, context: context)
        }
        let asset = request.path == "/" ? site.client.page(token: site.token) : site.client.assets[request.path]
        guard let asset else { return send(.notFound, text: "no such page", head: head, context: context) }
        send(.ok, type: asset.contentType, bytes: asset.bytes, head: head, context: context)
    }

    private func send(_ status: HTTPResponseStatus, text: String, head: HTTPRequestHead, context: ChannelHandlerContext,
                      extra: [(String, String)] = []) {
        send(status, type: "text/plain; charset=utf-8", bytes: Array((text + "\n").utf8), head: head, context: context, extra: extra)
    }

    private func send(_ status: HTTPResponseStatus, type: String, bytes: [UInt8], head: HTTPRequestHead,
                      context: ChannelHandlerContext, extra: [(String, String)] = []) {
        var headers = HTTPHeaders([
            ("Content-Type", type),
            ("Content-Length", String(bytes.count)),
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("X-Frame-Options", "DENY"),
            ("Content-Security-Policy", "default-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'"),
        ] + extra)
        if let policy = site.transportSecurity(host: head.headers["Host"].first) {
            headers.add(name: "Strict-Transport-Security", value: policy)
        }
        let keepAlive = head.isKeepAlive && status == .ok
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))), promise: nil)
        if head.method != .HEAD {
            var buffer = context.channel.allocator.buffer(capacity: bytes.count)
            buffer.writeBytes(bytes)
            context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { channel.close(promise: nil) }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A refused upgrade (`shouldUpgrade` said no) arrives as an error before the request
        // itself, which is answered with its reason above; anything else ends the connection.
        if error is NIOWebSocketUpgradeError { return }
        context.close(promise: nil)
    }
}
