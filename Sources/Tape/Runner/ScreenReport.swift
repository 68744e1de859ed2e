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
        // What the needle allows is found once, not for every row.
        let needleIsPlain = isPlain(needle)
        let needleIsASCII = needle.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if rows.contains(where: { rowContains($0, needle, needleIsPlain: needleIsPlain, needleIsASCII: needleIsASCII) }) { return true }
        // Only a needle of several lines can match across rows: a newline is a grapheme of its
        // own, so a match of a one-line needle in the joined rows lies inside one row.
        guard needle.contains("\n") else { return false }
        return rows.map(trimmed).joined(separator: "\n").contains(needle)
    }

    /// `row.contains(needle)`, by comparing UTF-8 bytes when that gives the same answer as the
    /// grapheme-aware search:
    /// - when every scalar of both is plain (`isPlain`: each its own grapheme, with no other
    ///   canonically equivalent spelling — ASCII, box drawing, arrows, CJK…), graphemes are
    ///   scalars and equal only when identical, so a byte match is a match and none is none;
    /// - when the needle is printable ASCII: a match with ASCII on both sides (nothing can join
    ///   its first or last character), or no match in a row without the three scalars that are
    ///   canonically equivalent to ASCII characters (KELVIN SIGN, GREEK VARIA, GREEK QUESTION
    ///   MARK).
    /// Anything else asks `String.contains`.
    private static func rowContains(_ row: String, _ needle: String, needleIsPlain: Bool, needleIsASCII: Bool) -> Bool {
        guard !needle.isEmpty else { return row.contains(needle) }
        let rowIsPlain = needleIsPlain && isPlain(row)
        guard rowIsPlain || needleIsASCII else { return row.contains(needle) }
        var row = row
        var needle = needle
        let verdict: Bool? = needle.withUTF8 { n -> Bool? in
            row.withUTF8 { r -> Bool? in
                let start = firstMatch(of: n, in: r)
                if rowIsPlain { return start != nil }
                // A printable-ASCII needle in a row with other text.
                guard let start else { return hasASCIIEquivalent(r) ? nil : false }
                let end = start + n.count
                let clearBefore = start == 0 || (r[start - 1] >= 0x20 && r[start - 1] < 0x7F)
                let clearAfter = end == r.count || (r[end] >= 0x20 && r[end] < 0x7F)
                return clearBefore && clearAfter ? true : nil
            }
        }
        return verdict ?? row.contains(needle)
    }

    /// Where the bytes `needle` first occur in `bytes`.
    private static func firstMatch(of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard needle.count <= bytes.count, let first = needle.first else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == first {
            var index = 1
            while index < needle.count, bytes[start + index] == needle[index] { index += 1 }
            if index == needle.count { return start }
        }
        return nil
    }

    /// Whether every scalar of `text` is plain: printable ASCII, or one of the blocks screens
    /// draw with (Latin-1 punctuation, general punctuation, arrows, box drawing, shapes,
    /// symbols and dingbats, CJK ideographs), none of which joins a neighbour into a grapheme or
    /// has a canonical decomposition (ScreenReportSearchTests checks every one).
    static func isPlain(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { isPlain($0.value) }
    }

    /// Whether the scalar `value` is plain (see `isPlain(_:)` on text).
    static func isPlain(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E, 0xA7, 0xB7, 0xD7: true
        case 0x2010...0x2027, 0x2030...0x205E: true
        case 0x2190...0x2199, 0x2500...0x25FF, 0x2605, 0x2713: true
        case 0x4E00...0x9FFF: true
        default: false
        }
    }

    /// Whether UTF-8 `bytes` hold U+212A, U+1FEF or U+037E (each canonically an ASCII character).
    private static func hasASCIIEquivalent(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 2 else { return false }
        for index in 0..<(bytes.count - 1) {
            switch (bytes[index], bytes[index + 1]) {
            case (0xCD, 0xBE): return true
            case (0xE2, 0x84): if index + 2 < bytes.count, bytes[index + 2] == 0xAA { return true }
            case (0xE1, 0xBF): if index + 2 < bytes.count, bytes[index + 2] == 0xAF { return true }
            default: break
            }
        }
        return false
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
            lines.append(padding + number + " │" + PrintableText.escaping(row).padded(toWidth: width) + "│")
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
            if let old { lines.append(prefix + " - " + PrintableText.escaping(old)) }
            if let new { lines.append(prefix + " + " + PrintableText.escaping(new)) }
        }
        return lines
    }

    /// `text` in double quotes with `"` and `\` escaped and control characters spelled out.
    static func quoted(_ text: String) -> String {
        PrintableText.escaping(TapeSyntax.quoted(text))
    }
}
