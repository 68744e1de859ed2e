import NIOCore
import NIOSSH

/// The AES-GCM transport protection of swift-nio-ssh, with one change to what it decrypts: a
/// client's `SSH_MSG_CHANNEL_OPEN` of any type but `session` reaches swift-nio-ssh as a
/// `direct-tcpip` open (`ChannelOpenRewrite`), which the server refuses with
/// `SSH_MSG_CHANNEL_OPEN_FAILURE`. swift-nio-ssh cannot parse an open of a type it does not know
/// (`x11`, `auth-agent@openssh.com`, `direct-streamlocal@openssh.com`, any other) and tears the
/// whole connection down, with its live session; RFC 4254 §5.1 asks for a refusal instead.
///
/// The cipher itself is swift-nio-ssh's own (`Constants.bundledTransportProtectionSchemes`),
/// found by name; everything else is passed through.
final class ChannelOpenFilter<Cipher: ChannelOpenFilterCipher>: NIOSSHTransportProtection {
    /// swift-nio-ssh's scheme of this name; nil if it ever drops it (then this one is not offered).
    static var wrappedType: (any NIOSSHTransportProtection.Type)? {
        Constants.bundledTransportProtectionSchemes.first { $0.cipherName == Cipher.name }
    }

    static var cipherName: String { Cipher.name }
    static var macName: String? { wrappedType?.macName }
    static var cipherBlockSize: Int { wrappedType?.cipherBlockSize ?? 16 }
    static var keySizes: ExpectedKeySizes { wrappedType?.keySizes ?? ExpectedKeySizes(ivSize: 12, encryptionKeySize: 32, macKeySize: 0) }

    private let wrapped: any NIOSSHTransportProtection

    var macBytes: Int { wrapped.macBytes }
    var lengthEncrypted: Bool { wrapped.lengthEncrypted }

    init(initialKeys: NIOSSHSessionKeys) throws {
        guard let type = Self.wrappedType else { throw SSHServerError("swift-nio-ssh has no \(Cipher.name)") }
        wrapped = try type.init(initialKeys: initialKeys)
    }

    func updateKeys(_ newKeys: NIOSSHSessionKeys) throws {
        try wrapped.updateKeys(newKeys)
    }

    func decryptFirstBlock(_ source: inout ByteBuffer) throws {
        try wrapped.decryptFirstBlock(&source)
    }

    func decryptAndVerifyRemainingPacket(_ source: inout ByteBuffer, sequenceNumber: UInt32) throws -> ByteBuffer {
        let body = try wrapped.decryptAndVerifyRemainingPacket(&source, sequenceNumber: sequenceNumber)
        return ChannelOpenRewrite.rewritten(body) ?? body
    }

    func encryptPacket(_ destination: inout ByteBuffer, sequenceNumber: UInt32) throws {
        try wrapped.encryptPacket(&destination, sequenceNumber: sequenceNumber)
    }
}

/// A cipher of swift-nio-ssh's, by its name on the wire.
protocol ChannelOpenFilterCipher {
    static var name: String { get }
}

enum AES256GCMCipher: ChannelOpenFilterCipher {
    static let name = "aes256-gcm@openssh.com"
}

enum AES128GCMCipher: ChannelOpenFilterCipher {
    static let name = "aes128-gcm@openssh.com"
}

/// A decrypted packet's body: a channel open of any type but `session` becomes a `direct-tcpip`
/// open of the same channel (sender, window and packet size kept), to `refusedHost` port 0.
enum ChannelOpenRewrite {
    static let channelOpen: UInt8 = 90
    /// The host of a rewritten open: what the server's channel initializer refuses.
    static let refusedHost = "lcssh.refused.invalid"

    /// The rewritten body; nil when `body` is not a channel open, is a `session` one, or is too
    /// short to be one (left to swift-nio-ssh, which closes the connection on a malformed packet).
    static func rewritten(_ body: ByteBuffer) -> ByteBuffer? {
        var reader = body
        guard reader.readInteger(as: UInt8.self) == channelOpen,
              let typeLength = reader.readInteger(as: UInt32.self),
              Int(typeLength) <= reader.readableBytes,
              let type = reader.readBytes(length: Int(typeLength)),
              let sender = reader.readInteger(as: UInt32.self),
              let window = reader.readInteger(as: UInt32.self),
              let packetSize = reader.readInteger(as: UInt32.self),
              type != Array("session".utf8)
        else { return nil }
        var out = ByteBufferAllocator().buffer(capacity: 80)
        out.writeInteger(channelOpen)
        writeString("direct-tcpip", to: &out)
        out.writeInteger(sender)
        out.writeInteger(window)
        out.writeInteger(packetSize)
        writeString(refusedHost, to: &out)
        out.writeInteger(UInt32(0))
        writeString("127.0.0.1", to: &out)
        out.writeInteger(UInt32(0))
        return out
    }

    /// The schemes the server offers, in swift-nio-ssh's order of preference.
    static var protections: [any NIOSSHTransportProtection.Type] {
        var schemes: [any NIOSSHTransportProtection.Type] = []
        if ChannelOpenFilter<AES256GCMCipher>.wrappedType != nil { schemes.append(ChannelOpenFilter<AES256GCMCipher>.self) }
        if ChannelOpenFilter<AES128GCMCipher>.wrappedType != nil { schemes.append(ChannelOpenFilter<AES128GCMCipher>.self) }
        return schemes
    }

    private static func writeString(_ text: String, to buffer: inout ByteBuffer) {
        buffer.writeInteger(UInt32(text.utf8.count))
        buffer.writeString(text)
    }
}
