import NIOCore
import NIOSSH

/// Public-key authentication only (no passwords): with an authorized_keys file, only its keys
/// get in; without one, any key does. NIOSSH has checked the signature before this is asked.
final class PublicKeyAuthenticator: NIOSSHServerUserAuthenticationDelegate {
    private let allowed: Set<NIOSSHPublicKey>?
    private let identity: ConnectionIdentity

    init(allowed: Set<NIOSSHPublicKey>?, identity: ConnectionIdentity) {
        self.allowed = allowed
        self.identity = identity
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

    func requestReceived(request: NIOSSHUserAuthenticationRequest,
                         responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        guard case .publicKey(let offer) = request.request, allowed?.contains(offer.publicKey) ?? true else {
            responsePromise.succeed(.failure)
            return
        }
        identity.user = ConnectionIdentity.printable(request.username)
        identity.fingerprint = offer.publicKey.fingerprint
        if !identity.isAuthenticated {
            identity.isAuthenticated = true
            identity.onSignIn()
        }
        responsePromise.succeed(.success)
    }
}
