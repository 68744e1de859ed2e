import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import Testing
@testable import LCoordinatorWeb

/// The web server's connection handling (`WebServer.accept`) with TLS on 127.0.0.1, any free
/// port, in this process: what a client meets before any session (no app ever runs: the app
/// is /bin/false and no test opens a WebSocket). `stop()` closes it.
final class TLSTestServer {
    let site: WebSite
    let port: Int
    let certificate: NIOSSLCertificate
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel

    init(files: TestCertificate, graceTime: Int = 10) throws {
        let token = WebToken(text: "0123456789abcdef0123456789abcdef")
        let configuration = WebServerConfiguration(address: "127.0.0.1", port: 0, tokenFilePath: nil, maxSessions: 2, idleTimeout: nil,
                                                   appName: "app", appPath: "/bin/false", appArguments: [], graceTime: graceTime,
                                                   tlsCertificatePath: files.certificate, tlsKeyPath: files.key)
        let tls = try WebTLS.context(certificatePath: files.certificate, keyPath: files.key)
        site = WebSite(configuration: configuration, token: token, client: WebClient(assets: [:]), environment: [], tls: tls)
        certificate = try #require(try NIOSSLCertificate.fromPEMFile(files.certificate).first)
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let site = site
        channel = try ServerBootstrap(group: group)
            .childChannelInitializer { channel in channel.eventLoop.makeCompletedFuture { try WebServer.accept(channel, site: site) } }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = try #require(channel.localAddress?.port)
    }

    /// Everything the server sends back to `request` over TLS (trusting only the test
    /// certificate) until it closes the connection, as text.
    func exchangeOverTLS(_ request: String) throws -> String {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.trustRoots = .certificates([certificate])
        configuration.certificateVerification = .noHostnameVerification
        let context = try NIOSSLContext(configuration: configuration)
        let collector = ResponseCollector()
        let client = try ClientBootstrap(group: group)
            .connectTimeout(.seconds(10))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandlers([try NIOSSLClientHandler(context: context, serverHostname: nil), collector])
                }
            }
            .connect(host: "127.0.0.1", port: port).wait()
        try client.writeAndFlush(client.allocator.buffer(string: request)).wait()
        // Bounded: the server answers and closes (Connection: close); 10 s is a hang.
        let closed = client.eventLoop.scheduleTask(in: .seconds(10)) { client.close(promise: nil) }
        try client.closeFuture.wait()
        closed.cancel()
        return try client.eventLoop.submit { collector.text }.wait()
    }

    func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}

/// Collects what a connection receives.
private final class ResponseCollector: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    private(set) var text = ""

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        text += buffer.readString(length: buffer.readableBytes) ?? ""
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // The server closes without TLS's close_notify after its answer: the text is complete.
        context.close(promise: nil)
    }
}
