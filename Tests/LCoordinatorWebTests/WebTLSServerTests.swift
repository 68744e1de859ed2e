#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOHTTP1
import Testing
@testable import LCoordinatorWeb

/// The web server over TLS on 127.0.0.1: a real handshake with the test certificate, the token's
/// 403, HSTS only over TLS, and clients that speak no TLS closed promptly or after the grace
/// time, counted by the gate meanwhile. Bounded waits only.
@Suite(.serialized) struct WebTLSServerTests {
    private static let token = "0123456789abcdef0123456789abcdef"

    @Test func aTLSHandshakeWithoutTheTokenIs403AndWithItThePage() throws {
        let files = try TestCertificate.make()
        defer { files.remove() }
        let server = try TLSTestServer(files: files)
        defer { server.stop() }
        let refused = try server.exchangeOverTLS("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        #expect(refused.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), "\(refused)")
        #expect(refused.contains(WebSite.forbidden))
        #expect(refused.contains("Strict-Transport-Security: max-age=31536000\r\n"))
        let page = try server.exchangeOverTLS("GET /?token=\(Self.token) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        #expect(page.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(page.prefix(200))")
        #expect(page.contains("Strict-Transport-Security: max-age=31536000"))
        #expect(page.contains("xterm"))
        // Not for localhost: the browser would ask every other server there for https too.
        let local = try server.exchangeOverTLS("GET / HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n")
        #expect(local.hasPrefix("HTTP/1.1 403") && !local.contains("Strict-Transport-Security"))
        #expect(server.site.registry.count == 0, "no app runs")
    }

    @Test func aPlainSiteIsHTTPAndSendsNoHSTS() {
        let configuration = WebServerConfiguration(address: "127.0.0.1", port: 8443, tokenFilePath: nil, maxSessions: 1,
                                                   idleTimeout: nil, appName: "app", appPath: "/bin/true", appArguments: [])
        let plain = WebSite(configuration: configuration, token: WebToken(text: Self.token), client: WebClient(assets: [:]), environment: [])
        #expect(plain.scheme == "http" && plain.transportSecurity(host: "example.org") == nil)
        #expect(!plain.isSecure)
    }

    @Test func aSecureSiteTakesOnlyTheHTTPSOrigin() throws {
        let files = try TestCertificate.make()
        defer { files.remove() }
        let server = try TLSTestServer(files: files)
        defer { server.stop() }
        let site = server.site
        #expect(site.scheme == "https")
        func refusal(origin: String) -> Int? {
            let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/ws?token=\(Self.token)",
                                       headers: HTTPHeaders([("Host", "127.0.0.1:8443"), ("Origin", origin)]))
            return site.upgradeRefusal(head).map { Int($0.0.code) }
        }
        #expect(refusal(origin: "https://127.0.0.1:8443") == nil)
        #expect(refusal(origin: "http://127.0.0.1:8443") == 403)
        #expect(refusal(origin: "https://evil.example") == 403)
    }

    @Test func plainHTTPToTheTLSPortIsAnswered400AtOnceAndClosed() throws {
        let files = try TestCertificate.make()
        defer { files.remove() }
        let server = try TLSTestServer(files: files, graceTime: 30)
        defer { server.stop() }
        let connection = try RawConnection(port: server.port)
        connection.send("GET /?token=\(Self.token) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let (text, closed) = connection.readUntilClosed(seconds: 10)   // well before the 30 s grace time
        #expect(closed)
        #expect(text.hasPrefix("HTTP/1.1 400 Bad Request\r\n") && text.contains("speaks HTTPS only; open the https:// link"), "\(text)")
        // Bytes that are neither TLS nor HTTP are closed the same way.
        let other = try RawConnection(port: server.port)
        other.send("SSH-2.0-OpenSSH_9.2\r\n")
        #expect(other.readUntilClosed(seconds: 10).closed)
    }

    @Test func aClientThatNeverHandshakesIsCountedThenClosedAfterTheGraceTime() throws {
        let files = try TestCertificate.make()
        defer { files.remove() }
        let server = try TLSTestServer(files: files, graceTime: 1)
        defer { server.stop() }
        let connections = try (0..<3).map { _ in try RawConnection(port: server.port) }
        var counted = 0
        for _ in 0..<100 where counted < 3 {
            counted = server.site.gate.count
            usleep(20_000)
        }
        #expect(counted == 3, "the gate counts connections still in the handshake")
        for connection in connections {
            let (text, closed) = connection.readUntilClosed(seconds: 10)
            #expect(closed && text.isEmpty, "closed unanswered after the grace time")
        }
        for _ in 0..<100 where server.site.gate.count > 0 { usleep(20_000) }
        #expect(server.site.gate.count == 0)
    }
}
