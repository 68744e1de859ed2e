import Testing

/// After lcdemo exited: the shell's screen is back (not the alternate screen), the cursor
/// shows, keypad mode and mouse reporting are off, and `stty -a` prints the modes it printed
/// before lcdemo ran.
func expectTerminalRestored(_ tmux: TmuxSession, modesBefore before: [String],
                            sourceLocation: SourceLocation = #_sourceLocation) async throws {
    #expect(try tmux.format("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
    #expect(try tmux.format("#{cursor_flag}") == "1", "the cursor is hidden", sourceLocation: sourceLocation)
    #expect(try tmux.format("#{keypad_cursor_flag}") == "0", "keypad mode is still on", sourceLocation: sourceLocation)
    #expect(try tmux.format("#{mouse_any_flag}#{mouse_standard_flag}#{mouse_button_flag}#{mouse_sgr_flag}") == "0000",
            "mouse reporting is still on", sourceLocation: sourceLocation)
    #expect(try tmux.format("#{bracketed_paste}") == "0", "bracketed paste is still on", sourceLocation: sourceLocation)
    let after = try await tmux.terminalModes()
    #expect(after.contains("icanon") && after.contains("echo"), "\(after.joined(separator: " "))", sourceLocation: sourceLocation)
    #expect(!after.contains("-icanon") && !after.contains("-echo"), "\(after.joined(separator: " "))", sourceLocation: sourceLocation)
    #expect(after == before, "stty -a differs: before \(before.joined(separator: " ")), after \(after.joined(separator: " "))",
            sourceLocation: sourceLocation)
}
