#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Crypto
import NIOCore
import NIOPosix
import NIOSSH

/// The SSH server behind `--serve-ssh`: public-key authentication, then one child process of
/// the app per session on a pseudo terminal of its own (`SessionHandler`), so that a crash or
/// a hang in one session never reaches another or the server.
///
/// SIGTERM (or SIGINT) asks every session's app to end, reports each exit status, then stops;
/// SIGHUP is ignored, and sessions go on.
public enum SSHServer {
    /// Checks the files, listens, writes the start lines, and serves until SIGTERM.
    ///
    /// - Parameters:
    ///   - configuration: what to serve.
    ///   - write: standard output, one line per call (the start lines).
    ///   - writeError: standard error, one line per call.
    /// - Returns: the exit code: 0 after SIGTERM, 2 when a file, the address or the app could
    ///   not be used (nothing was started).
    public static func run(_ configuration: SSHServerConfiguration, write: (String) -> Void,
                           writeError: (String) -> Void) -> Int32 {
        let name = configuration.appName
        let prepared = ServedListener.prepare(appPath: configuration.appPath, appName: name, resumeDirectory: configuration.resumeDirectory,
                                              resumeWindow: configuration.resumeWindow, kind: "ssh", flag: "no --resume",
                                              writeError: writeError) { () throws(SSHServerError) -> (AuthorizedKeys?, Curve25519.Signing.PrivateKey) in
            let authorized = try configuration.authorizedKeysPath.map { path throws(SSHServerError) in try AuthorizedKeys(path: path) }
            return (authorized, try HostKeyFile.loadOrCreate(at: configuration.hostKeyPath).key)
        }
        guard let ((authorized, hostKey), resumes) = prepared else { return 2 }
        let allowed = authorized?.keys
        let leftOut = authorized?.startLines ?? []
        let group = ServedListener.makeEventLoops()
        let server = SessionServer(configuration: configuration, environment: SessionServer.processEnvironment(), resumes: resumes)
        let sshKey = NIOSSHPrivateKey(ed25519Key: hostKey)
        let gate = SignInGate(maxSessions: configuration.maxSessions)
        let limits = ConnectionLimits(maxSessions: configuration.maxSessions)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            // At the descriptor limit the listener pauses, and never retries accept in a loop.
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(ListenerBackoff()) }
            }
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    // Past the open connections' cap, or past this address's share of it: closed unanswered.
                    let source = channel.remoteAddress?.ipAddress ?? ""
                    guard limits.enter(source) else {
                        channel.close(promise: nil)
                        return
                    }
                    channel.closeFuture.whenComplete { _ in limits.leave(source) }
                    // Too many connections signing in at once: this one is closed unanswered.
                    guard gate.enter() else {
                        channel.close(promise: nil)
                        return
                    }
                    let identity = ConnectionIdentity()
                    identity.onSignIn = { gate.leave() }
                    channel.closeFuture.whenComplete { _ in
                        if !identity.isAuthenticated { gate.leave() }
                    }
                    // Closes the connection while it has no running session for the login grace
                    // time (signing in or not), or sends nothing for --idle-timeout.
                    let guardian = ConnectionGuard(loginGraceTime: configuration.loginGraceTime, idleTimeout: configuration.idleTimeout)
                    let sessionsGuard = NIOLoopBound(guardian, eventLoop: channel.eventLoop)
                    let authenticator = PublicKeyAuthenticator(allowed: allowed, identity: identity)
                    var settings = NIOSSH.SSHServerConfiguration(hostKeys: [sshKey], userAuthDelegate: authenticator)
                    // The receive window is 64 packets: 32 KiB packets keep what a client can send
                    // ahead of a slow app to 2 MiB per session (128 KiB packets: 8 MiB).
                    settings.maximumPacketSize = 1 << 15
                    // An open of a channel type swift-nio-ssh does not know gets OPEN_FAILURE,
                    // instead of closing the connection with its session.
                    settings.transportProtectionSchemes = ChannelOpenRewrite.protections
                    let handler = NIOSSHHandler(
                        role: .server(settings),
                        allocator: channel.allocator,
                        inboundChildChannelInitializer: { child, type in
                            // Only session channels: no port forwarding of either kind.
                            guard case .session = type else {
                                return child.eventLoop.makeFailedFuture(SSHServerError("only session channels"))
                            }
                            // The client's EOF (`printf q | ssh -tt`) half-closes the channel: the
                            // keys before it reach the app, which runs on until it quits.
                            return child.setOption(ChannelOptions.allowRemoteHalfClosure, value: true).flatMapThrowing {
                                try child.pipeline.syncOperations.addHandler(SessionHandler(server: server, identity: identity, connection: sessionsGuard.value))
                            }
                        })
                    try channel.pipeline.syncOperations.addHandlers([guardian, handler, ConnectionErrorHandler()])
                }
            }
        let registry = server.registry
        return ServedListener.serve(bootstrap, group: group, address: configuration.address, port: configuration.port, name: name,
                                    sessions: .init(endAll: { registry.endAll() }, count: { registry.count }),
                                    writeError: writeError) { host, port in
            let fingerprint = NIOSSHPrivateKey(ed25519Key: hostKey).publicKey.fingerprint
            write("\(name): serving over SSH on \(host):\(port) (host key \(configuration.hostKeyPath), \(fingerprint)); join with: ssh -t -p \(port) \(configuration.address)")
            if allowed == nil {
                write("\(name): anyone may connect, with any SSH key (no --authorized-keys)")
            }
            for line in leftOut { write("\(name): \(line)") }
        }
    }
}

/// Closes a connection on an error (a bad packet, a failed key exchange) instead of logging it.
final class ConnectionErrorHandler: ChannelInboundHandler {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
