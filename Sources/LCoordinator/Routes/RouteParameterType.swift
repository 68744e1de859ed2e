/// What a route parameter accepts, strictly, so that one screen has one spelling.
///
/// In a pattern:
/// - `<int:id>` — 1 to 9 ASCII digits without a leading zero (`42`, not `042`);
/// - `<int0:id>` — 1 to 9 ASCII digits, leading zeros allowed (the pattern says so);
/// - `<code>` or `<string:code>` — 1 to 16 ASCII letters or digits;
/// - `<tab:home|orders|profile>` — exactly one of the listed words.
package enum RouteParameterType: Hashable, Sendable {
    /// A decimal number of 1–9 digits; `allowsLeadingZeros` says whether `007` is accepted.
    case int(allowsLeadingZeros: Bool)
    /// 1–16 ASCII letters or digits.
    case string
    /// One of these words, exactly.
    case choice([String])

    /// The longest number or string accepted.
    package static let maximumDigits = 9
    /// The longest string accepted.
    package static let maximumLength = 16

    /// The typed value of `text`, or nil when `text` breaks the constraint.
    package func value(of text: String) -> RouteValue? {
        switch self {
        case .int(let allowsLeadingZeros):
            guard (1...Self.maximumDigits).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }),
                  allowsLeadingZeros || text == "0" || text.first != "0", let number = Int(text)
            else { return nil }
            if !allowsLeadingZeros, number == 0 { return nil }
            return .int(number)
        case .string:
            guard (1...Self.maximumLength).contains(text.count), text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return nil }
            return .string(text)
        case .choice(let words):
            return words.contains(text) ? .string(text) : nil
        }
    }

    /// Whether `value` is one this type produces (its printed form parses back to it).
    package func accepts(_ value: RouteValue) -> Bool {
        switch (self, value) {
        case (.int, .int(let number)): self.value(of: String(number)) == value
        case (.string, .string(let text)), (.choice, .string(let text)): self.value(of: text) == value
        default: false
        }
    }

    /// The constraint in words, for error messages (`1–9 digits, no leading zero`).
    package var constraint: String {
        switch self {
        case .int(let zeros): zeros ? "1–9 digits" : "1–9 digits, no leading zero"
        case .string: "1–16 letters or digits"
        case .choice(let words): words.joined(separator: ", ")
        }
    }

    /// The type as written in a pattern (`int`, `int0`, `string`, or the words).
    var spelling: String {
        switch self {
        case .int(let zeros): zeros ? "int0" : "int"
        case .string: "string"
        case .choice(let words): words.joined(separator: "|")
        }
    }
}
