/// Text from outside the program (an argument, a file, a deep link, a tape, the terminal) made
/// safe to put in a message: every character that would act on a terminal or reorder the line
/// instead of showing (C0 and C1 controls, DEL, line and paragraph separators, bidirectional
/// overrides and isolates) becomes `\u{XXXX}`; everything else is kept as it is.
///
/// ```swift
/// PrintableText.escaping("shop://x\u{1B}]0;pwned\u{07}")  // shop://x\u{001B}]0;pwned\u{0007}
/// ```
public enum PrintableText {
    /// `text` with every character that is not safe to print spelled `\u{XXXX}`.
    public static func escaping(_ text: String) -> String {
        // Printable ASCII (most of what is logged) is safe as it is: its bytes say so.
        var bytes = text
        if bytes.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) { return text }
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{\(hex(scalar))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` acts on a terminal or on the line's direction instead of showing.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20, scalar.value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return isBidirectionalControl(scalar)
        default: return false
        }
    }

    /// `scalar`'s code point as at least four upper-case hexadecimal digits.
    package static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The marks, embeddings, overrides and isolates that reorder a line (Trojan Source).
    private static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
