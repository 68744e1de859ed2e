import TerminalCore
import TerminalUI

/// How the runner reads a screen (matching, titles, snapshot text) and prints one.
enum ScreenReport {
    // MARK: - Reading

    /// `row` without its trailing spaces.
    static func trimmed(_ row: String) -> String {
        var row = Substring(row)
        while row.last == " " { row.removeLast() }
        return String(row)
    }

    /// The snapshot text of a screen: every row, trailing spaces trimmed, each ending with `\n`.
    static func snapshotText(_ rows: [String]) -> String {
        rows.map { trimmed($0) + "\n" }.joined()
    }

    /// The rows of a snapshot file: `\r\n` read as `\n`, the final newline not a row.
    static func snapshotRows(_ text: String) -> [String] {
        // "\r\n" is one Character, so it is a separator of its own.
        var rows = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map { trimmed(String($0)) }
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Whether the screen shows `needle`: on one row, or across rows of the screen text (rows
    /// with trailing spaces trimmed, joined by newlines), so a multi-line needle matches
    /// consecutive rows.
    static func contains(_ needle: String, in rows: [String]) -> Bool {
        if rows.contains(where: { $0.contains(needle) }) { return true }
        return rows.map(trimmed).joined(separator: "\n").contains(needle)
    }

    /// The title of the top-most layer: an alert's title, otherwise the title the navigation bar
    /// shows for the visible screen of the top-most presented controller (or of the root).
    @MainActor
    static func topLayerTitle(in window: Window) -> String? {
        guard let visible = window.visibleViewController else { return nil }
        let title = visible.navigationTitle
        return title.isEmpty ? nil : title
    }

    // MARK: - Printing

    /// `rows` in a box with 1-based row numbers (the line numbers of a snapshot file) and the
    /// size in the top border.
    static func framed(_ rows: [String]) -> [String] {
        let width = rows.map(\.displayWidth).max() ?? 0
        let numberWidth = max(3, String(rows.count).count)
        let indent = String(repeating: " ", count: numberWidth + 1)
        let label = "─ \(width)x\(rows.count) "
        let top = label.displayWidth <= width
            ? label + String(repeating: "─", count: width - label.displayWidth)
            : String(repeating: "─", count: width)
        var lines = [indent + "┌" + top + "┐"]
        for (index, row) in rows.enumerated() {
            let number = String(index + 1)
            let padding = String(repeating: " ", count: numberWidth - number.count)
            lines.append(padding + number + " │" + printable(row).padded(toWidth: width) + "│")
        }
        lines.append(indent + "└" + String(repeating: "─", count: width) + "┘")
        return lines
    }

    /// One line per row that differs: `  ROW - expected` then `  ROW + actual` (rows 1-based).
    static func diff(expected: [String], actual: [String]) -> [String] {
        var lines: [String] = []
        if expected.count != actual.count {
            lines.append("  the file has \(expected.count) rows, the screen \(actual.count)")
        }
        let numberWidth = max(3, String(max(expected.count, actual.count)).count)
        for index in 0..<max(expected.count, actual.count) {
            let old = index < expected.count ? trimmed(expected[index]) : nil
            let new = index < actual.count ? trimmed(actual[index]) : nil
            guard old != new else { continue }
            let number = String(index + 1)
            let prefix = "  " + String(repeating: " ", count: numberWidth - number.count) + number
            if let old { lines.append(prefix + " - " + printable(old)) }
            if let new { lines.append(prefix + " + " + printable(new)) }
        }
        return lines
    }

    /// `text` in double quotes with `"` and `\` escaped and control characters spelled out.
    static func quoted(_ text: String) -> String {
        TapeSyntax.printable(TapeSyntax.quoted(text))
    }

    /// `text` with control characters spelled out, so a report never drives the terminal.
    static func printable(_ text: String) -> String {
        TapeSyntax.printable(text)
    }
}
