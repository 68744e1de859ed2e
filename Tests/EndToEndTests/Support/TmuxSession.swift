import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tmux server of its own (a unique `-L` socket) with one pane running `sh` in a scratch
/// directory that holds `./lcdemo`. The test types with `send-keys`, reads with `capture-pane`,
/// and waits for what it expects with a deadline, never a fixed sleep.
///
/// The shell is `sh` (dash), which has no line editor and never touches the terminal's modes:
/// what `stty -a` prints after lcdemo exits is what lcdemo left behind.
final class TmuxSession {
    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    /// How long a wait lasts before it fails; generous because CI machines are noisy.
    static let deadline: Duration = .seconds(30)
    /// How often the pane is read while waiting.
    static let pollInterval: Duration = .milliseconds(50)

    let socket: String
    /// The scratch directory: the pane's working directory, with `lcdemo` linked in.
    let directory: String
    /// The server's socket file (tmux leaves it behind after kill-server).
    private var socketPath: String?
    private var markerCount = 0
    private var isKilled = false

    /// Starts the server and a detached `width`×`height` session running `sh`; `binary` is the
    /// lcdemo linked in (the debug build of `LCDemoBinary.path()` by default).
    init(width: Int = 80, height: Int = 24, binary: String? = nil) throws {
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
        set-environment -g LCDEMO_LATENCY 0

        """
        try configuration.write(toFile: directory + "/tmux.conf", atomically: true, encoding: .utf8)
        let started = try Command.run(["tmux", "-L", socket, "-f", directory + "/tmux.conf", "new-session", "-d",
                                       "-x", "\(width)", "-y", "\(height)", "-c", directory, "sh"], scratch: directory)
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

    /// The visible rows with their SGR escape sequences (`capture-pane -e`).
    func screenWithStyles() throws -> String {
        try tmux("capture-pane", "-p", "-e").output
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
        let clock = ContinuousClock()
        let end = clock.now + timeout
        var last = try screen()
        while !condition(last) {
            guard clock.now < end else {
                throw Timeout(description: "waited \(timeout) for \(what); the pane shows:\n\(last)")
            }
            try await Task.sleep(for: Self.pollInterval)
            last = try screen()
        }
        return last
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
        try runInShell("sh -c 'echo $$ > lcdemo.pid; exec ./lcdemo \(arguments)'\(redirect); echo LCDEMO-EXIT=$?")
    }

    /// The pid written by `launch`, once lcdemo has started.
    func lcdemoPID() async throws -> pid_t {
        let clock = ContinuousClock()
        let end = clock.now + Self.deadline
        let path = directory + "/lcdemo.pid"
        while clock.now < end {
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
               let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            try await Task.sleep(for: Self.pollInterval)
        }
        throw Timeout(description: "lcdemo wrote no pid to \(path)")
    }

    /// Waits until lcdemo has exited and the shell echoed its status; returns the status.
    func waitForExit(timeout: Duration = TmuxSession.deadline) async throws -> Int {
        let screen = try await waitFor("lcdemo to exit and the shell to print LCDEMO-EXIT", timeout: timeout) { screen in
            screen.lines.contains { Self.exitStatus(in: $0) != nil }
        }
        return screen.lines.lazy.compactMap { Self.exitStatus(in: $0) }.last ?? -1
    }

    /// The status in a line `LCDEMO-EXIT=<digits>` (not the command line that echoes it).
    private static func exitStatus(in line: String) -> Int? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("LCDEMO-EXIT=") else { return nil }
        let digits = trimmed.dropFirst("LCDEMO-EXIT=".count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
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
