import NIOCore
import Testing
@testable import LCoordinatorSSH

/// A client's channel open of a type swift-nio-ssh cannot parse (`x11`, `auth-agent@openssh.com`,
/// any other) reaches it as a `direct-tcpip` open of the same channel, which the server refuses
/// with OPEN_FAILURE; a `session` open is untouched.
struct ChannelOpenRewriteTests {
    private func open(_ type: String, extra: (inout ByteBuffer) -> Void = { _ in }) -> ByteBuffer {
        var buffer = ByteBufferAllocator().buffer(capacity: 64)
        buffer.writeInteger(UInt8(90))
        buffer.writeInteger(UInt32(type.utf8.count))
        buffer.writeString(type)
        buffer.writeInteger(UInt32(7))          // sender channel
        buffer.writeInteger(UInt32(2_097_152))  // window
        buffer.writeInteger(UInt32(32_768))     // packet size
        extra(&buffer)
        return buffer
    }

    /// The message id, then the fields of a direct-tcpip open, then "end" when nothing is left.
    private func fields(of body: ByteBuffer) -> [String] {
        var reader = body
        var fields: [String] = []
        let string = { (reader: inout ByteBuffer) -> String in
            guard let length = reader.readInteger(as: UInt32.self) else { return "?" }
            return reader.readString(length: Int(length)) ?? "?"
        }
        let number = { (reader: inout ByteBuffer) -> String in reader.readInteger(as: UInt32.self).map { String($0) } ?? "?" }
        fields.append(reader.readInteger(as: UInt8.self).map { String($0) } ?? "?")
        fields.append(string(&reader))
        for _ in 0..<3 { fields.append(number(&reader)) }
        fields.append(string(&reader))
        fields.append(number(&reader))
        fields.append(string(&reader))
        fields.append(number(&reader))
        fields.append(reader.readableBytes == 0 ? "end" : "\(reader.readableBytes) more bytes")
        return fields
    }

    @Test func otherChannelTypesBecomeARefusedDirectTCPIPOpenOfTheSameChannel() throws {
        let x11 = open("x11") { buffer in
            buffer.writeInteger(UInt32(9))
            buffer.writeString("127.0.0.1")
            buffer.writeInteger(UInt32(6010))
        }
        for body in [x11, open("auth-agent@openssh.com"), open("made-up@example.com"), open("direct-tcpip"), open("")] {
            let rewritten = try #require(ChannelOpenRewrite.rewritten(body))
            #expect(fields(of: rewritten) == ["90", "direct-tcpip", "7", "2097152", "32768", ChannelOpenRewrite.refusedHost, "0", "127.0.0.1", "0", "end"])
        }
    }

    @Test func sessionOpensOtherMessagesAndShortPacketsAreUntouched() {
        #expect(ChannelOpenRewrite.rewritten(open("session")) == nil)
        var data = ByteBufferAllocator().buffer(capacity: 8)
        data.writeInteger(UInt8(94))
        data.writeInteger(UInt32(0))
        #expect(ChannelOpenRewrite.rewritten(data) == nil)
        var short = open("x11")
        short.moveWriterIndex(to: short.writerIndex - 5)
        #expect(ChannelOpenRewrite.rewritten(short) == nil)
        var lying = ByteBufferAllocator().buffer(capacity: 8)
        lying.writeInteger(UInt8(90))
        lying.writeInteger(UInt32.max)
        #expect(ChannelOpenRewrite.rewritten(lying) == nil)
    }

    @Test func theServerOffersSwiftNIOSSHsCiphersThroughTheFilter() {
        #expect(ChannelOpenRewrite.protections.map { $0.cipherName } == ["aes256-gcm@openssh.com", "aes128-gcm@openssh.com"])
    }
}
