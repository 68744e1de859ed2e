import AppLauncher
import Foundation
import TerminalCore
import TerminalUI
import Testing

/// `--resume-state FILE`, what a server gives each session it can bring back: the app starts
/// where FILE left off, keeps FILE current after every change (a hang-up gives it no chance to
/// save), and deletes it when the user quits on purpose.
@MainActor
@Suite struct ResumeStateTests {
    private func temporaryDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("resume-state-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    private func run(_ arguments: [String], host: NotesHost, keys: [KeyEvent] = [],
                     hooks: AppCommandLineHooks = AppCommandLineHooks()) -> (code: Int32, err: [String]) {
        let terminal = HeadlessTerminal(size: .reference)
        terminal.enqueue(contentsOf: keys.map { .key($0) })
        var err: [String] = []
        let code = AppCommandLine.run(host: host, name: "notes", arguments: arguments, terminal: { terminal }, hooks: hooks,
                                      isTerminal: true, write: { _ in }, writeError: { err.append($0) })
        return (code, err)
    }

    @Test func theFileFollowsEveryChangeWhileTheAppRunsAndIsDeletedWhenTheUserQuits() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/session.state"
        var seen: [String] = []
        // Installed before the launcher's own: each call sees the file as the event before left it.
        let hooks = AppCommandLineHooks(willStart: { session in
            session.application.afterEvent = { seen.append((try? String(contentsOfFile: path, encoding: .utf8)) ?? "none") }
        })
        let result = run(["--resume-state", path], host: NotesHost(), keys: [.enter, .char("x"), .escape, .char("x")], hooks: hooks)
        #expect(result.code == 0, "\(result.err)")
        #expect(seen.contains("screens: 1"), "\(seen)")
        #expect(seen.contains("screens: 2"), "the pushed note was never kept: \(seen)")
        #expect(seen.last == "screens: 1", "the pop was not kept: \(seen)")
        #expect(!FileManager.default.fileExists(atPath: path), "quitting left the state for a reconnect")
    }

    @Test func aSessionStartsWhereItsFileLeftOffBeforeItsDeepLinks() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/session.state"
        try "screens: 3".write(toFile: path, atomically: true, encoding: .utf8)
        let host = NotesHost()
        var depth = 0
        let hooks = AppCommandLineHooks(didQuit: { session in depth = (session as? NotesSession)?.navigation.viewControllers.count ?? -1 })
        let result = run(["--resume-state", path, "--deeplink", "notes://9"], host: host, hooks: hooks)
        #expect(result.code == 0, "\(result.err)")
        #expect(host.sessions.first?.restored == "screens: 3")
        #expect(host.sessions.first?.links == ["notes://9"])
        #expect(depth == 4)
    }

    @Test func theResumeFileWinsOverRestoreAndRestoreServesWhenThereIsNone() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let restore = directory + "/restore.state"
        try "screens: 2".write(toFile: restore, atomically: true, encoding: .utf8)
        let resume = directory + "/session.state"
        let fresh = NotesHost()
        #expect(run(["--restore", restore, "--resume-state", resume], host: fresh).code == 0)
        #expect(fresh.sessions.first?.restored == "screens: 2")
        try "screens: 3".write(toFile: resume, atomically: true, encoding: .utf8)
        let resumed = NotesHost()
        #expect(run(["--restore", restore, "--resume-state", resume], host: resumed).code == 0)
        #expect(resumed.sessions.first?.restored == "screens: 3")
    }

    @Test func aDamagedFileIsSaidInOneLineAndTheAppStartsFresh() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/session.state"
        try "garbage".write(toFile: path, atomically: true, encoding: .utf8)
        let host = NotesHost()
        var depth = 0
        let hooks = AppCommandLineHooks(didQuit: { session in depth = (session as? NotesSession)?.navigation.viewControllers.count ?? -1 })
        let result = run(["--resume-state", path], host: host, hooks: hooks)
        #expect(result.code == 0)
        #expect(result.err == ["notes: \(path): not a state of this app"])
        #expect(depth == 1)
    }

    @Test func anAppThatSavesNothingStartsFreshAndWritesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/session.state"
        let host = NotesHost()
        host.savesState = false
        var exists = true
        let hooks = AppCommandLineHooks(didQuit: { _ in exists = FileManager.default.fileExists(atPath: path) })
        let result = run(["--resume-state", path], host: host, keys: [.enter], hooks: hooks)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.isEmpty)
        #expect(!exists)
    }

    @Test func aResumeFileThatCannotBeWrittenIsRefusedBeforeTheTerminalIsTaken() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let host = NotesHost()
        let result = run(["--resume-state", directory], host: host)
        #expect(result.code == 2)
        #expect(host.sessions.isEmpty)
    }
}
