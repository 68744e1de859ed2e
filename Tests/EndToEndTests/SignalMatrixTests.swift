import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Every signal whose default action ends the process, sent to the real lcdemo in tmux: it
/// exits with 128 + n, the terminal is restored, and it prints nothing — except a crash
/// signal, which prints exactly one line (no Swift backtrace, no prompt).
@Suite(.serialized)
struct SignalMatrixTests {
    /// One signal of the matrix.
    struct Case: CustomTestStringConvertible, Sendable {
        let number: Int32
        let name: String
        /// A crash signal prints one line; the others print nothing.
        let isCrash: Bool

        var testDescription: String { name }
    }

    static let crashes: [Case] = [
        (SIGSEGV, "SIGSEGV"), (SIGBUS, "SIGBUS"), (SIGILL, "SIGILL"), (SIGFPE, "SIGFPE"),
        (SIGABRT, "SIGABRT"), (SIGTRAP, "SIGTRAP"), (SIGSYS, "SIGSYS"), (SIGQUIT, "SIGQUIT"),
    ].map { Case(number: $0.0, name: $0.1, isCrash: true) }

    static let terminations: [Case] = [
        (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"),
        (SIGALRM, "SIGALRM"), (SIGPIPE, "SIGPIPE"), (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"),
        (SIGVTALRM, "SIGVTALRM"), (SIGPROF, "SIGPROF"), (SIGSTKFLT, "SIGSTKFLT"), (SIGIO, "SIGIO"),
        (SIGPWR, "SIGPWR"), (__libc_current_sigrtmin(), "SIGRTMIN"), (__libc_current_sigrtmax(), "SIGRTMAX"),
    ].map { Case(number: $0.0, name: $0.1, isCrash: false) }

    /// Words of the Swift runtime's crash report and its interactive prompt.
    static let backtraceWords = ["Backtrace", "backtrace", "Press space", "Thread 0", "Crash", "💣", "Fatal error"]

    @Test(arguments: crashes + terminations)
    func signalEndsTheAppWith128PlusNAndRestoresTheTerminal(_ signal: Case) async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.launch("--route home")
        try await tmux.waitForTitle("Home")
        let pid = try await tmux.lcdemoPID()
        #expect(kill(pid, signal.number) == 0)
        #expect(try await tmux.waitForExit() == 128 + Int(signal.number))
        try expectOutput(of: tmux, crash: signal.isCrash ? signal.name : nil)
        try await expectTerminalRestored(tmux, modesBefore: before)
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "lcdemo (pid \(pid)) is still running")
    }

    @Test func controlBackslashQuitsWith131AndOneLine() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.launch("--route home")
        try await tmux.waitForTitle("Home")
        let pid = try await tmux.lcdemoPID()
        try tmux.press("C-\\")
        #expect(try await tmux.waitForExit() == 128 + Int(SIGQUIT))
        try expectOutput(of: tmux, crash: "SIGQUIT")
        try await expectTerminalRestored(tmux, modesBefore: before)
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "lcdemo (pid \(pid)) is still running")
    }

    /// What lcdemo printed between its command line and the shell's `LCDEMO-EXIT=` line:
    /// one line naming the crash signal, or nothing.
    private func expectOutput(of tmux: TmuxSession, crash: String?, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lines = try tmux.scrollback()
        let command = try #require(lines.lastIndex { $0.contains("exec ./lcdemo") }, "the launch line is gone", sourceLocation: sourceLocation)
        let exit = try #require(lines[command...].firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("LCDEMO-EXIT=") },
                                "no LCDEMO-EXIT line", sourceLocation: sourceLocation)
        let output = lines[(command + 1)..<exit].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let shown = output.joined(separator: "\n")
        for word in Self.backtraceWords {
            #expect(!shown.contains(word), "a crash report was printed:\n\(shown)", sourceLocation: sourceLocation)
        }
        if let crash {
            #expect(output == ["lcdemo: ended by \(crash); the terminal was restored."], "not one line:\n\(shown)", sourceLocation: sourceLocation)
        } else {
            #expect(output.isEmpty, "printed something:\n\(shown)", sourceLocation: sourceLocation)
        }
    }
}
