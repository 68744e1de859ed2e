import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The real lcdemo turns SGR mouse reporting on (tmux reports
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
        // SGR mouse reporting is on (it may follow the first frame).
        try await tmux.waitForFormat("#{mouse_standard_flag}#{mouse_sgr_flag}", toBe: "11")
        let pid = try await tmux.lcdemoPID()
        switch exit {
        case .quitKey: try tmux.press("q")
        case .controlC: try tmux.press("C-c")
        case .sigterm: #expect(Glibc.kill(pid, SIGTERM) == 0)
        case .crash: #expect(Glibc.kill(pid, SIGSEGV) == 0)
        }
        let status = try await tmux.waitForExit()
        switch exit {
        case .quitKey: #expect(status == 0)
        case .controlC: #expect(status == 128 + Int(SIGINT), "Ctrl+C arrives as SIGINT in tmux")
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

        try await tmux.clear()
        try tmux.launch("--route home --no-mouse")
        // Whole, with the footer that comes last: a mode would have been set before.
        try await tmux.waitFor("the whole of Home") { $0.title == "Home" && $0.contains("Desk Lamp") && $0.contains("q Quit") }
        #expect(try tmux.format("#{mouse_any_flag}#{mouse_standard_flag}#{mouse_sgr_flag}") == "000")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    // MARK: - Kitty keyboard protocol on a pseudo terminal

    @Test(arguments: Exit.allCases)
    func kittyModeIsPushedWhenTheTerminalAnswersAndPoppedOnEveryExit(_ exit: Exit) async throws {
        let run = try PseudoTerminalRun(arguments: ["--route", "home"], answer: "\u{1B}[?0u\u{1B}[?62;22c")
        defer { run.end() }
        try await run.waitForOutput("push kitty flag 1 and draw Home with its products") {
            $0.contains("\u{1B}[>1u") && $0.contains("Home") && $0.contains("Desk Lamp")
        }
        // In kitty mode Esc is CSI 27 u: a product opened and closed again proves it is read.
        run.type("\r")
        try await run.waitForOutput("Product 1") { $0.contains("Product 1") }
        let onProduct = run.mark
        run.type("\u{1B}[27u")
        try await run.waitForOutput("Home again", after: onProduct) { $0.contains("Home") }
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

/// A paste in tmux (`paste-buffer -p`, bracketed as lcdemo asked) goes into the link console's
/// field as text: its line break is a space and its `q` does not quit.
struct PasteEndToEndTests {
    @Test func aPasteIntoTheLinkConsoleIsTextNotKeys() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.launch("--route home")
        try await tmux.waitForTitle("Home")
        try tmux.press(":")
        try await tmux.waitForText("Link")
        try tmux.tmux("set-buffer", "-b", "lcdemo-e2e", "shop://orders\nq")
        try tmux.tmux("paste-buffer", "-p", "-b", "lcdemo-e2e")
        try await tmux.waitForText("shop://orders q")
        try tmux.press("Escape")
        try await tmux.waitFor("the console to close") { !$0.contains("› Link") }
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }
}
