import Testing

/// After lcdemo exited: the shell's screen is back (not the alternate screen), the cursor
/// shows, keypad mode, mouse reporting and bracketed paste are off, and `stty -a` prints the
/// modes it printed before lcdemo ran.
func expectTerminalRestored(_ tmux: TmuxSession, modesBefore before: [String],
                            sourceLocation: SourceLocation = #_sourceLocation) async throws {
    #expect(try tmux.format("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
    #expect(try tmux.format("#{cursor_flag}") == "1", "the cursor is hidden", sourceLocation: sourceLocation)
    #expect(try tmux.format("#{keypad_cursor_flag}") == "0", "keypad mode is still on", sourceLocation: sourceLocation)
    #expect(try tmux.format("#{mouse_any_flag}#{mouse_standard_flag}#{mouse_button_flag}#{mouse_sgr_flag}") == "0000",
            "mouse reporting is still on", sourceLocation: sourceLocation)
    let after = try await tmux.terminalModes()
    #expect(after.contains("icanon") && after.contains("echo"), "\(after.joined(separator: " "))", sourceLocation: sourceLocation)
    #expect(!after.contains("-icanon") && !after.contains("-echo"), "\(after.joined(separator: " "))", sourceLocation: sourceLocation)
    #expect(after == before, "stty -a differs: before \(before.joined(separator: " ")), after \(after.joined(separator: " "))",
            sourceLocation: sourceLocation)
    try await expectBracketedPasteOff(tmux, sourceLocation: sourceLocation)
}

/// tmux has no format for bracketed paste: paste into the shell's line as tmux pastes for an
/// app that asked for brackets (`paste-buffer -p`), and see that no `ESC [ 200 ~` arrives
/// (the terminal would echo it as `^[[200~`); then erase the line (Ctrl+U).
private func expectBracketedPasteOff(_ tmux: TmuxSession, sourceLocation: SourceLocation) async throws {
    try tmux.tmux("set-buffer", "-b", "lcdemo-e2e", "PASTE-CHECK")
    try tmux.tmux("paste-buffer", "-p", "-b", "lcdemo-e2e")
    let screen = try await tmux.waitForText("PASTE-CHECK")
    let line = screen.lines.last { $0.contains("PASTE-CHECK") } ?? ""
    #expect(!line.contains("200~"), "bracketed paste is still on: \(line)", sourceLocation: sourceLocation)
    try tmux.press("C-u")
    _ = try await tmux.waitFor("the pasted line to be erased") { screen in
        !screen.lines.contains { $0.contains("PASTE-CHECK") }
    }
}
