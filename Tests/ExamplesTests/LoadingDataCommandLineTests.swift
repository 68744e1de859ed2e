import Foundation
import LCoordinatorTapes
@testable import LoadingData
@testable import NewsKit
import Testing

/// LoadingData saves nothing: its `--help` offers no `--save-state` or `--restore`, and a
/// `--restore` given anyway never stops it from starting. Its own option, `--server HOST`, is in
/// `--help`, checked before it starts, and reaches the live app.
@Suite @MainActor struct LoadingDataCommandLineTests {
    @Test func helpOffersNoStateFlags() {
        var out: [String] = []
        let code = TapeCommandLine.run(host: NewsHost(), name: "LoadingData", arguments: ["--help"],
                                       terminal: { HeadlessTerminal(size: .reference) }, isTerminal: true,
                                       write: { out.append($0) }, writeError: { out.append($0) })
        #expect(code == 0)
        let help = out.joined(separator: "\n")
        #expect(help.contains("--record FILE.tape"))
        #expect(!help.contains("--save-state") && !help.contains("--restore"), "\(help)")
    }

    @Test func restoreStartsTheAppWithOneLine() throws {
        let terminal = HeadlessTerminal(size: .reference)
        terminal.enqueue(contentsOf: [.key(.char("q"))])
        var err: [String] = []
        let code = TapeCommandLine.run(host: NewsHost(), name: "LoadingData", arguments: ["--route", "fast", "--restore", "/nonexistent/s.json"],
                                       terminal: { terminal }, isTerminal: true, write: { _ in }, writeError: { err.append($0) })
        #expect(code == 0)
        #expect(err == ["LoadingData: this app does not save its state; --restore /nonexistent/s.json is ignored, starting fresh"])
    }

    @Test func serverIsTheAppsOwnOptionCheckedAndGivenToTheLiveApp() throws {
        var out: [String] = []
        #expect(TapeCommandLine.run(host: NewsHost(), name: "LoadingData", arguments: ["--help"],
                                    terminal: { HeadlessTerminal(size: .reference) }, isTerminal: true,
                                    write: { out.append($0) }, writeError: { out.append($0) }) == 0)
        #expect(out.joined(separator: "\n").contains("  --server HOST          the news server to connect to (default news.example)"))
        for bad in ["news server", "news..example", "-news.example", "news.example/x", "ñews.example", ""] {
            var err: [String] = []
            let code = TapeCommandLine.run(host: NewsHost(), name: "LoadingData", arguments: ["--server", bad],
                                           terminal: { HeadlessTerminal(size: .reference) }, isTerminal: true,
                                           write: { _ in }, writeError: { err.append($0) })
            #expect(code == 64, "\(bad)")
            #expect(err == ["LoadingData: --server \(bad): a host name is letters, digits and hyphens in labels joined by dots, e.g. news.example.org; see LoadingData --help"])
        }
        let host = NewsHost()
        let options = try TapeCommandLineOptions(arguments: ["--server", "news.example.org"], options: host.appOptions)
        let live = try #require(try host.makeLiveSession(terminal: HeadlessTerminal(), clock: VirtualClock(), route: nil,
                                                         options: options.appOptions) as? NewsApp)
        #expect(live.service.server == "news.example.org")
        let plain = try #require(try host.makeLiveSession(terminal: HeadlessTerminal(), clock: VirtualClock(), route: nil) as? NewsApp)
        #expect(plain.service.server == NewsApp.defaultServer)
    }
}
