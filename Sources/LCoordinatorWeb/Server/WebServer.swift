#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LCoordinatorServing
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NIOWebSocket

/// The HTTP + WebSocket server behind `--serve-web`: one page with a browser terminal
/// (xterm.js), and one child process of the app per tab on a pseudo terminal of its own
/// (`WebSessionHandler`), so that a crash or a hang in one tab never reaches another or the
/// server. Every request needs the token in the URL the server prints. With `--tls-cert` and
/// `--tls-key` it speaks only HTTPS and WSS (swift-nio-ssl) on its port.
///
/// SIGTERM (or SIGINT) asks every session's app to end, then stops; SIGHUP is ignored.
public enum WebServer {
    /// Checks the app, the terminal's files, the token and the TLS files, listens, writes the
    /// start lines, and serves until SIGTERM.
    ///
    /// - Parameters:
    ///   - configuration: what to serve.
    ///   - program: the server program's own path (the terminal's files are looked for near it).
    ///   - write: standard output, one line per call (the start lines).
    ///   - writeError: standard error, one line per call.
    /// - Returns: the exit code: 0 after SIGTERM, 2 when a file, the address or the app could
    ///   not be used (nothing was started).
    public static func run(_ configuration: WebServerConfiguration, program: String, write: (String) -> Void,
                           writeError: (String) -> Void) -> Int32 {
        let name = configuration.appName
        let prepared = ServedListener.prepare(appPath: configuration.appPath, appName: name, resumeDirectory: configuration.resumeDirectory,
                                              resumeWindow: configuration.resumeWindow, kind: "web", flag: "--resume-window 0",
                                              writeError: writeError) { () throws(SSHServerError) -> (WebClient, NIOSSLContext?, WebToken) in
            let client = try WebClient.load(directory: configuration.clientDirectory, program: program)
            // Before the token file, which a first run creates: a bad TLS file leaves nothing behind.
            let tls = try WebTLS.context(for: configuration)
            return (client, tls, try configuration.tokenFilePath.map { path throws(SSHServerError) in try WebToken.loadOrCreate(at: path).token } ?? .random())
        }
        guard let ((client, tls, token), resumes) = prepared else { return 2 }
        let group = ServedListener.makeEventLoops()
        let site = WebSite(configuration: configuration, token: token, client: client, environment: ServedSessions.environment,
                           resumes: resumes, tls: tls)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try accept(channel, site: site) }
            }
        let registry = site.registry
        return ServedListener.serve(bootstrap, group: group, address: configuration.address, port: configuration.port, name: name,
                                    sessions: .init(endAll: { registry.endAll() }, count: { registry.count }),
                                    writeError: writeError) { host, port in
            write("\(name): serving in a browser on \(host):\(port); open: \(site.scheme)://\(host):\(port)/?token=\(token.text)")
        }
    }

    /// Sets up a new connection: counted by the gate (too many not yet in a session: closed
    /// unanswered) and closed after the grace time unless it became a session. With TLS the
    /// handshake is part of that time: a client that never finishes it is closed all the same.
    static func accept(_ channel: any Channel, site: WebSite) throws {
        guard site.gate.enter() else {
            channel.close(promise: nil)
            return
        }
        let upgraded = NIOLockedValueBox(false)
        let grace = channel.eventLoop.scheduleTask(in: .seconds(Int64(site.configuration.graceTime))) {
            if !upgraded.withLockedValue({ $0 }) { channel.close(promise: nil) }
        }
        channel.closeFuture.whenComplete { _ in
            grace.cancel()
            if !upgraded.withLockedValue({ $0 }) { site.gate.leave() }
        }
        if let tls = site.tls {
            try channel.pipeline.syncOperations.addHandlers([PlainHTTPRefusal(), NIOSSLServerHandler(context: tls)])
        }
        let http = WebHTTPHandler(site: site)
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: 1 << 20,
            automaticErrorHandling: true,
            shouldUpgrade: { channel, head in
                channel.eventLoop.makeSucceededFuture(site.upgradeRefusal(head) == nil ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, head in
                channel.eventLoop.makeCompletedFuture {
                    upgraded.withLockedValue { $0 = true }
                    grace.cancel()
                    site.gate.leave()
                    let start: WebSessionStart
                    switch WebSessionStart.parse(WebRequest(target: head.uri)) {
                    case .success(let checked): start = checked
                    case .failure(let refusal):
                        try channel.pipeline.syncOperations.addHandler(WebRefusalHandler(line: "\(site.configuration.appName): \(refusal.message)"))
                        return
                    }
                    try channel.pipeline.syncOperations.addHandlers([
                        NIOWebSocketFrameAggregator(minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: 1_024,
                                                    maxAccumulatedFrameSize: 1 << 20),
                        WebSessionHandler(site: site, start: start),
                    ])
                }
            })
        let handler = NIOLoopBound(http, eventLoop: channel.eventLoop)
        try channel.pipeline.syncOperations.configureHTTPServerPipeline(
            withServerUpgrade: (upgraders: [upgrader], completionHandler: { context in
                context.pipeline.syncOperations.removeHandler(handler.value, promise: nil)
            }))
        try channel.pipeline.syncOperations.addHandler(http)
    }
}
