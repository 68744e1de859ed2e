import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The exit paths on the release build (`LCDEMO_RELEASE_BINARY`, set by `make test`): there the
/// optimiser inlines across modules, and a signal handler that read its own copy of the restore
/// state left the terminal raw. Ctrl+C quits, SIGTERM, SIGHUP and a crash restore the terminal,
/// Ctrl+Z gives it back and `fg` takes it again; `stty -a` afterwards prints what it did before.
@Suite(.serialized, .enabled(if: LCDemoBinary.hasRelease, "LCDEMO_RELEASE_BINARY is not set (make test sets it)"))
struct ReleaseExitPathTests {
    /// A tmux pane with the release lcdemo on Home, and the pane's modes before it started.
    private func launchRelease() async throws -> (TmuxSession, [String], pid_t) {
        let binary = try #require(try LCDemoBinary.releasePath())
        let tmux = try TmuxSession(binary: binary)
        let before = try await tmux.terminalModes()
        try tmux.launch("--route home")
        try await tmux.waitForTitle("Home")
        return (tmux, before, try await tmux.lcdemoPID())
    }

    @Test func theReleaseBinaryHoldsOneRestoreState() throws {
        let binary = try #require(try LCDemoBinary.releasePath())
        let symbols = try Command.run(["nm", binary], scratch: FileManager.default.temporaryDirectory.path)
        #expect(symbols.status == 0)
        let lines = symbols.output.split(separator: "\n")
        let states = lines.filter { $0.hasSuffix(" lc_restore_state") }
        #expect(states.count == 1, "definitions of lc_restore_state: \(states)")
    }

    @Test func controlCQuitsWith130() async throws {
        let (tmux, before, _) = try await launchRelease()
        defer { tmux.kill() }
        try tmux.press("C-c")
        #expect(try await tmux.waitForExit() == 130)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGSEGV])
    func aSignalEndsItWith128PlusNAndRestoresTheTerminal(_ signal: Int32) async throws {
        let (tmux, before, pid) = try await launchRelease()
        defer { tmux.kill() }
        #expect(kill(pid, signal) == 0)
        #expect(try await tmux.waitForExit() == 128 + Int(signal))
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    @Test func controlZGivesTheTerminalBackAndFgTakesItAgain() async throws {
        let binary = try #require(try LCDemoBinary.releasePath())
        let tmux = try TmuxSession(binary: binary)
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.runInShell("sh -c 'echo $$ > lcdemo.pid; exec ./lcdemo --route home'")
        try await tmux.waitForTitle("Home")
        let pid = try await tmux.lcdemoPID()
        try tmux.press("C-z")
        try await tmux.waitFor("the shell to report the job stopped") { screen in
            screen.lines.contains { $0.contains("Stopped") }
        }
        #expect(kill(pid, 0) == 0, "lcdemo ended on Ctrl+Z")
        try await expectTerminalRestored(tmux, modesBefore: before)
        try tmux.runInShell("clear; fg")
        try await tmux.waitForTitle("Home")
        try await tmux.waitForFormat("#{alternate_on}", toBe: "1")
        try tmux.press("2")
        try await tmux.waitForTitle("Orders")
        try tmux.press("q")
        try await tmux.waitFor("lcdemo to quit") { _ in kill(pid, 0) == -1 && errno == ESRCH }
        try tmux.runInShell(tmux.exitEcho())
        #expect(try await tmux.waitForExit() == 0)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }
}
