import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Ctrl+Z in the live app, and SIGTTIN / SIGTTOU sent to it: the shell gets a usable
/// terminal (cooked modes, the normal screen, the cursor, no keypad or mouse modes), `fg`
/// redraws the whole screen with the modes back on, keys work again, and `q` then restores the
/// terminal as usual.
@Suite(.serialized)
struct SuspendEndToEndTests {
    /// How the app is stopped: Ctrl+Z typed, or a signal sent with kill(2).
    struct Stop: CustomTestStringConvertible, Sendable {
        let name: String
        let signal: Int32?
        var testDescription: String { name }
    }

    static let stops = [Stop(name: "Ctrl+Z", signal: nil), Stop(name: "SIGTTIN", signal: SIGTTIN), Stop(name: "SIGTTOU", signal: SIGTTOU)]

    @Test(arguments: stops)
    func stopGivesTheTerminalBackAndFgRedraws(_ stop: Stop) async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        // Its own job (no `; echo` after it): the shell's prompt comes back when it stops.
        try tmux.runInShell("sh -c 'echo $$ > lcdemo.pid; exec ./lcdemo --route home'")
        try await tmux.waitForTitle("Home")
        let pid = try await tmux.lcdemoPID()
        if let signal = stop.signal {
            #expect(kill(pid, signal) == 0)
        } else {
            try tmux.press("C-z")
        }
        try await tmux.waitFor("the shell to report the job stopped") { screen in
            screen.lines.contains { $0.contains("Stopped") }
        }
        // Stopped, not ended.
        #expect(kill(pid, 0) == 0, "lcdemo ended on \(stop.name)")
        try await expectTerminalRestored(tmux, modesBefore: before)
        try tmux.runInShell("echo SUSPENDED-OK")
        try await tmux.waitFor("the shell to run a command") { screen in
            screen.lines.contains { $0.trimmingTrailingSpaces == "SUSPENDED-OK" }
        }

        try tmux.runInShell("clear; fg")
        // The whole screen, redrawn; the modes may follow the frame.
        let redrawn = try await tmux.waitFor("Home redrawn whole") { $0.title == "Home" && $0.contains("Hello, demo") && $0.contains("q Quit") }
        #expect(!redrawn.lines.contains { $0.contains("SUSPENDED-OK") }, "the shell's text shows through:\n\(redrawn)")
        try await tmux.waitForFormat("#{alternate_on}", toBe: "1")
        try await tmux.waitForFormat("#{keypad_cursor_flag}", toBe: "1")
        try await tmux.waitForFormat("#{mouse_sgr_flag}", toBe: "1")
        // Keys work: a tab switch.
        try tmux.press("2")
        try await tmux.waitForTitle("Orders")

        try tmux.press("q")
        try await tmux.waitFor("lcdemo to quit") { _ in kill(pid, 0) == -1 && errno == ESRCH }
        try tmux.runInShell(tmux.exitEcho())
        #expect(try await tmux.waitForExit() == 0)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    /// In kitty mode Ctrl+Z arrives as a key (`CSI 122;5u`), not as SIGTSTP: lcdemo suspends
    /// all the same — kitty mode popped on the alternate screen, the alternate screen left — and
    /// on SIGCONT pushes the mode again, re-enters the alternate screen and repaints.
    @Test func controlZAsAKittyKeySuspendsAndContinueRedraws() async throws {
        let run = try PseudoTerminalRun(arguments: ["--route", "home"], answer: "\u{1B}[?0u\u{1B}[?62;22c", ownProcessGroup: true)
        defer { run.end() }
        try await run.waitForOutput("push kitty flag 1 and draw Home") { $0.contains("\u{1B}[>1u") && $0.contains("Home") }
        let before = run.mark
        run.type("\u{1B}[122;5u")
        var stopSignal: Int32?
        try await run.waitForOutput("lcdemo to stop") { _ in
            var status: Int32 = 0
            if waitpid(run.pid, &status, WNOHANG | WUNTRACED) == run.pid, status & 0xFF == 0x7F { stopSignal = (status >> 8) & 0xFF }
            return stopSignal != nil
        }
        #expect(stopSignal == SIGTSTP)
        // Stopped: what it wrote before it stopped is all there is (read to the end of the pty).
        try await run.waitForOutput("the alternate screen left before the stop", after: before) { $0.contains("\u{1B}[?1049l") }
        let stopped = String(decoding: Array(run.output.utf8.dropFirst(before)), as: UTF8.self)
        let popped = try #require(stopped.range(of: "\u{1B}[<u"), "kitty mode was not popped: \(stopped.debugDescription)")
        let left = try #require(stopped.range(of: "\u{1B}[?1049l"), "the alternate screen was not left: \(stopped.debugDescription)")
        #expect(popped.upperBound <= left.lowerBound)
        #expect(stopped.contains("\u{1B}[?1000l"), "mouse reporting was not switched off")

        let beforeContinue = run.mark
        #expect(kill(run.pid, SIGCONT) == 0)
        try await run.waitForOutput("the alternate screen, kitty mode and a repaint of Home", after: beforeContinue) { resumed in
            resumed.contains("\u{1B}[?1049h") && resumed.contains("\u{1B}[>1u") && resumed.contains("Home")
        }
        run.type("q")
        #expect(try await run.waitForExit() == 0)
    }
}
