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

    @Test func otherChannelTypesBecomeARefusedDirectTCPIPOpenOfTheSameChannel() throws {
        let x11 = open("x11") { buffer in
            buffer.writeInteger(UInt32(9))
            buffer.writeString("127.0.0.1")
            buffer.writeInteger(UInt32(6010))
        }
        for body in [x11, open("auth-agent@openssh.com"), open("made-up@example.com"), open("direct-tcpip"), open("")] {
            var rewritten = try #require(ChannelOpenRewrite.rewritten(body))
            #expect(rewritten.readInteger(as: UInt8.self) == 90)
            let length = try #require(rewritten.readInteger(as: UInt32.self))
            #expect(rewritten.readString(length: Int(length)) == "direct-tcpip")
            #expect(rewritten.readInteger(as: UInt32.self) == 7)
            #expect(rewritten.readInteger(as: UInt32.self) == 2_097_152)
            #expect(rewritten.readInteger(as: UInt32.self) == 32_768)
            let host = try #require(rewritten.readInteger(as: UInt32.self))
            #expect(rewritten.readString(length: Int(host)) == ChannelOpenRewrite.refusedHost)
            #expect(rewritten.readInteger(as: UInt32.self) == 0)
            let origin = try #require(rewritten.readInteger(as: UInt32.self))
            #expect(rewritten.readString(length: Int(origin)) == "127.0.0.1")
            #expect(rewritten.readInteger(as: UInt32.self) == 0)
            #expect(rewritten.readableBytes == 0)
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
