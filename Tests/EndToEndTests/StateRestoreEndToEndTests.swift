import Foundation
import Testing

/// `--save-state FILE` and `--restore FILE` in the real binary (issue 15 item 4): the state is
/// written on quit, a second run starts there, and a bad file gives one line and a fresh start.
@Suite(.serialized)
struct StateRestoreEndToEndTests {
    @Test func aSessionSavedOnQuitRestartsOnTheSameScreen() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route home --save-state state.json")
        try await tmux.waitForTitle("Home")
        try tmux.press("2")
        try await tmux.waitForTitle("Orders")
        try tmux.press("Enter")
        try await tmux.waitForTitle("Order #1001")
        try tmux.press("C-c")
        _ = try await tmux.waitForExit()
        let saved = try String(contentsOfFile: tmux.directory + "/state.json", encoding: .utf8)
        #expect(saved.contains(#""pattern" : "shop://order/<int:id>""#))
        #expect(saved.contains(#""selectedTab" : 1"#))

        try tmux.runInShell("clear")
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
        try tmux.launch("--route home --restore old.json")
        let screen = try await tmux.waitForText("the saved state is version 2; this app reads version 1")
        #expect(screen.title == "Home")
        try tmux.press("q")
        #expect(try await tmux.waitForExit() == 0)
        let after = try await tmux.waitForText("lcdemo: the saved state is version 2; this app reads version 1; starting fresh")
        #expect(after.contains("LCDEMO-EXIT=0"))
    }
}
