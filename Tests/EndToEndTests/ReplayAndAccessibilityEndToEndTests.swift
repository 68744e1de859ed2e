import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `--replay --tty` keeps its last screen until a key is
/// pressed; `--accessible` shows the hardware cursor on the focused control.
@Suite(.serialized)
struct ReplayAndAccessibilityEndToEndTests {
    @Test func aTTYReplayKeepsTheLastScreenUntilAKeyIsPressed() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try """
        Route home
        Sleep 200ms
        Enter
        ExpectTitle "Product 1"

        """.write(toFile: tmux.directory + "/watch.tape", atomically: true, encoding: .utf8)
        try tmux.launch("--replay watch.tape --tty --pace 0")
        let screen = try await tmux.waitForText("Replay finished: press a key")
        #expect(screen.title == "Product 1", "the last screen is the tape's:\n\(screen)")
        // Still waiting: the shell has not printed the exit status.
        #expect(!(try tmux.screen().contains("LCDEMO-EXIT=")))
        try tmux.press("Space")
        #expect(try await tmux.waitForExit() == 0)
        #expect(try tmux.scrollback().contains { $0.contains("1 passed, 0 failed") })
    }

    @Test func paceIsRefusedWithoutTTY() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try "Route home\n".write(toFile: tmux.directory + "/a.tape", atomically: true, encoding: .utf8)
        try tmux.launch("--replay a.tape --pace 50")
        #expect(try await tmux.waitForExit() == 64)
        #expect(try tmux.scrollback().contains { $0.contains("--pace goes with --tty") })
    }

    @Test func accessibleModeShowsTheCursorOnTheSelectedRow() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route home --accessible")
        try await tmux.waitForText("› Desk Lamp")   // loaded: Down moves in the list
        try tmux.press("Down", "Down")
        let screen = try await tmux.waitForText("› Notebook")
        let row = try #require(screen.lines.firstIndex { $0.contains("› Notebook") })
        // The cursor shows, on the selected row's first column (it moves there after the frame).
        try await tmux.waitForFormat("#{cursor_flag} #{cursor_y} #{cursor_x}", toBe: "1 \(row) 1")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)

        try await tmux.clear()
        try tmux.launch("--route home")
        try await tmux.waitFor("the whole of Home") { $0.title == "Home" && $0.contains("Desk Lamp") && $0.contains("q Quit") }
        #expect(try tmux.format("#{cursor_flag}") == "0", "without --accessible the cursor stays hidden")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
    }
}
