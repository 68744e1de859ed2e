import Foundation

/// What a tmux pane shows: one string per row, as `capture-pane -p` prints it.
struct Screen: CustomStringConvertible {
    let lines: [String]

    /// The navigation bar's title: row 0 without the `‹ Esc` back hint.
    var title: String {
        guard let first = lines.first else { return "" }
        return first.replacingOccurrences(of: "‹ Esc", with: "").trimmingCharacters(in: .whitespaces)
    }

    /// The last row that is not blank (the tab bar when one is on screen).
    var lastNonBlankLine: String {
        lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    /// The widest row, in terminal columns (CJK and other wide characters count 2).
    var widestRow: Int {
        lines.map { Self.displayWidth(of: $0.trimmingTrailingSpaces) }.max() ?? 0
    }

    /// Whether a row contains `text`.
    func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// Whether some row, trimmed, is exactly `text`.
    func hasLine(_ text: String) -> Bool {
        lines.contains { $0.trimmingCharacters(in: .whitespaces) == text }
    }

    /// The rows framed and numbered, for failure messages.
    var description: String {
        let width = max(widestRow, 10)
        var text = "    ┌" + String(repeating: "─", count: width) + "┐\n"
        for (index, line) in lines.enumerated() {
            let number = String(index).leftPadded(to: 3)
            let row = line.trimmingTrailingSpaces
            text += "\(number) │\(row)\(String(repeating: " ", count: max(0, width - Self.displayWidth(of: row))))│\n"
        }
        return text + "    └" + String(repeating: "─", count: width) + "┘"
    }

    /// Columns `text` takes in a terminal: East Asian wide characters and emoji take two.
    static func displayWidth(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: width
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD: width + 2
            default: width + 1
            }
        }
    }

    /// The column where `text` starts on `row`, or nil.
    func column(of text: String, row: Int) -> Int? {
        guard lines.indices.contains(row), let range = lines[row].range(of: text) else { return nil }
        return Self.displayWidth(of: String(lines[row][..<range.lowerBound]))
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
