import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal
import Testing
import TerminalCore

/// A signal can end the process in the middle of a frame: curses may have sent half an escape
/// sequence, or set a scroll region (`csr`, which its scrolling optimisation sets and resets
/// within one frame) and not reset it yet. The crash restore sequence must give the terminal
/// back from there too. tmux is the terminal here: it interprets the bytes as a user's would.
extension NcursesTerminalTests {
    @Test func theCrashRestoreSequenceGivesTheTerminalBackFromTheMiddleOfAFrame() async throws {
        let size = Size(width: 80, height: 24)
        let restore = try crashRestoreSequence(terminalType: "tmux-256color", size: size)
        // The frame so far: the alternate screen, a scroll region of rows 2–10 and half of a
        // colour sequence; then the restore sequence; then the shell's output, 30 lines.
        var bytes = Array("\u{1B}[?1049h\u{1B}[2;10r\u{1B}[38;5".utf8)
        bytes += restore
        let shellLines = (1...30).map { "shell line \($0)" }
        bytes += Array(shellLines.map { $0 + "\n" }.joined().utf8)

        let pane = try TmuxPane(size: size)
        defer { pane.kill() }
        let screen = try await pane.show(bytes, until: { $0.contains { $0.contains("shell line 30") } })
        // Each line on its own row, the last ones at the bottom of the screen in order: the
        // terminal scrolls the whole screen again and nothing of the sequence leaked as text.
        #expect(Array(screen.prefix(23)) == Array(shellLines.suffix(23)),
                "the pane after the restore:\n\(screen.joined(separator: "\n"))")
    }

    @Test func theCrashRestoreSequenceResetsTheScrollRegionOfTheCurrentSize() throws {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        try terminal.start()
        defer { terminal.stop() }
        #expect(try #require(terminal.crashRestoreSequence).contains(Array("\u{1B}[1;24r".utf8)))
        pty.resize(to: Size(width: 60, height: 20))
        kill(getpid(), SIGWINCH) // a pty that is not the controlling terminal sends none itself
        #expect(terminal.nextEvent(timeout: .seconds(60)) == .event(.resize(Size(width: 60, height: 20))))
        let resized = try #require(terminal.crashRestoreSequence)
        #expect(resized.contains(Array("\u{1B}[1;20r".utf8)))
        #expect(!resized.contains(Array("\u{1B}[1;24r".utf8)))
    }

    /// The bytes a crash writes for a terminal of `terminalType`, taken from a started terminal.
    private func crashRestoreSequence(terminalType: String, size: Size) throws -> [UInt8] {
        let pty = try PseudoTerminal(size: size)
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: terminalType)
        try terminal.start()
        defer { terminal.stop() }
        return try #require(terminal.crashRestoreSequence)
    }
}

/// A detached tmux server of its own with one pane that shows a file's bytes, then waits.
@MainActor
private final class TmuxPane {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let socket = "lc-restore-\(getpid())-\(UUID().uuidString.prefix(8))"
    private let directory: URL
    private let size: Size

    init(size: Size) throws {
        self.size = size
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lc-restore-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Starts the pane with `bytes` written to it and returns its rows once `done` holds, or
    /// as they are after 60 seconds.
    func show(_ bytes: [UInt8], until done: ([String]) -> Bool) async throws -> [String] {
        let file = directory.appendingPathComponent("bytes")
        try Data(bytes).write(to: file)
        try run(["-f", "/dev/null", "new-session", "-d", "-x", "\(size.width)", "-y", "\(size.height)",
                 "cat '\(file.path)'; exec sleep 600"])
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            let rows = try run(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if done(rows) { return rows }
            guard ContinuousClock.now < deadline else { return rows }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    func kill() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs tmux on this pane's server with `system` (Foundation's `Process` would wait for
    /// the server, which inherits its exit-watch descriptor) and returns what it printed.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let output = directory.appendingPathComponent("output")
        let quoted = (["tmux", "-L", socket] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let status = system("TMUX= " + quoted.joined(separator: " ") + " >'\(output.path)' 2>/dev/null </dev/null")
        guard status == 0 else {
            throw Failure(description: "tmux \(arguments.first ?? "") exited with status \(status)")
        }
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }
}
