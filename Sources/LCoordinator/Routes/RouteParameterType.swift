/// What a route parameter accepts, strictly, so that one screen has one spelling.
///
/// In a pattern:
/// - `<int:id>` — 1 to 9 ASCII digits without a leading zero (`42`, not `042`);
/// - `<int0:id>` — 1 to 9 ASCII digits, leading zeros allowed (the pattern says so);
/// - `<code>` or `<string:code>` — 1 to 16 ASCII letters or digits;
/// - `<slug:name>` — 1 to 100 ASCII letters, digits, `-`, `_`, `.` or `~` (`swift-argument-parser`);
/// - `<text:title>` — 1 to 200 characters of any text but control characters (`Hello%20world`);
/// - `<tab:home|orders|profile>` — exactly one of the listed words;
/// - `<semver:version>` — a type the app declares (`CustomRouteParameterType`).
///
/// Values are matched after percent-decoding, and printed back percent-encoded.
package enum RouteParameterType: Hashable, Sendable {
    /// A decimal number of 1–9 digits; `allowsLeadingZeros` says whether `007` is accepted.
    case int(allowsLeadingZeros: Bool)
    /// 1–16 ASCII letters or digits.
    case string
    /// 1–100 ASCII letters, digits, `-`, `_`, `.` or `~`.
    case slug
    /// 1–200 characters, none of them a control character or a line or paragraph separator.
    case text
    /// One of these words, exactly.
    case choice([String])
    /// A type the app declared.
    case custom(CustomRouteParameterType)

    /// The longest number or string accepted.
    package static let maximumDigits = 9
    /// The longest string accepted.
    package static let maximumLength = 16
    /// The longest slug accepted.
    package static let maximumSlugLength = 100
    /// The longest text accepted, in characters.
    package static let maximumTextLength = 200

    /// The names of the built-in types, which an app's own type may not take.
    package static let builtInNames: Set<String> = ["int", "int0", "string", "slug", "text"]

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
        case .slug:
            guard (1...Self.maximumSlugLength).contains(text.count),
                  text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.~".contains($0)) })
            else { return nil }
            return .string(text)
        case .text:
            guard (1...Self.maximumTextLength).contains(text.count), !Self.containsControl(text) else { return nil }
            return .string(text)
        case .choice(let words):
            return words.contains(text) ? .string(text) : nil
        case .custom(let type):
            return type.value(of: text)
        }
    }

    /// Whether `value` is one this type produces (its printed form parses back to it).
    package func accepts(_ value: RouteValue) -> Bool {
        switch (self, value) {
        case (.int, .int(let number)): self.value(of: String(number)) == value
        case (.string, .string(let text)), (.slug, .string(let text)), (.text, .string(let text)),
             (.choice, .string(let text)):
            self.value(of: text) == value
        case (.custom, _): self.value(of: value.text) == value
        default: false
        }
    }

    /// The constraint in words, for error messages (`1–9 digits, no leading zero`).
    package var constraint: String {
        switch self {
        case .int(let zeros): zeros ? "1–9 digits" : "1–9 digits, no leading zero"
        case .string: "1–16 letters or digits"
        case .slug: "1–100 letters, digits, '-', '_', '.' or '~'"
        case .text: "1–200 characters of text, no control characters"
        case .choice(let words): words.joined(separator: ", ")
        case .custom(let type): type.constraint
        }
    }

    /// The type's name as the console shows it beside a value (`int`, `slug`, an app's own name).
    package var typeName: String {
        switch self {
        case .int: "int"
        case .string, .choice: "string"
        case .slug: "slug"
        case .text: "text"
        case .custom(let type): type.name
        }
    }

    /// The type as written in a pattern (`int`, `int0`, `string`, `slug`, `text`, or the words).
    var spelling: String {
        switch self {
        case .int(let zeros): zeros ? "int0" : "int"
        case .string: "string"
        case .slug: "slug"
        case .text: "text"
        case .choice(let words): words.joined(separator: "|")
        case .custom(let type): type.name
        }
    }

    /// Whether `text` holds a control character (C0 or C1) or a line or paragraph separator.
    private static func containsControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }
    }
}
