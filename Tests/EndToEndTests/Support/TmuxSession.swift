import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tmux server of its own (a unique `-L` socket) with one pane running `sh` in a scratch
/// directory that holds `./lcdemo`, or running one command directly (no shell, no prompt).
/// The test types with `send-keys`, reads with `capture-pane`, and waits (`Wait`) for the state
/// it needs, never a fixed sleep and never an assumed order of events: a line typed into the
/// shell is echoed when it arrives, which may be before the shell has run the line before it.
///
/// The shell is `sh` (dash), which has no line editor and never touches the terminal's modes:
/// what `stty -a` prints after lcdemo exits is what lcdemo left behind.
final class TmuxSession {
    typealias Timeout = Wait.Timeout

    /// How long a wait lasts before it fails; generous because CI machines are noisy.
    static let deadline: Duration = Wait.deadline
    /// How often the pane is read while waiting.
    static let pollInterval: Duration = Wait.pollInterval

    let socket: String
    /// The scratch directory: the pane's working directory, with `lcdemo` linked in.
    let directory: String
    /// The server's socket file (tmux leaves it behind after kill-server).
    private var socketPath: String?
    private var markerCount = 0
    /// How many exit-status lines were asked of the shell (`exitEcho()`): `waitForExit` waits for
    /// the last one, never one left on screen by an earlier run.
    private var runCount = 0
    /// Whether the pane runs a command of its own rather than `sh`.
    let runsCommand: Bool
    private var isKilled = false

    /// Starts the server and a detached `width`×`height` session running `sh`; `binary` is the
    /// lcdemo linked in (the debug build of `LCDemoBinary.path()` by default).
    ///
    /// With `command`, the pane runs that shell command line instead of an interactive shell
    /// (`sh -c`, so no prompt, no echo of a typed line, nothing to race): the pane stays on
    /// screen when it ends (`remain-on-exit`, with no "Pane is dead" line) and `waitForExit`
    /// gives its exit status. `prepare` runs first, with the scratch directory made (files the
    /// command reads). With `recordOutput`, every byte the pane's program writes is also
    /// kept (`recordedOutput`), from the first: a screen that shows for a moment only is there.
    init(width: Int = 80, height: Int = 24, binary: String? = nil, command: String? = nil, recordOutput: Bool = false,
         prepare: (String) throws -> Void = { _ in }) throws {
        let binary = try binary ?? LCDemoBinary.path()
        let token = UUID().uuidString.prefix(8)
        socket = "lcdemo-e2e-\(getpid())-\(token)"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket, isDirectory: true).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory + "/lcdemo", withDestinationPath: binary)
        // No user configuration; no status line (the pane is the whole window); a known TERM.
        let configuration = """
        set -g default-terminal tmux-256color
        set -g status off
        set -g history-limit 5000
        set -g remain-on-exit on
        set -g remain-on-exit-format ""
        set-environment -g LCDEMO_LATENCY 0

        """
        runsCommand = command != nil
        try configuration.write(toFile: directory + "/tmux.conf", atomically: true, encoding: .utf8)
        do {
            try prepare(directory)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
        // tmux 3.3 leaves #{pane_dead_status} empty for some exits (and has no
        // #{pane_dead_signal}): the pane's shell writes the command's status to a file, and
        // prints nothing.
        let paneCommand = command.map { "\($0); echo $? > pane-exit-status" } ?? "sh"
        // pipe-pane runs in the same command list as new-session, before tmux reads the pane.
        let record = recordOutput ? [";", "pipe-pane", "cat > '\(directory)/pane-output.bin'"] : []
        let started = try Command.run(["tmux", "-L", socket, "-f", directory + "/tmux.conf", "new-session", "-d",
                                       "-x", "\(width)", "-y", "\(height)", "-c", directory, paneCommand] + record, scratch: directory)
        guard started.status == 0 else {
            try? FileManager.default.removeItem(atPath: directory)
            throw Timeout(description: "tmux new-session failed (\(started.status)): \(started.errorOutput)")
        }
        socketPath = try? format("#{socket_path}")
    }

    deinit {
        kill()
    }

    /// Ends the server and removes the scratch directory; safe to call twice.
    func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = try? Command.run(["tmux", "-L", socket, "kill-server"], scratch: directory)
        if let socketPath, socketPath.hasSuffix("/" + socket) { unlink(socketPath) }
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: - tmux

    /// Runs a tmux command on this server; throws when tmux fails.
    @discardableResult
    func tmux(_ arguments: String...) throws -> CommandResult {
        let result = try Command.run(["tmux", "-L", socket] + arguments, scratch: directory)
        guard result.status == 0 else {
            throw Timeout(description: "tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.errorOutput)")
        }
        return result
    }

    /// Presses keys by tmux name (`Enter`, `Escape`, `Tab`, `C-c`, `C-u`, `q`, …).
    func press(_ keys: String...) throws {
        for key in keys { try tmux("send-keys", key) }
    }

    /// Types `text` literally (UTF-8, one key per character).
    func type(_ text: String) throws {
        try tmux("send-keys", "-l", text)
    }

    /// Types a shell command line and Enter.
    func runInShell(_ commandLine: String) throws {
        try type(commandLine)
        try press("Enter")
    }

    /// A tmux format of the pane (`#{alternate_on}`, `#{cursor_flag}`, …).
    func format(_ format: String) throws -> String {
        try tmux("display-message", "-p", format).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window, as when the terminal emulator's window is resized.
    func resize(width: Int, height: Int) throws {
        try tmux("resize-window", "-x", "\(width)", "-y", "\(height)")
    }

    // MARK: - Reading

    /// The visible rows of the pane.
    func screen() throws -> Screen {
        let text = try tmux("capture-pane", "-p").output
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return Screen(lines: lines)
    }

    /// What the pane's program has written so far, when the session records it (`recordOutput`).
    var recordedOutput: String {
        String(decoding: FileManager.default.contents(atPath: directory + "/pane-output.bin") ?? Data(), as: UTF8.self)
    }

    /// Waits until the recorded output (`recordOutput`) contains `text`.
    func waitForRecordedOutput(_ text: String, timeout: Duration = TmuxSession.deadline) async throws {
        try await Wait.until("\"\(text)\" in the pane's output", timeout: timeout,
                             describe: { String(self.recordedOutput.suffix(500)).debugDescription }) { self.recordedOutput.contains(text) }
    }

    /// The visible rows with their SGR escape sequences (`capture-pane -e`).
    func screenWithStyles() throws -> String {
        try tmux("capture-pane", "-p", "-e").output
    }

    /// Reads the pane with its styles (`capture-pane -e`) until `condition` holds.
    @discardableResult
    func waitForStyles(_ what: String, timeout: Duration = TmuxSession.deadline, _ condition: (String) -> Bool) async throws -> String {
        var last = ""
        return try await Wait.value(what, timeout: timeout, describe: { last.debugDescription }) {
            last = try self.screenWithStyles()
            return condition(last) ? last : nil
        }
    }

    /// The history and the visible rows, wrapped rows joined.
    func scrollback() throws -> [String] {
        try tmux("capture-pane", "-p", "-J", "-S", "-").output.components(separatedBy: "\n")
    }

    /// Reads the pane until `condition` holds, every 50 ms, for at most `timeout`.
    ///
    /// - Returns: the screen that satisfied it.
    /// - Throws: `Timeout` naming `what` with the last screen.
    @discardableResult
    func waitFor(_ what: String, timeout: Duration = TmuxSession.deadline, _ condition: (Screen) -> Bool) async throws -> Screen {
        var last: Screen?
        return try await Wait.value(what, timeout: timeout, describe: { "the pane shows:\n" + (last.map(\.description) ?? "nothing") }) {
            let screen = try self.screen()
            last = screen
            return condition(screen) ? screen : nil
        }
    }

    /// Waits until the tmux format `format` of the pane reads `expected` (a mode lcdemo sets
    /// or clears may arrive after the frame it goes with).
    func waitForFormat(_ format: String, toBe expected: String, timeout: Duration = TmuxSession.deadline) async throws {
        var last = ""
        try await Wait.until("\(format) to be \(expected)", timeout: timeout, describe: { "\(format) = \(last)" }) {
            last = try self.format(format)
            return last == expected
        }
    }

    /// Clears the pane (`clear` in the shell, then a numbered line) and waits until it shows
    /// that line and the prompt under it, nothing else: a line typed before the clear ran would
    /// be echoed, then erased, so the next one is typed only now.
    func clear() async throws {
        markerCount += 1
        let marker = "CLEARED-\(markerCount)"
        // The command line spells the marker with an empty quote inside: only the printed one matches.
        try runInShell("clear; echo CLEARED''-\(markerCount)")
        try await waitFor("the cleared pane: \(marker), then the prompt") { screen in
            let rows = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }
            return rows.count > 1 && rows[0] == marker && Self.isPrompt(rows[1]) && rows.dropFirst(2).allSatisfy(\.isEmpty)
        }
    }

    private static func isPrompt(_ line: String) -> Bool {
        ["$", "#"].contains(line.trimmingCharacters(in: .whitespaces))
    }

    /// Waits until the navigation bar's title is `title`.
    @discardableResult
    func waitForTitle(_ title: String, timeout: Duration = TmuxSession.deadline) async throws -> Screen {
        try await waitFor("the title \"\(title)\"", timeout: timeout) { $0.title == title }
    }

    /// Waits until some row contains `text`.
    @discardableResult
    func waitForText(_ text: String, timeout: Duration = TmuxSession.deadline) async throws -> Screen {
        try await waitFor("\"\(text)\" on screen", timeout: timeout) { $0.contains(text) }
    }

    // MARK: - lcdemo

    /// Starts `./lcdemo arguments` from the shell; its pid goes to `lcdemo.pid` (the subshell
    /// `exec`s it, so the pid is lcdemo's) and its exit status is echoed when it ends.
    func launch(_ arguments: String = "", stdinFrom input: String? = nil) throws {
        let redirect = input.map { " < \($0)" } ?? ""
        unlink(directory + "/lcdemo.pid")
        try runInShell("sh -c 'echo $$ > lcdemo.pid; exec ./lcdemo \(arguments)'\(redirect); \(exitEcho())")
    }

    /// The shell command that prints the last command's status as `LCDEMO-EXIT=<status> RUN-<n>`,
    /// numbered: `waitForExit` waits for this run's line, not one an earlier run left on screen.
    func exitEcho() -> String {
        runCount += 1
        return "echo LCDEMO-EXIT=$? RUN-\(runCount)"
    }

    /// The pid written by `launch`, once lcdemo has started.
    func lcdemoPID() async throws -> pid_t {
        let path = directory + "/lcdemo.pid"
        return try await Wait.value("lcdemo to write its pid to \(path)") {
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
    }

    /// Waits until the program has exited and returns its status: for a pane of the shell, once
    /// the shell printed the line of the last `exitEcho()` (so whatever the program wrote before
    /// is on screen); for a pane that runs a command, once tmux has read all it wrote and
    /// marked the pane dead (128 + n for a signal).
    func waitForExit(timeout: Duration = TmuxSession.deadline) async throws -> Int {
        if runsCommand {
            var last = ""
            let status = try await Wait.value("the pane's command to exit", timeout: timeout,
                                              describe: { "\(last); the pane shows:\n\((try? self.screen().description) ?? "")" }) { () -> Int? in
                last = try self.format("#{pane_dead} #{pane_dead_status} #{pane_dead_signal}")
                if last.hasPrefix("1"), let written = try? String(contentsOfFile: self.directory + "/pane-exit-status", encoding: .utf8),
                   let status = Int(written.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    return status
                }
                let fields = last.split(separator: " ", omittingEmptySubsequences: false)
                // `format` trims, and a tmux without #{pane_dead_signal} prints nothing for it:
                // "1 129" is as dead as "1 0 15".
                guard fields.count >= 2, fields[0] == "1" else { return nil }
                if fields.count >= 3, let signal = Int(fields[2]) { return 128 + signal }
                return Int(fields[1])
            }
            return status
        }
        let run = runCount
        let screen = try await waitFor("the program to exit and the shell to print LCDEMO-EXIT=… RUN-\(run)", timeout: timeout) { screen in
            screen.lines.contains { Self.exitStatus(in: $0, run: run) != nil }
        }
        return screen.lines.lazy.compactMap { Self.exitStatus(in: $0, run: run) }.last ?? -1
    }

    /// The status in a line `LCDEMO-EXIT=<digits> RUN-<run>` (not the command line that echoes it).
    private static func exitStatus(in line: String, run: Int) -> Int? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("LCDEMO-EXIT=") else { return nil }
        let fields = trimmed.dropFirst("LCDEMO-EXIT=".count).split(separator: " ")
        guard fields.count == 2, fields[1] == "RUN-\(run)" else { return nil }
        let digits = fields[0]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }

    /// The pane's process, or the first of its descendants, whose name is `name` (`ssh`).
    func processNamed(_ name: String) throws -> pid_t? {
        guard let pane = pid_t(try format("#{pane_pid}")) else { throw Timeout(description: "tmux gave no pane_pid") }
        var queue = [pane]
        while !queue.isEmpty {
            let pid = queue.removeFirst()
            let comm = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
            if comm.trimmingCharacters(in: .newlines) == name { return pid }
            queue += Wait.children(of: pid)
        }
        return nil
    }

    /// The terminal modes of the pane as `stty -a` prints them, one token each, without the
    /// size (`rows N; columns N;`), which follows the window.
    func terminalModes() async throws -> [String] {
        markerCount += 1
        let begin = "STTY-BEGIN-\(markerCount)"
        let end = "STTY-END-\(markerCount)"
        // The command line spells each marker with an empty quote inside, so only the printed
        // marker matches: a command line wrapped at the pane's edge can end in "STTY-END-2"
        // without the word echo on that row, and matched before stty had printed anything.
        try runInShell("echo STTY-BEGIN''-\(markerCount); stty -a; echo STTY-END''-\(markerCount)")
        // A marker printed, not the command line that prints it (with echo off the output
        // follows the prompt on its line, so compare the end of lines).
        func isMarker(_ line: String, _ marker: String) -> Bool {
            line.trimmingTrailingSpaces.hasSuffix(marker) && !line.contains("echo")
        }
        try await waitFor("stty -a to finish") { $0.lines.contains { isMarker($0, end) } }
        let lines = try scrollback()
        guard let first = lines.lastIndex(where: { isMarker($0, begin) }), let last = lines.lastIndex(where: { isMarker($0, end) }),
              first < last
        else {
            throw Timeout(description: "stty -a output not found between \(begin) and \(end) in:\n" + lines.suffix(30).joined(separator: "\n"))
        }
        var tokens: [String] = []
        var skipNext = false
        for token in lines[(first + 1)..<last].joined(separator: " ").split(whereSeparator: \.isWhitespace).map(String.init) {
            if skipNext { skipNext = false; continue }
            if token == "rows" || token == "columns" { skipNext = true; continue }
            tokens.append(token)
        }
        return tokens
    }
}
