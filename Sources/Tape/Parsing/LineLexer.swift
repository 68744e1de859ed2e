/// A word or a quoted string of one tape line.
struct Token: Equatable {
    /// The text: a bare word as written, a string without its quotes and with escapes resolved.
    var value: String
    /// As written in the line (quotes included).
    var source: String
    /// 1-based column of its first character.
    var column: Int
    /// Whether it was written in quotes (`"…"` or `` `…` ``).
    var isQuoted: Bool
    /// 1-based column just after it.
    var endColumn: Int
}

/// Splits one line into tokens: words separated by whitespace, strings in double quotes (with
/// the escapes `\"`, `\\`, `\n`, `\r`, `\t` and `\u{1B}`) or backquotes (raw), and a `#` comment to the end of the line
/// wherever a token would start.
///
/// It works on Unicode scalars, so a combining mark right after a quote cannot merge with the
/// quote into one character; columns are reported in characters.
struct LineLexer {
    let scalars: [Unicode.Scalar]
    let lineNumber: Int
    let file: String
    /// The 1-based column of each scalar index (and of the end), worked out once so that
    /// lexing stays linear in the line's length.
    private let columns: [Int]

    init(line: Substring, lineNumber: Int, file: String) {
        self.scalars = Array(line.unicodeScalars)
        self.lineNumber = lineNumber
        self.file = file
        var columns: [Int] = []
        columns.reserveCapacity(scalars.count + 1)
        var characters = 0
        for character in line {
            // A prefix that ends inside a character counts that character as one more column.
            columns.append(characters + 1)
            for _ in character.unicodeScalars.dropFirst() { columns.append(characters + 2) }
            characters += 1
        }
        columns.append(characters + 1)
        self.columns = columns
    }

    func tokens() throws(TapeError) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        while true {
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
            guard index < scalars.count, scalars[index] != "#" else { return tokens }
            let start = index
            let value: String
            let isQuoted: Bool
            switch scalars[index] {
            case "\"":
                (value, index) = try doubleQuoted(from: start)
                isQuoted = true
            case "`":
                (value, index) = try backquoted(from: start)
                isQuoted = true
            default:
                while index < scalars.count, !scalars[index].properties.isWhitespace { index += 1 }
                value = text(start..<index)
                isQuoted = false
            }
            tokens.append(Token(value: value, source: text(start..<index), column: column(at: start),
                                isQuoted: isQuoted, endColumn: column(at: index)))
        }
    }

    /// The location of the scalar at `index`.
    func location(at index: Int) -> TapeLocation {
        TapeLocation(file: file, line: lineNumber, column: column(at: index))
    }

    // MARK: - Strings

    private func doubleQuoted(from start: Int) throws(TapeError) -> (String, Int) {
        var value = String.UnicodeScalarView()
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\"":
                return (String(value), index + 1)
            case "\\":
                guard index + 1 < scalars.count else { throw TapeError(.unterminatedString, at: location(at: start)) }
                let (escaped, length) = try escape(at: index)
                value.append(escaped)
                index += length
            default:
                try checkNotControl(at: index)
                value.append(scalar)
                index += 1
            }
        }
        throw TapeError(.unterminatedString, at: location(at: start))
    }

    private func backquoted(from start: Int) throws(TapeError) -> (String, Int) {
        var index = start + 1
        while index < scalars.count {
            if scalars[index] == "`" { return (text(start + 1..<index), index + 1) }
            try checkNotControl(at: index)
            index += 1
        }
        throw TapeError(.unterminatedString, at: location(at: start))
    }

    /// The scalar an escape at `index` (its backslash) stands for, and how many scalars it takes:
    /// `\"`, `\\`, `\n`, `\r`, `\t`, or `\u{1B}` (one to six hex digits, a valid scalar).
    private func escape(at index: Int) throws(TapeError) -> (Unicode.Scalar, Int) {
        let unknown = TapeError(.unknownEscape(text(index..<min(index + 2, scalars.count))), at: location(at: index))
        switch scalars[index + 1] {
        case "\"": return ("\"", 2)
        case "\\": return ("\\", 2)
        case "n": return ("\n", 2)
        case "r": return ("\r", 2)
        case "t": return ("\t", 2)
        case "u":
            guard index + 2 < scalars.count, scalars[index + 2] == "{" else { throw unknown }
            var digits = ""
            var end = index + 3
            while end < scalars.count, scalars[end] != "}", digits.unicodeScalars.count <= 6 {
                digits.unicodeScalars.append(scalars[end])
                end += 1
            }
            guard end < scalars.count, scalars[end] == "}", (1...6).contains(digits.unicodeScalars.count),
                  let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw TapeError(.unknownEscape(text(index..<min(end + 1, scalars.count))), at: location(at: index))
            }
            return (scalar, end + 1 - index)
        default:
            throw unknown
        }
    }

    private func checkNotControl(at index: Int) throws(TapeError) {
        if TapeSyntax.isControl(scalars[index]) {
            throw TapeError(.controlCharacterInString(scalars[index]), at: location(at: index))
        }
    }

    // MARK: - Text and columns

    private func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    /// 1-based column, in characters, of the scalar at `index`.
    private func column(at index: Int) -> Int {
        columns[min(index, columns.count - 1)]
    }
}
