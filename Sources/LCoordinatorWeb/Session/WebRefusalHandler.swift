import NIOCore
import NIOWebSocket

/// A WebSocket whose session is refused before its app starts: a close frame with the line the
/// page shows, then the connection closes when the page answers it. Nothing runs.
final class WebRefusalHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let line: String
    private let closing = WebSocketClosing()

    init(line: String) {
        self.line = line
    }

    func handlerAdded(context: ChannelHandlerContext) {
        closing.send(code: .policyViolation, reason: line, context: context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if unwrapInboundIn(data).opcode == .connectionClose { closing.received(context: context) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        closing.cancel()
        context.fireChannelInactive()
    }
}

extension WebSocketFrame {
    /// A close frame with `code` and `reason`, cut to the 123 bytes a close frame holds (at a
    /// character's boundary).
    static func close(code: WebSocketErrorCode, reason: String?, allocator: ByteBufferAllocator) -> WebSocketFrame {
        var data = allocator.buffer(capacity: 128)
        data.write(webSocketErrorCode: code)
        if let reason {
            var cut = ""
            for character in reason where cut.utf8.count + character.utf8.count <= 123 { cut.append(character) }
            data.writeString(cut)
        }
        return WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
    }
}
