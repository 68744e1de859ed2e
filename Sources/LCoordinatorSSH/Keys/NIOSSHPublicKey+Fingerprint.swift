import Crypto
import Foundation
import NIOSSH

extension NIOSSHPublicKey {
    /// The key's fingerprint as OpenSSH prints it: `SHA256:` and the base64 of the SHA-256 of
    /// the key's wire form, without padding.
    var fingerprint: String {
        let line = String(openSSHPublicKey: self)
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let blob = Data(base64Encoded: String(fields[1])) else { return "SHA256:?" }
        let digest = Data(SHA256.hash(data: blob)).base64EncodedString()
        return "SHA256:" + digest.replacingOccurrences(of: "=", with: "")
    }
}
