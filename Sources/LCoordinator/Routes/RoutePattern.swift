/// A URL pattern with typed parameters: `shop://product/<int:id>`, `shop://promo/<code>`,
/// `scout://package/<slug:name>`, `notes://search/<text:query>`,
/// `shop://tab/<tab:home|orders|profile>`, or a type the app declares
/// (`CustomRouteParameterType`). Matching is strict (every segment, no query items) and sees
/// percent-decoded segments; a route prints back percent-encoded, so `match(url(route)) == route`.
///
/// ```swift
/// let pattern = try RoutePattern("shop://product/<int:id>")
/// let route = pattern.match(try DeeplinkComponent(parsing: "shop://product/42"))
/// route?.int("id")            // 42
/// ```
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// One path segment of a pattern.
    package enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(name: String, type: RouteParameterType)
    }

    /// The pattern as written (`shop://product/<int:id>`).
    public let text: String
    /// The lowercased scheme.
    package let scheme: String
    /// The lowercased host.
    package let host: String
    /// The path segments, in order.
    package let segments: [Segment]

    /// The pattern as written, e.g. `shop://product/<int:id>`.
    public var description: String { text }

    /// The parameters, in order.
    package var parameters: [(name: String, type: RouteParameterType)] {
        segments.compactMap { segment in
            if case let .parameter(name, type) = segment { return (name, type) }
            return nil
        }
    }

    /// Parses `text`, whose parameters may also be of the app's own `types`.
    ///
    /// - Parameters:
    ///   - text: The pattern (`scout://package/<slug:name>`).
    ///   - types: The app's own parameter types, by name (`<semver:version>`).
    /// - Throws: `RoutePatternError.malformed` for a missing `scheme://host`, an empty segment, an
    ///   unknown parameter type, a repeated parameter name, a character that would need escaping,
    ///   or an app's type that takes a built-in type's name.
    public init(_ text: String, types: [CustomRouteParameterType] = []) throws(RoutePatternError) {
        func fail(_ reason: String) -> RoutePatternError { .malformed(pattern: text, reason: reason) }
        let halves = text.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count == 2 else { throw fail("it has no scheme (expected scheme://host/…)") }
        let scheme = String(halves[0])
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { throw fail("its scheme '\(scheme)' is not valid") }
        let parts = halves[1].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let host = parts.first, !host.isEmpty else { throw fail("it has no host") }
        guard Self.isPlainWord(host) else { throw fail("its host '\(host)' must be letters, digits, '-', '_' or '.'") }
        var custom: [String: CustomRouteParameterType] = [:]
        for type in types {
            guard Self.isIdentifier(type.name), !RouteParameterType.builtInNames.contains(type.name) else {
                throw fail("'\(type.name)' cannot name a parameter type (a word other than \(Self.builtInList))")
            }
            custom[type.name] = type
        }
        var segments: [Segment] = []
        var names: Set<String> = []
        for part in parts.dropFirst() {
            guard !part.isEmpty else { throw fail("it has an empty path segment") }
            if part.hasPrefix("<") {
                guard part.hasSuffix(">"), part.count > 2 else { throw fail("'\(part)' is not a parameter (expected <name> or <type:name>)") }
                let inner = String(part.dropFirst().dropLast())
                let (name, type) = try Self.parameter(inner, custom: custom, fail: fail)
                guard names.insert(name).inserted else { throw fail("the parameter '\(name)' appears twice") }
                segments.append(.parameter(name: name, type: type))
            } else {
                guard Self.isPlainWord(part) else { throw fail("its segment '\(part)' must be letters, digits, '-', '_' or '.'") }
                segments.append(.literal(part))
            }
        }
        self.text = text
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
        self.segments = segments
    }

    private static let builtInList = "int, int0, string, slug, text"

    private static func parameter(_ inner: String, custom: [String: CustomRouteParameterType],
                                  fail: (String) -> RoutePatternError) throws(RoutePatternError) -> (String, RouteParameterType) {
        let halves = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if halves.count == 1 {
            guard isIdentifier(inner) else { throw fail("'\(inner)' is not a parameter name") }
            return (inner, .string)
        }
        let (left, right) = (halves[0], halves[1])
        switch left {
        case "int", "int0", "string", "slug", "text":
            guard isIdentifier(right) else { throw fail("'\(right)' is not a parameter name") }
            let type: RouteParameterType = switch left {
            case "string": .string
            case "slug": .slug
            case "text": .text
            default: .int(allowsLeadingZeros: left == "int0")
            }
            return (right, type)
        default:
            if let type = custom[left], !right.contains("|") {
                guard isIdentifier(right) else { throw fail("'\(right)' is not a parameter name") }
                return (right, .custom(type))
            }
            // `<float:id>` is a mistyped type, not a choice of one word: choices need a `|`.
            guard isIdentifier(left), right.contains("|") else {
                let own = custom.keys.sorted()
                let known = own.isEmpty ? builtInList : builtInList + ", " + own.joined(separator: ", ")
                throw fail("'\(left)' is not a parameter type (\(known)); choices are written <name:a|b>")
            }
            let words = right.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard !words.isEmpty, words.allSatisfy({ !$0.isEmpty && isPlainWord($0) }) else {
                throw fail("the choices of '\(left)' must be words separated by |")
            }
            return (left, .choice(words))
        }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    private static func isPlainWord(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    // MARK: - Matching

    /// Whether `component` has this pattern's scheme and host (the route is this pattern's
    /// business, even when the rest does not match).
    package func applies(to component: DeeplinkComponent) -> Bool {
        component.scheme == scheme && component.host == host
    }

    /// The route `component` spells, or nil when it does not match strictly.
    public func match(_ component: DeeplinkComponent) -> Route? {
        guard applies(to: component), component.queryItems.isEmpty, component.pathSegments.count == segments.count else { return nil }
        var values: [String: RouteValue] = [:]
        for (segment, text) in zip(segments, component.pathSegments) {
            switch segment {
            case .literal(let literal):
                guard text == literal else { return nil }
            case let .parameter(name, type):
                guard let value = type.value(of: text) else { return nil }
                values[name] = value
            }
        }
        return Route(checked: self, parameters: values)
    }

    /// The route `url` spells, or nil when it is malformed or does not match.
    package func match(url: String) -> Route? {
        (try? DeeplinkComponent(parsing: url)).flatMap(match)
    }

    /// Why `component` does not match although its scheme, host and number of segments do: the
    /// first parameter whose value breaks its type's constraint, or nil.
    package func mismatch(_ component: DeeplinkComponent) -> String? {
        guard applies(to: component), component.pathSegments.count == segments.count else { return nil }
        for (segment, text) in zip(segments, component.pathSegments) {
            if case let .parameter(name, type) = segment, type.value(of: text) == nil {
                return PrintableText.escaping("'\(text)' is not a valid '\(name)' (expected \(type.constraint))")
            }
        }
        return nil
    }

    /// Each parameter with its type's constraint, as the console shows them
    /// (`id: 1–9 digits, no leading zero`), or nil for a pattern without parameters.
    package var constraintSummary: String? {
        let items = parameters.map { "\($0.name): \($0.type.constraint)" }
        return items.isEmpty ? nil : items.joined(separator: "; ")
    }

    /// Checks `parameters` against this pattern: every parameter present, valid, none extra.
    func check(_ parameters: [String: RouteValue]) throws(RoutePatternError) {
        for name in parameters.keys.sorted() where !self.parameters.contains(where: { $0.name == name }) {
            throw .unknownParameter(pattern: text, name: name)
        }
        for (name, type) in self.parameters {
            guard let value = parameters[name] else { throw .missingParameter(pattern: text, name: name) }
            guard type.accepts(value) else {
                throw .invalidValue(pattern: text, name: name, value: value.text, constraint: type.constraint)
            }
        }
    }

    /// Prints the URL for `parameters` (already checked).
    func url(_ parameters: [String: RouteValue]) -> String {
        var text = "\(scheme)://\(host)"
        for segment in segments {
            switch segment {
            case .literal(let literal): text += "/" + literal
            case .parameter(let name, _): text += "/" + Self.percentEncoded(parameters[name]?.text ?? "")
            }
        }
        return text
    }

    /// `text` with every byte but RFC 3986's unreserved characters (ASCII letters, digits,
    /// `-`, `_`, `.`, `~`) written as `%XX`, so that a link spells the value it was printed from.
    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var encoded = ""
        for byte in text.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-_.~".contains(character) {
                encoded.append(character)
            } else {
                encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
            }
        }
        return encoded
    }
}
