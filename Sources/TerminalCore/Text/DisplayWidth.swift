/// Display widths of characters in terminal cells, independent of the C library's locale.
///
/// A grapheme is 0 cells wide (combining marks, zero-width spaces, controls), 1, or 2 (East Asian
/// wide and fullwidth characters, emoji shown as pictures). Computing this ourselves keeps the
/// headless screen and the ncurses screen in agreement whatever `wcwidth` says on a machine.
public enum DisplayWidth {
    /// The number of cells `character` occupies: 0, 1 or 2.
    ///
    /// A single scalar is measured by the tables generated from the Unicode data
    /// (`DisplayWidthTable`); a multi-scalar grapheme takes its first scalar's width unless it is a
    /// picture: an emoji with VS16 (U+FE0F, keycaps included) or joined by ZWJ, an emoji with a
    /// skin-tone modifier, or a regional-indicator pair (a flag) — those take two cells. A text
    /// selector (U+FE0E) keeps the first scalar's width.
    public static func of(_ character: Character) -> Int {
        // Printable ASCII, most of what a screen shows, without touching the scalar view.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 {
            let firstIsEmoji = contains(DisplayWidthTable.emoji, first.value)
            for scalar in scalars.dropFirst() {
                switch scalar.value {
                case emojiPresentationSelector, zeroWidthJoiner:
                    if firstIsEmoji { return 2 }
                case let value where contains(DisplayWidthTable.emojiModifier, value):
                    return 2
                default:
                    break
                }
            }
            if regionalIndicators.contains(first.value) { return 2 }
        }
        return of(first)
    }

    /// The number of cells one scalar occupies when it starts a grapheme.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if (0x20..<0x7F).contains(value) { return 1 }
        if contains(DisplayWidthTable.zeroWidth, value) { return 0 }
        return contains(DisplayWidthTable.wide, value) ? 2 : 1
    }

    /// The total number of cells of `text`.
    public static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII text is one cell a byte; anything else is measured grapheme by grapheme.
        var printableASCII = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else {
                printableASCII = -1
                break
            }
            printableASCII += 1
        }
        if printableASCII >= 0 { return printableASCII }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// VARIATION SELECTOR-16: show the preceding character as a picture.
    private static let emojiPresentationSelector: UInt32 = 0xFE0F
    /// ZERO WIDTH JOINER, which glues emoji into one picture.
    private static let zeroWidthJoiner: UInt32 = 0x200D
    /// The Regional_Indicator property (PropList.txt): a pair of them is a flag.
    private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

    /// Whether `value` lies in one of the sorted, disjoint `ranges` (a binary search).
    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0, high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
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
    /// The number of terminal cells this text occupies; printable ASCII is counted from its
    /// bytes, without grapheme breaking (this overload is not generic, so it is fast from any module).
    public var displayWidth: Int {
        var text = self
        let ascii = text.withUTF8 { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }
        if let ascii { return ascii }
        // A scalar a grapheme (`Canvas.isStandalone`): measured without grapheme breaking.
        var total = 0
        for scalar in unicodeScalars {
            guard Canvas.isStandalone(scalar.value) else { return DisplayWidth.of(self) }
            total += DisplayWidth.of(scalar)
        }
        return total
    }

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
        return wrappedPrintableASCII(toWidth: width) ?? wrappedStandaloneScalars(toWidth: width) ?? wrappedByCharacters(toWidth: width)
    }

    /// `wrapped(toWidth:)` character by character, for any text (`width` > 0).
    package func wrappedByCharacters(toWidth width: Int) -> [String] {
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

    /// `wrapped(toWidth:)` for text whose every scalar is a grapheme of its own (accented Latin,
    /// punctuation, currency, CJK ideographs: `Canvas.isStandalone`) or a newline: the same lines,
    /// made from the UTF-8 bytes and measured a scalar at a time instead of by grapheme breaking.
    /// Nil for other text.
    package func wrappedStandaloneScalars(toWidth width: Int) -> [String]? {
        var text = self
        return text.withUTF8 { bytes -> [String]? in
            // Where each scalar's bytes start, and its columns (a newline: none).
            var starts: [Int] = []
            var widths: [Int] = []
            starts.reserveCapacity(bytes.count)
            widths.reserveCapacity(bytes.count)
            var offset = 0
            while offset < bytes.count {
                let lead = bytes[offset]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                guard offset + length <= bytes.count else { return nil }
                var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> length)
                for index in offset + 1 ..< offset + length { value = value << 6 | UInt32(bytes[index] & 0x3F) }
                guard value == 0x0A || Canvas.isStandalone(value), let scalar = Unicode.Scalar(value) else { return nil }
                starts.append(offset)
                widths.append(value == 0x0A ? 0 : DisplayWidth.of(scalar))
                offset += length
            }
            let count = starts.count
            func bytesOf(_ from: Int, _ to: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
                bytes[(from < count ? starts[from] : bytes.count) ..< (to < count ? starts[to] : bytes.count)]
            }
            var lines: [String] = []
            var paragraphStart = 0
            while true {
                var paragraphEnd = paragraphStart
                while paragraphEnd < count, bytes[starts[paragraphEnd]] != 0x0A { paragraphEnd += 1 }
                var line: [UInt8] = []
                var lineWidth = 0
                var wordStart = paragraphStart
                while true {
                    var wordEnd = wordStart
                    var wordWidth = 0
                    while wordEnd < paragraphEnd, bytes[starts[wordEnd]] != 0x20 {
                        wordWidth += widths[wordEnd]
                        wordEnd += 1
                    }
                    let separator = line.isEmpty ? 0 : 1
                    if lineWidth + separator + wordWidth <= width {
                        if separator == 1 { line.append(0x20) }
                        line.append(contentsOf: bytesOf(wordStart, wordEnd))
                        lineWidth += separator + wordWidth
                    } else {
                        if !line.isEmpty {
                            lines.append(String(decoding: line, as: UTF8.self))
                            line = []
                            lineWidth = 0
                        }
                        // A word wider than the line is cut into heads that fit (a wide
                        // character that does not fit a head of one column stays whole, as
                        // `truncated` leaves it).
                        var start = wordStart
                        while wordWidth > width {
                            var end = start
                            var used = 0
                            while end < wordEnd, used + widths[end] <= width {
                                used += widths[end]
                                end += 1
                            }
                            guard end > start else { break }
                            lines.append(String(decoding: bytesOf(start, end), as: UTF8.self))
                            start = end
                            wordWidth -= used
                        }
                        line = Array(bytesOf(start, wordEnd))
                        lineWidth = wordWidth
                    }
                    if wordEnd >= paragraphEnd { break }
                    wordStart = wordEnd + 1
                }
                lines.append(String(decoding: line, as: UTF8.self))
                if paragraphEnd >= count { break }
                paragraphStart = paragraphEnd + 1
            }
            return lines
        }
    }

    /// `wrapped(toWidth:)` for text of printable ASCII and newlines only (most labels): the same
    /// lines, made from bytes (a byte a column) instead of characters. Nil for other text.
    package func wrappedPrintableASCII(toWidth width: Int) -> [String]? {
        var text = self
        return text.withUTF8 { bytes -> [String]? in
            for byte in bytes where (byte < 0x20 && byte != 0x0A) || byte >= 0x7F { return nil }
            var lines: [String] = []
            func string(_ part: Slice<UnsafeBufferPointer<UInt8>>) -> String { String(decoding: part, as: UTF8.self) }
            for paragraph in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
                var line: [UInt8] = []
                for var word in paragraph.split(separator: 0x20, omittingEmptySubsequences: false) {
                    let separator = line.isEmpty ? 0 : 1
                    if line.count + separator + word.count <= width {
                        if separator == 1 { line.append(0x20) }
                        line.append(contentsOf: word)
                        continue
                    }
                    if !line.isEmpty {
                        lines.append(String(decoding: line, as: UTF8.self))
                        line = []
                    }
                    while word.count > width {
                        lines.append(string(word.prefix(width)))
                        word = word.dropFirst(width)
                    }
                    line = Array(word)
                }
                lines.append(String(decoding: line, as: UTF8.self))
            }
            return lines
        }
    }
}
