import Foundation
import Tape
import TerminalCore
import TerminalUI
import Testing

/// `--save-state` and `--restore` on the shared command line, and the files behind them: read
/// before the terminal is taken, never blocking, written atomically and exclusively.
@MainActor
@Suite struct StateFileTests {
    private func runLive(_ arguments: [String], host: TestHost, keys: [KeyEvent] = []) async -> (code: Int32, out: [String], err: [String]) {
        let terminal = HeadlessTerminal(size: .reference)
        terminal.enqueue(contentsOf: keys.map { .key($0) })
        var out: [String] = []
        var err: [String] = []
        let code = await TapeCommandLine.run(host: host, name: "app", arguments: arguments, terminal: { terminal }, isTerminal: true,
                                       write: { out.append($0) }, writeError: { err.append($0) })
        return (code, out, err)
    }

    private func savingHost() -> TestHost {
        let host = TestHost()
        host.savesState = true
        return host
    }

    @Test func theStateIsSavedOnQuitAndRestoredBeforeTheFirstFrame() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/state.txt"
        let saved = await runLive(["--save-state", path], host: savingHost(), keys: [.enter])
        #expect(saved.code == 0, "\(saved.err)")
        #expect(directory.read("state.txt") == "screens: 2\n")

        let host = savingHost()
        var order: [String] = []
        let terminal = HeadlessTerminal(size: .reference)
        let code = await TapeCommandLine.run(host: host, name: "app", arguments: ["--restore", path], terminal: { terminal },
                                       hooks: TapeCommandLineHooks(willStart: { _ in order.append("willStart \(host.lastSession?.restored ?? "-")") },
                                                                   didQuit: { _ in order.append("didQuit") }),
                                       isTerminal: true, write: { _ in }, writeError: { _ in })
        #expect(code == 0)
        #expect(order == ["willStart screens: 2\n", "didQuit"])
    }

    @Test func anAppThatDoesNotSaveItsStateSaysSoWithoutTouchingTheFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = await runLive(["--save-state", directory.path + "/state.txt"], host: TestHost())
        #expect(result.code == 64)
        #expect(result.err == ["app: this app does not save its state; --save-state and --restore need saveState() and restoreState(_:) in its AppSession"])
        #expect(directory.read("state.txt") == nil)
    }

    @Test func anAppThatDoesNotSaveIsNotOfferedTheStateFlagsAndRestoreNeverStopsIt() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let state = try directory.write("screens: 2\n", to: "state.txt")
        var help: [String] = []
        _ = await TapeCommandLine.run(host: TestHost(), name: "app", arguments: ["--help"], terminal: { HeadlessTerminal(size: .reference) },
                                      isTerminal: true, write: { help.append($0) }, writeError: { help.append($0) })
        let text = help.joined(separator: "\n")
        #expect(!text.contains("--save-state") && !text.contains("--restore"), "\(text)")
        #expect(help.joined(separator: "\n").split(separator: "\n").joined(separator: " ").contains("130 interrupted by Ctrl+C or SIGINT"))
        var savingHelp: [String] = []
        _ = await TapeCommandLine.run(host: savingHost(), name: "app", arguments: ["--help"], terminal: { HeadlessTerminal(size: .reference) },
                                      isTerminal: true, write: { savingHelp.append($0) }, writeError: { _ in })
        #expect(savingHelp.joined().contains("--save-state FILE") && savingHelp.joined().contains("--restore FILE"))

        // --save-state: refused before the terminal is taken.
        let refused = CountingTerminal()
        var refusedErr: [String] = []
        let refusedCode = await TapeCommandLine.run(host: TestHost(), name: "app", arguments: ["--save-state", directory.path + "/out.txt"],
                                                    terminal: { refused }, isTerminal: true, write: { _ in }, writeError: { refusedErr.append($0) })
        #expect(refusedCode == 64)
        #expect(refusedErr.count == 1)
        #expect(refused.starts == 0, "the terminal was taken before the refusal")
        #expect(directory.read("out.txt") == nil)

        // --restore: one line, and the app starts fresh.
        let host = TestHost()
        let terminal = CountingTerminal()
        var err: [String] = []
        let code = await TapeCommandLine.run(host: host, name: "app", arguments: ["--restore", state], terminal: { terminal },
                                             isTerminal: true, write: { _ in }, writeError: { err.append($0) })
        #expect(code == 0)
        #expect(terminal.starts > 0, "the app did not start")
        #expect(host.lastSession?.restored == nil)
        #expect(err == ["app: this app does not save its state; --restore \(state) is ignored, starting fresh"])
    }

    @Test func aLiveCastThatCannotBeWrittenIsRefusedBeforeTheTerminal() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("a file, not a directory\n", to: "file.txt")
        let terminal = CountingTerminal()
        var err: [String] = []
        let code = await TapeCommandLine.run(host: TestHost(), name: "app", arguments: ["--cast", file + "/session.cast"],
                                             terminal: { terminal }, isTerminal: true, write: { _ in }, writeError: { err.append($0) })
        #expect(code == 2)
        #expect(err == ["app: cannot write \(file)/session.cast: Not a directory"])
        #expect(terminal.starts == 0, "the terminal was taken, and the session would have been lost at quit")
    }

    @Test func aFIFOToRestoreIsRefusedAtOnceAndTheAppStartsFresh() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.path + "/fifo"
        try #require(mkfifo(fifo, 0o644) == 0)
        let host = savingHost()
        let result = await runLive(["--restore", fifo], host: host)
        #expect(result.code == 0)
        #expect(result.err == ["app: cannot read \(fifo): a FIFO, not a regular file; give the path of a file; starting fresh"])
        #expect(host.lastSession?.restored == nil)
    }

    @Test func aBadOrMissingStateNamesTheFileEscapedAndTheAppStartsFresh() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let name = directory.path + "/\u{1B}]0;x\u{07}.json"
        try "garbage".write(toFile: name, atomically: true, encoding: .utf8)
        let bad = await runLive(["--restore", name], host: savingHost())
        #expect(bad.code == 0)
        #expect(bad.err == ["app: \(directory.path)/\\u{001B}]0;x\\u{0007}.json: not a state of this app"])
        let missing = await runLive(["--restore", directory.path + "/none.json"], host: savingHost())
        #expect(missing.code == 0)
        #expect(missing.err == ["app: no state file \(directory.path)/none.json; starting fresh"])
    }

    @Test func aStateFileLargerThanTheLimitIsNotRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write(String(repeating: "x", count: StateFile.maximumSize + 1), to: "big.json")
        #expect(throws: TapeFileError(.read, path: path, reason: "larger than \(StateFile.maximumSize) bytes; give a smaller file")) {
            try StateFile.read(atPath: path)
        }
    }

    @Test func saveStateToAFIFOIsRefusedBeforeTheTerminalIsTaken() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.path + "/fifo"
        try #require(mkfifo(fifo, 0o644) == 0)
        for option in ["--save-state", "--record"] {
            let host = savingHost()
            let result = await runLive([option, fifo], host: host)
            #expect(result.code == 2)
            #expect(result.err == ["app: cannot write \(fifo): a FIFO, not a regular file; give the path of a file"])
            #expect(host.sessionsMade == 0)
        }
    }

    @Test func aLinkPlantedAtTheOldTemporaryNameIsNeverFollowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let victim = try directory.write("precious\n", to: "victim.txt")
        let path = directory.path + "/state.json"
        // The name the old writer used: FILE.tmp-PID.
        try FileManager.default.createSymbolicLink(atPath: path + ".tmp-\(getpid())", withDestinationPath: victim)
        try StateFile.write("new state\n", toPath: path)
        #expect(directory.read("victim.txt") == "precious\n")
        #expect(directory.read("state.json") == "new state\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("state.json.tmp-") }
        #expect(leftovers == ["state.json.tmp-\(getpid())"], "only the planted link, no temporary file left behind")
    }

    @Test func writingThroughALinkReplacesItsTargetAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = try directory.write("old\n", to: "real/state.json")
        let link = directory.path + "/state.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try StateFile.write("new\n", toPath: link)
        #expect(directory.read("real/state.json") == "new\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
    }

    @Test func aReplacedFileKeepsItsModeAndANewOneIsNotWorldWritable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("old\n", to: "private.json")
        try #require(chmod(path, 0o600) == 0)
        try StateFile.write("new\n", toPath: path)
        var info = stat()
        try #require(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)

        let fresh = directory.path + "/fresh.json"
        try StateFile.write("new\n", toPath: fresh)
        try #require(stat(fresh, &info) == 0)
        let mask = umask(0)
        umask(mask)
        #expect(info.st_mode & 0o777 == 0o644 & ~mask)
    }

    @Test func aDeviceIsNeverWrittenOver() {
        #expect(throws: TapeFileError(.write, path: "/dev/null", reason: "a device, not a regular file; give the path of a file")) {
            try StateFile.write("x", toPath: "/dev/null")
        }
    }
}
