import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The Gallery in tmux, as its users run it: Ctrl+Z undoes in a focused TextArea (the terminal's
/// `susp` is switched off only then, and given back on every way out, signals included) and
/// suspends everywhere else; `NO_COLOR=1` draws no colour in an app that passes no environment.
@Suite(.serialized)
struct TextAreaUndoEndToEndTests {
    /// The Gallery built beside lcdemo.
    static func galleryPath() throws -> String {
        let directory = URL(fileURLWithPath: try LCDemoBinary.path()).deletingLastPathComponent()
        let path = directory.appendingPathComponent("Gallery").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw LCDemoBinary.Missing(description: "no Gallery at \(path): run `swift build --product Gallery` (or `make test`)")
        }
        return path
    }

    /// The `susp` character of the pane's terminal as its program left it (0: switched off).
    static func suspendCharacter(_ tmux: TmuxSession) throws -> UInt8? {
        let tty = try tmux.format("#{pane_tty}")
        let descriptor = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else { return nil }
        return withUnsafeBytes(of: &modes.c_cc) { $0[Int(VSUSP)] }
    }

    /// Waits until the pane's `susp` is `expected`.
    static func waitForSuspendCharacter(_ expected: UInt8, in tmux: TmuxSession) async throws {
        let clock = ContinuousClock()
        let end = clock.now + TmuxSession.deadline
        while try suspendCharacter(tmux) != expected {
            guard clock.now < end else {
                throw TmuxSession.Timeout(description: "the pane's susp stayed \(String(describing: try suspendCharacter(tmux))), not \(expected)")
            }
            try await Task.sleep(for: TmuxSession.pollInterval)
        }
    }

    /// Starts the Gallery as the shell's own job and opens its TextArea screen.
    static func openTextArea(_ tmux: TmuxSession, environment: String = "") async throws -> pid_t {
        try tmux.runInShell("sh -c 'echo $$ > lcdemo.pid; exec \(environment)./lcdemo'")
        try await tmux.waitForText("TextArea")
        let pid = try await tmux.lcdemoPID()
        for _ in 0..<8 { try tmux.press("Down") }
        try tmux.press("Enter")
        try await tmux.waitForTitle("TextArea")
        try await tmux.waitForText("63 characters on 2 lines")
        return pid
    }

    static func isStopped(_ screen: Screen) -> Bool {
        screen.lines.contains { $0.contains("Stopped") }
    }

    @Test func ctrlZUndoesInAFocusedTextAreaAndSuspendsEverywhereElse() async throws {
        let tmux = try TmuxSession(binary: try Self.galleryPath())
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        #expect(try Self.suspendCharacter(tmux) == 0x1A, "the shell's susp is Ctrl+Z")
        let pid = try await Self.openTextArea(tmux)
        try await Self.waitForSuspendCharacter(0, in: tmux)
        // One word: one undo step (a word after a space would be a step of its own).
        try tmux.type("more")
        try await tmux.waitForText("67 characters on 2 lines")
        try tmux.press("C-z")
        let undone = try await tmux.waitForText("63 characters on 2 lines")
        #expect(!Self.isStopped(undone), "\(undone)")
        #expect(kill(pid, 0) == 0)

        // Back on the list the terminal suspends on Ctrl+Z again.
        try tmux.press("Escape")
        try await tmux.waitForTitle("Gallery")
        try await Self.waitForSuspendCharacter(0x1A, in: tmux)
        try tmux.press("C-z")
        try await tmux.waitFor("the shell to report the job stopped", Self.isStopped)
        try await expectTerminalRestored(tmux, modesBefore: before)

        // After fg, the text area takes Ctrl+Z again.
        try tmux.runInShell("clear; fg")
        try await tmux.waitForTitle("Gallery")
        try tmux.press("Enter")
        try await tmux.waitForTitle("TextArea")
        try await Self.waitForSuspendCharacter(0, in: tmux)
        try tmux.type("!")
        try await tmux.waitForText("64 characters on 2 lines")
        try tmux.press("C-z")
        try await tmux.waitForText("63 characters on 2 lines")

        try tmux.press("Escape")
        try await tmux.waitForTitle("Gallery")
        try tmux.press("q")
        try await tmux.waitFor("the Gallery to quit") { _ in kill(pid, 0) == -1 && errno == ESRCH }
        try tmux.runInShell(tmux.exitEcho())
        #expect(try await tmux.waitForExit() == 0)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    /// A stop signal sent while the text area has the focus gives the shell its Ctrl+Z; after
    /// `fg` the area takes it again.
    @Test func aStopSignalInTheTextAreaGivesTheShellItsSuspendKeyAndFgTakesItAgain() async throws {
        let tmux = try TmuxSession(binary: try Self.galleryPath())
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        let pid = try await Self.openTextArea(tmux)
        try await Self.waitForSuspendCharacter(0, in: tmux)
        #expect(kill(pid, SIGTSTP) == 0)
        try await tmux.waitFor("the shell to report the job stopped", Self.isStopped)
        try await expectTerminalRestored(tmux, modesBefore: before)
        try tmux.runInShell("clear; fg")
        try await tmux.waitForTitle("TextArea")
        try await Self.waitForSuspendCharacter(0, in: tmux)
        try tmux.type("?")
        try await tmux.waitForText("64 characters on 2 lines")
        try tmux.press("C-z")
        // Undone on screen: the app read the key, it was not stopped.
        try await tmux.waitForText("63 characters on 2 lines")
        #expect(kill(pid, SIGTERM) == 0)
        try await tmux.waitFor("the Gallery to end") { _ in kill(pid, 0) == -1 && errno == ESRCH }
        try tmux.runInShell(tmux.exitEcho())
        #expect(try await tmux.waitForExit() == 128 + Int(SIGTERM))
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    struct Ending: CustomTestStringConvertible, Sendable {
        let name: String
        let signal: Int32
        let status: Int
        var testDescription: String { name }
    }

    static let endings = [Ending(name: "SIGTERM", signal: SIGTERM, status: 128 + Int(SIGTERM)),
                          Ending(name: "SIGHUP", signal: SIGHUP, status: 128 + Int(SIGHUP)),
                          Ending(name: "SIGSEGV", signal: SIGSEGV, status: 128 + Int(SIGSEGV))]

    /// Ended by a signal while the text area has Ctrl+Z: the shell gets its modes back, `susp` too.
    @Test(arguments: endings)
    func aSignalEndingTheAppInTheTextAreaRestoresTheSuspendKey(_ ending: Ending) async throws {
        let tmux = try TmuxSession(binary: try Self.galleryPath())
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.runInShell("sh -c 'echo $$ > lcdemo.pid; exec ./lcdemo'; \(tmux.exitEcho())")
        try await tmux.waitForText("TextArea")
        let pid = try await tmux.lcdemoPID()
        for _ in 0..<8 { try tmux.press("Down") }
        try tmux.press("Enter")
        try await tmux.waitForTitle("TextArea")
        try await Self.waitForSuspendCharacter(0, in: tmux)
        #expect(kill(pid, ending.signal) == 0)
        #expect(try await tmux.waitForExit() == ending.status)
        #expect(try Self.suspendCharacter(tmux) == 0x1A)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    /// Whether `styled` (capture-pane -e) sets a foreground or background colour anywhere.
    static func setsAColour(_ styled: String) -> Bool {
        var rest = Substring(styled)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { $0.isLetter }) else { break }
            let isSGR = rest[end] == "m"
            let parameters = rest[..<end].split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            rest = rest[rest.index(after: end)...]
            guard isSGR else { continue }
            for parameter in parameters {
                switch parameter {
                case 30...38, 40...48, 90...97, 100...107: return true
                default: continue
                }
            }
        }
        return false
    }

    @Test func noColorIsHonouredByAnAppThatPassesNoEnvironment() async throws {
        let tmux = try TmuxSession(binary: try Self.galleryPath())
        defer { tmux.kill() }
        try tmux.runInShell("./lcdemo; \(tmux.exitEcho())")
        try await tmux.waitForText("TextArea")
        #expect(Self.setsAColour(try tmux.screenWithStyles()), "the Gallery draws in colour by default")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)

        try tmux.runInShell("clear; NO_COLOR=1 ./lcdemo; echo LCDEMO-EXIT''=$?")
        try await tmux.waitForText("TextArea")
        let styled = try tmux.screenWithStyles()
        #expect(!Self.setsAColour(styled), "colours under NO_COLOR=1: \(styled.debugDescription)")
        try tmux.press("q")
        try await tmux.waitFor("the second run to exit") { screen in
            screen.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "LCDEMO-EXIT=0" }
        }
    }
}
