import Foundation
import Testing

/// `--save-state FILE` and `--restore FILE` in the real binary: the state is
/// written on quit, a second run starts there, and a bad file gives one line and a fresh start.
@Suite(.serialized)
struct StateRestoreEndToEndTests {
    @Test func aSessionSavedOnQuitRestartsOnTheSameScreen() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route home --save-state state.json")
        try await tmux.waitForTitle("Home")
        try tmux.press("2")
        // Enter waits while the list loads: wait for the orders, not only the title.
        try await tmux.waitFor("the Orders tab") { $0.title == "Orders" && $0.contains("Order #1001") }
        try tmux.press("Enter")
        try await tmux.waitForTitle("Order #1001")
        try tmux.press("C-c")
        _ = try await tmux.waitForExit()
        let saved = try String(contentsOfFile: tmux.directory + "/state.json", encoding: .utf8)
        #expect(saved.contains(#""pattern" : "shop://order/<int:id>""#))
        #expect(saved.contains(#""selectedTab" : 1"#))

        try await tmux.clear()
        try tmux.launch("--route home --restore state.json")
        let restored = try await tmux.waitForTitle("Order #1001")
        #expect(restored.contains("Status: Delivered"))
        try tmux.press("Escape")
        try await tmux.waitForTitle("Orders")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    @Test func aStateOfAnotherVersionGivesOneLineAndAFreshStart() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try #"{"version": 2, "flow": "home"}"#.write(toFile: tmux.directory + "/old.json", atomically: true, encoding: .utf8)
        // Wide enough for the whole line on standard error.
        try tmux.resize(width: 160, height: 24)
        try tmux.launch("--route home --restore old.json")
        let screen = try await tmux.waitForText("the saved state is version 2; this app reads version 1")
        #expect(screen.title == "Home")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
        let after = try await tmux.waitForText("lcdemo: old.json: the saved state is version 2; this app reads version 1; starting fresh")
        #expect(after.contains("LCDEMO-EXIT=0"))
    }

    /// Before, the app took the terminal and then blocked in open(2): a blank screen, Ctrl+C ignored.
    @Test func aFIFOToRestoreIsRefusedBeforeTheTerminalIsTaken() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try #require(mkfifo(tmux.directory + "/fifo", 0o644) == 0)
        try tmux.resize(width: 160, height: 24)
        try tmux.launch("--route home --restore fifo")
        let screen = try await tmux.waitForText("cannot read fifo: a FIFO, not a regular file")
        #expect(screen.title == "Home")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
        _ = try await tmux.waitForText("lcdemo: cannot read fifo: a FIFO, not a regular file; give the path of a file; starting fresh")
    }

    /// Before, the pattern was printed raw: the file retitled the window and cleared the screen.
    @Test func escapesInAStateFileArePrintedSpelledOut() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let state = #"{"version": 1, "flow": "home", "selectedTab": 0, "stacks": [[{"pattern": "shop://x\u001B]0;pwned\u0007\u001B[2J", "parameters": {}}]], "presented": []}"#
        try state.write(toFile: tmux.directory + "/evil.json", atomically: true, encoding: .utf8)
        // Wide enough for the whole line on standard error.
        try tmux.resize(width: 240, height: 24)
        try tmux.launch("--route home --restore evil.json")
        try await tmux.waitForTitle("Home")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
        let after = try await tmux.waitForText(#"\u{001B}]0;pwned\u{0007}\u{001B}[2J"#)
        #expect(after.contains("lcdemo: evil.json: the saved state is malformed"))
        #expect(try tmux.format("#{pane_title}") != "pwned")
    }

    /// Before, 500 layers kept the screen blank at 100 % CPU for ~10 s; now the limit answers at once.
    @Test func aStateWithTooManyLayersIsRefusedWithOneLine() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let layer = #"{"style": "full-screen", "stack": [{"pattern": "shop://order/<int:id>/tracking", "parameters": {"id": 1001}}]}"#
        let state = #"{"version": 1, "flow": "home", "selectedTab": 1, "stacks": [], "presented": ["# + Array(repeating: layer, count: 500).joined(separator: ",") + "]}"
        try state.write(toFile: tmux.directory + "/layers.json", atomically: true, encoding: .utf8)
        try tmux.launch("--route home --restore layers.json")
        let screen = try await tmux.waitForText("500 presented layers; at most 16")
        #expect(screen.title == "Home")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    /// Before, a tab that does not exist landed on some tab without a word.
    @Test func whatIsNotRestoredIsNamedOnStandardError() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        let state = #"{"version": 1, "flow": "home", "selectedTab": 99, "stacks": [], "presented": []}"#
        try state.write(toFile: tmux.directory + "/tab.json", atomically: true, encoding: .utf8)
        try tmux.resize(width: 160, height: 24)
        try tmux.launch("--route home --restore tab.json")
        let screen = try await tmux.waitForText("not restored: the selected tab 99")
        #expect(screen.title == "Home")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
        _ = try await tmux.waitForText("lcdemo: not restored: the selected tab 99 (the app has tabs 0 to 2)")
    }
}
