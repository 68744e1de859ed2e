/// Display widths of characters in terminal cells, independent of the C library's locale.
///
/// A grapheme is 0 cells wide (combining marks, zero-width spaces, controls), 1, or 2 (East Asian
/// wide and fullwidth characters, emoji shown as pictures). Computing this ourselves keeps the
/// headless screen and the ncurses screen in agreement whatever `wcwidth` says on a machine.
public enum DisplayWidth {
    /// The number of cells `character` occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // An emoji presentation selector or a keycap/ZWJ sequence makes a picture: two cells.
        if scalars.count > 1 {
            if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
            if scalars.contains(where: { $0.value == 0x200D }) && first.properties.isEmoji { return 2 }
            if scalars.contains(where: { (0x1F3FB...0x1F3FF).contains($0.value) }) { return 2 }
            if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 } // regional indicator pair = flag
        }
        return of(first)
    }

    /// The number of cells one scalar occupies when it starts a grapheme.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) { return 0 } // Hangul medial vowels and final consonants
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// The total number of cells of `text`.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
        0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
        0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0, high = wideRanges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = wideRanges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}

extension StringProtocol {
    /// The number of terminal cells this text occupies.
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension String {
    /// This text cut to at most `width` cells; when cut, the last cell shows `ellipsis`.
    ///
    /// A wide character that would straddle the limit is dropped, never split.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if displayWidth <= width { return self }
        let room = width - ellipsis.displayWidth
        guard room >= 0 else { return ellipsis.truncated(toWidth: width, ellipsis: "") }
        var result = ""
        var used = 0
        for character in self {
            let w = DisplayWidth.of(character)
            if used + w > room { break }
            result.append(character)
            used += w
        }
        return result + ellipsis
    }

    /// This text padded with spaces (or cut) to exactly `width` cells.
    public func padded(toWidth width: Int) -> String {
        let cut = truncated(toWidth: width, ellipsis: "")
        return cut + String(repeating: " ", count: max(0, width - cut.displayWidth))
    }

    /// This text broken into lines of at most `width` cells, at spaces where possible.
    ///
    /// Existing newlines are kept; a word longer than `width` is broken inside.
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var word = String(word)
                let separator = line.isEmpty ? 0 : 1
                if lineWidth + separator + word.displayWidth <= width {
                    if separator == 1 { line += " " }
                    line += word
                    lineWidth += separator + word.displayWidth
                    continue
                }
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while word.displayWidth > width {
                    let head = word.truncated(toWidth: width, ellipsis: "")
                    guard !head.isEmpty else { break }
                    lines.append(head)
                    word.removeFirst(head.count)
                }
                line = word
                lineWidth = word.displayWidth
            }
            lines.append(line)
        }
        return lines
    }
}
