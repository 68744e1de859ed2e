import AppLauncher
import Foundation
import TerminalCore
import TerminalUI
import Testing

/// `AppCommandLine`: an app's command line and live run without the tape runner (this target
/// does not link Tape). The shared live flags, serving and the app's own options work; the tape
/// runner's flags are unknown arguments, and no message speaks of tapes.
@MainActor
@Suite struct AppCommandLineTests {
    struct Run {
        var code: Int32
        var out: [String]
        var err: [String]
    }

    private func run(_ arguments: [String], host: NotesHost = NotesHost(), keys: [KeyEvent] = [], isTerminal: Bool = true,
                     hooks: AppCommandLineHooks = AppCommandLineHooks()) -> Run {
        let terminal = HeadlessTerminal(size: .reference)
        terminal.enqueue(contentsOf: keys.map { .key($0) })
        var out: [String] = []
        var err: [String] = []
        let code = AppCommandLine.run(host: host, name: "notes", arguments: arguments, terminal: { terminal }, hooks: hooks,
                                      isTerminal: isTerminal, write: { out.append($0) }, writeError: { err.append($0) })
        return Run(code: code, out: out, err: err)
    }

    private func temporaryPath(_ name: String) throws -> (directory: String, path: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-launcher-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return (directory, directory + "/" + name)
    }

    @Test func helpListsTheLiveFlagsServingAndTheAppsOwnOptionsButNoTapeFlag() {
        let help = run(["--help"])
        #expect(help.code == 0)
        let text = help.out.joined(separator: "\n")
        for flag in ["--route ROUTE", "--deeplink URL", "--save-state FILE", "--restore FILE", "--serve-ssh ADDRESS:PORT",
                     "--serve-web ADDRESS:PORT", "--server HOST", "(list, empty)"] {
            #expect(text.contains(flag), "the help lacks \(flag):\n\(text)")
        }
        for flag in ["--replay", "--record", "--cast", "--coverage", "--graph", "--tty", "--screenshots", "--report", "tape"] {
            #expect(!text.contains(flag), "the help offers \(flag) without the tape runner:\n\(text)")
        }
    }

    @Test(arguments: ["--replay", "--record", "--cast", "--coverage", "--update-snapshots", "--tty", "--graph"])
    func aTapeFlagIsAnUnknownArgumentAndNothingStarts(flag: String) {
        let host = NotesHost()
        let result = run([flag, "x.tape"], host: host)
        #expect(result.code == 64)
        #expect(result.err == ["notes: unknown argument \(flag); see notes --help"])
        #expect(host.sessions.isEmpty)
    }

    @Test func aTypoIsAnsweredWithTheClosestLiveFlagNeverATapeFlag() {
        #expect(run(["--rout", "list"]).err == ["notes: unknown argument --rout (did you mean --route?); see notes --help"])
        #expect(run(["--recor", "x"]).err.allSatisfy { !$0.contains("--record") })
    }

    @Test func withoutATerminalTheOneLineSaysWhereToRunItAndNotHowToReplay() {
        let host = NotesHost()
        let result = run([], host: host, isTerminal: false)
        #expect(result.code == 2)
        #expect(result.err == ["notes: not a terminal; run it in a terminal"])
        #expect(host.sessions.isEmpty)
    }

    @Test func anUnknownRouteAndABadOptionValueAreRefusedBeforeTheAppIsBuilt() {
        let host = NotesHost()
        #expect(run(["--route", "nowhere"], host: host).err == ["notes: unknown route nowhere; use one of: list, empty"])
        let bad = run(["--server", "a b"], host: host)
        #expect(bad.code == 64)
        #expect(bad.err == ["notes: --server a b: a host name has no spaces; see notes --help"])
        #expect(host.sessions.isEmpty)
    }

    @Test func aLiveRunStartsAtTheRouteWithTheOptionsOpensTheLinksAndRunsTheHooksInOrder() throws {
        let host = NotesHost()
        var order: [String] = []
        let hooks = AppCommandLineHooks(willStart: { session in order.append("willStart \((session as? NotesSession)?.links.count ?? -1)") },
                                        didQuit: { _ in order.append("didQuit") })
        let result = run(["--route", "empty", "--server", "notes.example", "--deeplink", "notes://7"], host: host, hooks: hooks)
        #expect(result.code == 0, "\(result.err)")
        let session = try #require(host.sessions.first)
        #expect(host.sessions.count == 1)
        #expect(session.route == "empty")
        #expect(session.server == "notes.example")
        #expect(session.links == ["notes://7"])
        #expect(session.navigation.topViewController?.title == "Note 7")
        #expect(order == ["willStart 0", "didQuit"])
    }

    @Test func theStateIsSavedOnQuitAndRestoredBeforeTheFirstFrame() throws {
        let (directory, path) = try temporaryPath("state.txt")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let saved = run(["--save-state", path], keys: [.enter])
        #expect(saved.code == 0, "\(saved.err)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "screens: 2")

        let host = NotesHost()
        let restored = run(["--restore", path], host: host)
        #expect(restored.code == 0, "\(restored.err)")
        #expect(host.sessions.first?.restored == "screens: 2")
    }

    @Test func aStateFileThatCannotBeWrittenIsRefusedBeforeTheTerminalIsTaken() throws {
        let (directory, _) = try temporaryPath("state.txt")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let host = NotesHost()
        let result = run(["--save-state", directory], host: host)
        #expect(result.code == 2)
        #expect(result.err.count == 1)
        #expect(result.err.first?.hasPrefix("notes: cannot write \(directory)") == true, "\(result.err)")
        #expect(host.sessions.isEmpty)
    }

    @Test func servingChecksItsValuesWithoutTheTapeRunner() {
        let result = run(["--serve-ssh", "127.0.0.1:nope"])
        #expect(result.code == 2)
        #expect(result.err.count == 1)
        #expect(result.err.first?.hasPrefix("notes: --serve-ssh") == true, "\(result.err)")
    }
}
