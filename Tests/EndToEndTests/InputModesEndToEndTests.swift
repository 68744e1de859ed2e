import Foundation
import Glibc
import Testing

/// Issue 13.1 and 13.2 end to end: the real lcdemo turns SGR mouse reporting on (tmux reports
/// its flags) and the kitty keyboard protocol on when the terminal answers for it (a pseudo
/// terminal that answers like kitty), and switches both off on every way out: `q`, Ctrl+C,
/// SIGTERM and a crash signal.
@Suite(.serialized)
struct InputModesEndToEndTests {
    enum Exit: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case quitKey = "q"
        case controlC = "Ctrl+C"
        case sigterm = "SIGTERM"
        case crash = "SIGSEGV"

        var testDescription: String { rawValue }
    }

    // MARK: - Mouse in tmux

    @Test(arguments: Exit.allCases)
    func mouseReportingIsOnWhileRunningAndOffAfterEveryExit(_ exit: Exit) async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.launch("--route home")
        try await tmux.waitForTitle("Home")
        #expect(try tmux.format("#{mouse_standard_flag}#{mouse_sgr_flag}") == "11", "SGR mouse reporting is not on")
        let pid = try await tmux.lcdemoPID()
        switch exit {
        case .quitKey: try tmux.press("q")
        case .controlC: try tmux.press("C-c")
        case .sigterm: #expect(Glibc.kill(pid, SIGTERM) == 0)
        case .crash: #expect(Glibc.kill(pid, SIGSEGV) == 0)
        }
        let status = try await tmux.waitForExit()
        switch exit {
        case .quitKey, .controlC: #expect(status == 0)
        case .sigterm: #expect(status == 128 + Int(SIGTERM))
        case .crash: #expect(status == 128 + Int(SIGSEGV))
        }
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    @Test func aClickFromTheTerminalSelectsATabAndNoMouseLeavesTheMouseToTheTerminal() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route home")
        try await tmux.waitForTitle("Home")
        // What a terminal sends for a left press and release on column 36, row 24 ("2 Orders").
        try tmux.tmux("send-keys", "-H", "1b", "5b", "3c", "30", "3b", "33", "36", "3b", "32", "34", "4d",
                      "1b", "5b", "3c", "30", "3b", "33", "36", "3b", "32", "34", "6d")
        try await tmux.waitForTitle("Orders")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)

        try tmux.launch("--route home --no-mouse")
        try await tmux.waitForTitle("Home")
        #expect(try tmux.format("#{mouse_any_flag}#{mouse_standard_flag}#{mouse_sgr_flag}") == "000")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    // MARK: - Kitty keyboard protocol on a pseudo terminal

    @Test(arguments: Exit.allCases)
    func kittyModeIsPushedWhenTheTerminalAnswersAndPoppedOnEveryExit(_ exit: Exit) async throws {
        let run = try PseudoTerminalRun(arguments: ["--route", "home"], answer: "\u{1B}[?0u\u{1B}[?62;22c")
        defer { run.end() }
        try await run.waitForOutput("push kitty flag 1 and draw Home") { $0.contains("\u{1B}[>1u") && $0.contains("Home") }
        // In kitty mode Esc is CSI 27 u: a product opened and closed again proves it is read.
        run.type("\r")
        try await run.waitForOutput("Product 1") { $0.contains("Product 1") }
        run.type("\u{1B}[27u")
        try await run.waitForOutput("Home again") { $0.components(separatedBy: "Home").count > 2 }
        switch exit {
        case .quitKey: run.type("q")
        case .controlC: run.type("\u{1B}[99;5u") // Ctrl+C in kitty mode is a CSI u key, not SIGINT
        case .sigterm: kill(run.pid, SIGTERM)
        case .crash: kill(run.pid, SIGSEGV)
        }
        let status = try await run.waitForExit()
        switch exit {
        case .quitKey, .controlC: #expect(status == 0)
        case .sigterm: #expect(status == 128 + Int(SIGTERM))
        case .crash: #expect(status == 128 + Int(SIGSEGV))
        }
        let output = run.output
        let pushed = try #require(output.range(of: "\u{1B}[>1u", options: .backwards))
        let popped = try #require(output.range(of: "\u{1B}[<u", options: .backwards), "kitty mode was not popped")
        let mouseOff = try #require(output.range(of: "\u{1B}[?1000l", options: .backwards), "mouse reporting was not switched off")
        let leftAlternate = try #require(output.range(of: "\u{1B}[?1049l", options: .backwards), "the alternate screen was not left")
        #expect(pushed.upperBound <= popped.lowerBound)
        // Kitty keeps a flag stack per screen: the pop must happen on the alternate screen.
        #expect(popped.upperBound <= leftAlternate.lowerBound)
        #expect(mouseOff.upperBound <= leftAlternate.lowerBound)
    }

    @Test func aTerminalThatDoesNotAnswerForKittyGetsNoKittyMode() async throws {
        let run = try PseudoTerminalRun(arguments: ["--route", "home", "--no-mouse"], answer: "\u{1B}[?62;22c")
        defer { run.end() }
        try await run.waitForOutput("draw Home") { $0.contains("Home") }
        run.type("q")
        #expect(try await run.waitForExit() == 0)
        #expect(run.output.contains("\u{1B}[?u\u{1B}[c"), "the probe was not sent")
        #expect(!run.output.contains("\u{1B}[>1u"))
        #expect(!run.output.contains("\u{1B}[<u"))
        #expect(!run.output.contains("\u{1B}[?1000h"))
    }
}

/// The real lcdemo on a pseudo terminal of our own (TERM xterm-256color, 80×24), whose
/// "terminal" answers the start-up probe with `answer`; everything lcdemo writes is kept.
final class PseudoTerminalRun: @unchecked Sendable {
    let pid: pid_t
    private let master: Int32
    private(set) var bytes: [UInt8] = []
    private var exitStatus: Int?

    var output: String { String(decoding: bytes, as: UTF8.self) }

    init(arguments: [String], answer: String) throws {
        let binary = try LCDemoBinary.path()
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw TmuxSession.Timeout(description: "openpty failed") }
        // The answer waits in the input queue: lcdemo reads it right after asking.
        _ = Array(answer.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default dispositions and no blocked signals, whatever the test runner ignores or blocks
        // (an ignored SIGTERM is inherited, and lcdemo rightly leaves ignored signals alone).
        var all = sigset_t()
        sigfillset(&all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, environment)
        close(slave)
        guard spawned == 0 else {
            close(master)
            throw TmuxSession.Timeout(description: "posix_spawn failed (\(spawned))")
        }
        self.pid = pid
        self.master = master
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what is available now.
    private func pump() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            bytes += buffer[0..<count]
        }
    }

    func waitForOutput(_ what: String, _ condition: (String) -> Bool) async throws {
        let clock = ContinuousClock()
        let end = clock.now + TmuxSession.deadline
        while clock.now < end {
            pump()
            if condition(output) { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw TmuxSession.Timeout(description: "timed out waiting for lcdemo to \(what); it wrote \(output.debugDescription)")
    }

    func waitForExit() async throws -> Int {
        let clock = ContinuousClock()
        let end = clock.now + TmuxSession.deadline
        while clock.now < end {
            pump()
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                pump()
                let signalled = status & 0x7F
                exitStatus = signalled == 0 ? Int((status >> 8) & 0xFF) : 128 + Int(signalled)
                return exitStatus ?? -1
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw TmuxSession.Timeout(description: "lcdemo did not exit; it wrote \(output.debugDescription)")
    }

    /// Kills lcdemo if it still runs and closes the pty.
    func end() {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            exitStatus = -1
        }
        close(master)
    }
}
