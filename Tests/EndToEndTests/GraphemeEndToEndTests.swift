import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Emoji sequences typed into the real `lcdemo` in tmux, one scalar per `send-keys` as a
/// terminal delivers them: the second scalar merges into the character before it (this
/// trapped in TextField.draw). The app must keep running, show them, and erase each
/// with one Backspace.
@Suite(.serialized)
struct GraphemeEndToEndTests {
    @Test func aFlagAndASkinToneTypedScalarByScalarIntoTheLogInFieldShowAndErase() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route login")
        try await tmux.waitForTitle("Log in")

        // Each scalar read on its own: the next is sent once the app shows the one before (two
        // sent at once may arrive in one read, and the merge would not be scalar by scalar).
        try tmux.type("🇯")
        try await tmux.waitForText("Name     🇯")
        try tmux.type("🇵")
        try tmux.type("👍")
        try await tmux.waitForText("👍")
        try tmux.type("🏽")
        // curses measures with `wcwidth`, which counts the second regional indicator and the
        // skin tone as spacing characters: CellGlyph draws the first scalar of each cluster
        // (then a blank), so the row keeps the canvas's widths.
        let typed = try await tmux.waitFor("the flag and the toned thumb in the name field") {
            $0.contains("Name     🇯") && $0.contains("👍")
        }
        #expect(typed.title == "Log in", "the app is still running:\n\(typed)")

        try tmux.press("BSpace")
        try await tmux.waitFor("the toned thumb erased by one Backspace") { !$0.contains("👍") && $0.contains("🇯") }
        try tmux.press("BSpace")
        try await tmux.waitFor("the flag erased by one Backspace") { !$0.contains("🇯") && !$0.contains("🇵") }
        try tmux.type("ok")
        let after = try await tmux.waitForText("Name     ok")
        #expect(after.title == "Log in")

        try tmux.press("C-c")
        let status = try await tmux.waitForExit()
        #expect(status == 130, "lcdemo ended by Ctrl+C (SIGINT, 130), not by a trap (status \(status))")
    }
}
