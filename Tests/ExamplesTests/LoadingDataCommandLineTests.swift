import Foundation
import LCoordinatorTapes
@testable import LoadingData
@testable import NewsKit
import Testing

/// LoadingData saves nothing: its `--help` offers no `--save-state` or `--restore`, and a
/// `--restore` given anyway never stops it from starting.
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
}
