#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOHTTP1
import Testing
@testable import LCoordinatorWeb

/// The web server's parts that need no network: the token, its file, request targets, the
/// session's start and the upgrade's checks.
struct WebServerPartsTests {
    @Test func aRandomTokenIs128BitsInHexAndNeverTheSameTwice() {
        let tokens = (0..<64).map { _ in WebToken.random().text }
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        #expect(Set(tokens).count == tokens.count)
    }

    @Test func theTokenMatchesOnlyItself() {
        let token = WebToken(text: "0123456789abcdef0123456789abcdef")
        #expect(token.matches("0123456789abcdef0123456789abcdef"))
        for wrong: Substring? in [nil, "", "0123456789abcdef0123456789abcde", "0123456789abcdef0123456789abcdef0",
                                  "0123456789abcdef0123456789abcdeF", "x123456789abcdef0123456789abcdef"] {
            #expect(!token.matches(wrong), "\(String(describing: wrong))")
        }
    }

    @Test func aTokenFileIsCreatedPrivateAndReadBackTheSame() throws {
        let path = Self.temporaryPath("token")
        defer { unlink(path) }
        let first = try WebToken.loadOrCreate(at: path)
        #expect(first.created)
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let second = try WebToken.loadOrCreate(at: path)
        #expect(!second.created && second.token == first.token)
    }

    @Test func aTokenFileThatIsALinkReadableByOthersOrShortIsRefused() throws {
        let target = Self.temporaryPath("target")
        let link = Self.temporaryPath("link")
        defer { unlink(target); unlink(link) }
        _ = try WebToken.loadOrCreate(at: target)
        #expect(symlink(target, link) == 0)
        #expect(throws: (any Error).self) { try WebToken.loadOrCreate(at: link) }
        chmod(target, 0o644)
        #expect(throws: (any Error).self) { try WebToken.load(at: target) }
        chmod(target, 0o600)
        Self.overwrite("short\n", to: target)
        #expect(throws: (any Error).self) { try WebToken.load(at: target) }
        Self.overwrite("0123456789abcdef0123456789abcdef/..\n", to: target)
        #expect(throws: (any Error).self) { try WebToken.load(at: target) }
        Self.overwrite("0123456789abcdef0123456789abcdef-_.~\n", to: target)
        #expect(try WebToken.load(at: target).text == "0123456789abcdef0123456789abcdef-_.~")
    }

    @Test func aRequestTargetSplitsIntoPathAndDecodedQuery() {
        let request = WebRequest(target: "/ws?token=abc&cols=120&rows=40&link=shop%3A%2F%2Fproduct%2F42&token=second")
        #expect(request.path == "/ws")
        #expect(request.query == ["token": "abc", "cols": "120", "rows": "40", "link": "shop://product/42"])
        #expect(WebRequest(target: "/").query.isEmpty)
        #expect(WebRequest(target: "/?link=%ZZ&x=%E2%82%AC+1").query == ["x": "€ 1"])
        #expect(WebRequest(target: "/?link=%FF").query.isEmpty)
    }

    @Test func aSessionStartTakesTheSizeAndOneDeepLink() throws {
        let start = try WebSessionStart.parse(WebRequest(target: "/ws?cols=100&rows=30&link=shop%3A%2F%2Fproduct%2F42")).get()
        #expect(start == WebSessionStart(columns: 100, rows: 30, link: "shop://product/42"))
        #expect(start.arguments(after: ["--route", "home"]) == ["--route", "home", "--deeplink", "shop://product/42"])
        #expect(try WebSessionStart.parse(WebRequest(target: "/ws?cols=-5")).get() == WebSessionStart(columns: 0, rows: 0, link: nil))
        for bad in ["shop%3A%2F%2Fx%0A--route", String(repeating: "a", count: 2_049), "a%C2%85b"] {
            #expect(throws: WebRefusal.self) { try WebSessionStart.parse(WebRequest(target: "/ws?link=" + bad)).get() }
        }
    }

    @Test func anUpgradeNeedsTheTokenTheSameOriginAndRoom() {
        let token = WebToken(text: "0123456789abcdef0123456789abcdef")
        let configuration = WebServerConfiguration(address: "127.0.0.1", port: 8080, tokenFilePath: nil, maxSessions: 1,
                                                   idleTimeout: nil, appName: "app", appPath: "/bin/true", appArguments: [])
        let site = WebSite(configuration: configuration, token: token, client: WebClient(assets: [:]), environment: ["TERM=dumb", "HOME=/root"])
        func head(_ uri: String, origin: String? = "http://127.0.0.1:8080", host: String = "127.0.0.1:8080") -> HTTPRequestHead {
            var headers = HTTPHeaders([("Host", host)])
            if let origin { headers.add(name: "Origin", value: origin) }
            return HTTPRequestHead(version: .http1_1, method: .GET, uri: uri, headers: headers)
        }
        #expect(site.upgradeRefusal(head("/ws?token=\(token.text)")) == nil)
        #expect(site.upgradeRefusal(head("/ws?token=wrong"))?.0 == .forbidden)
        #expect(site.upgradeRefusal(head("/ws"))?.0 == .forbidden)
        #expect(site.upgradeRefusal(head("/other?token=\(token.text)"))?.0 == .notFound)
        for origin in [nil, "http://evil.example", "https://127.0.0.1:8080", "http://127.0.0.1:8081", "null"] {
            #expect(site.upgradeRefusal(head("/ws?token=\(token.text)", origin: origin))?.0 == .forbidden, "\(String(describing: origin))")
        }
        #expect(site.sessionEnvironment == ["HOME=/root", "TERM=xterm-256color"])
        _ = site.registry.reserve(end: {})
        #expect(site.upgradeRefusal(head("/ws?token=\(token.text)"))?.0 == .serviceUnavailable)
    }

    static func temporaryPath(_ name: String) -> String {
        "/tmp/lcweb-test-\(getpid())-\(name)-\(UInt32.random(in: 0...UInt32.max))"
    }

    static func overwrite(_ text: String, to path: String) {
        let fd = open(path, O_WRONLY | O_TRUNC)
        _ = text.utf8CString.withUnsafeBytes { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
    }

    @Test func theResumeTokenIsTakenOnlyWhenItIsATokenAndBackOnlyWithIt() throws {
        let token = "0123456789abcdef0123456789abcdef"
        let start = try WebSessionStart.parse(WebRequest(target: "/ws?cols=80&rows=24&resume=\(token)&back=1")).get()
        #expect(start.resume == token && start.comesBack)
        for bad in ["..%2F..%2Fetc%2Fpasswd", "0123456789ABCDEF0123456789ABCDEF", "x"] {
            let refused = try WebSessionStart.parse(WebRequest(target: "/ws?resume=\(bad)&back=1")).get()
            #expect(refused.resume == nil && !refused.comesBack, "\(bad)")
        }
        let state = "/private/folder/abc.state"
        #expect(start.arguments(after: ["--route", "home"], resumeState: state) == ["--route", "home", "--resume-state", state])
        let linked = try WebSessionStart.parse(WebRequest(target: "/ws?link=shop%3A%2F%2Fproduct%2F4")).get()
        #expect(linked.arguments(after: [], resumeState: state) == ["--resume-state", state, "--deeplink", "shop://product/4"])
    }
}
