import TerminalCore

/// A parsed deep link: `scheme://host/segment/segment?name=value`.
///
/// Parsing never traps: anything malformed throws a `DeeplinkError` saying what is wrong.
///
/// Parsing is strict, so that one screen has one spelling: the host is required and written
/// literally (no `%` escapes), and no path segment is empty (`shop://product//42` and
/// `shop://product/42/` are malformed). Scheme and host are case-insensitive, as in RFC 3986
/// (`SHOP://Product/42` is `shop://product/42`); path segments and query items are
/// percent-decoded and keep their case. A `#fragment` is ignored, as a browser keeps it from
/// the server; plugins decide whether they take query items.
public struct DeeplinkComponent: Hashable, Sendable {
    /// The longest link accepted, in bytes (UTF-8).
    package static let maximumLength = 2048

    /// The link as given.
    public let url: String
    /// Lowercased scheme (`shop`).
    public let scheme: String
    /// Lowercased host (`product`), never empty.
    public let host: String
    /// Percent-decoded path segments (`["42"]`), none of them empty.
    public let pathSegments: [String]
    /// Percent-decoded query items, in order.
    package let queryItems: [QueryItem]

    /// One `name=value` pair of the query (the value is nil for a bare `name`).
    package struct QueryItem: Hashable, Sendable {
        /// The query item's name.
        package let name: String
        /// The query item's value (nil for `?flag`).
        package let value: String?
    }

    /// The value of the first query item called `name`.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Parses `text`.
    ///
    /// - Throws: `DeeplinkError` when the link is empty, too long, has no `scheme://`, contains
    ///   spaces or control characters (Unicode's included), or has bad percent-encoding.
    package init(parsing text: String) throws(DeeplinkError) {
        guard !text.isEmpty else { throw .empty }
        let length = text.utf8.count
        guard length <= Self.maximumLength else { throw .tooLong(length) }
        // Unicode's controls and spaces too, not only ASCII's: a raw C1 control (U+009B is a
        // terminal's CSI), a no-break or ideographic space is as malformed as a tab.
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.isWhitespace }) else {
            throw .malformed("it contains spaces or control characters")
        }
        guard let separator = Self.schemeSeparator(in: text) else { throw .malformed("it has no scheme (expected scheme://…)") }
        let scheme = String(text[..<separator.lowerBound])
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { throw .malformed("its scheme '\(scheme)' is not valid") }
        var rest = Substring(text[separator.upperBound...])
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        let host = String(parts.first ?? "").lowercased()
        guard !host.isEmpty else { throw .malformed("it has no host (expected scheme://host/…)") }
        guard !host.contains("%") else { throw .malformed("its host must be written without %-escapes") }
        var segments: [String] = []
        for part in parts.dropFirst() {
            guard !part.isEmpty else { throw .malformed("it has an empty path segment (//, or / at the end)") }
            segments.append(try Self.decode(part))
        }
        var items: [QueryItem] = []
        for pair in query.split(separator: "&") where !pair.isEmpty {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(halves[0])
            let value = halves.count > 1 ? try Self.decode(halves[1]) : nil
            items.append(QueryItem(name: name, value: value))
        }
        self.url = text
        self.scheme = scheme.lowercased()
        self.host = host
        self.pathSegments = segments
        self.queryItems = items
    }

    /// The range of the first `://`.
    private static func schemeSeparator(in text: String) -> Range<String.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("://") {
                return index..<text.index(index, offsetBy: 3)
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Decodes `%XX` escapes; every escape needs two hex digits and the bytes must be UTF-8.
    static func decode(_ text: some StringProtocol) throws(DeeplinkError) -> String {
        guard text.contains("%") else { return String(text) }
        guard let decoded = PercentDecoding.decode(text) else { throw .badPercentEncoding }
        // Escaped spaces are data (`%20`), escaped controls are not — C1 ones (`%C2%85`) included.
        guard !decoded.unicodeScalars.contains(where: { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }) else {
            throw .badPercentEncoding
        }
        return decoded
    }
}

/// Why a deep link was refused.
public enum DeeplinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The link is empty.
    case empty
    /// The link is longer than `DeeplinkComponent.maximumLength` bytes.
    case tooLong(Int)
    /// The link is not of the form `scheme://host/path`.
    case malformed(String)
    /// A `%` escape is not two hex digits, or decodes to invalid UTF-8, a control character or a
    /// line or paragraph separator.
    case badPercentEncoding
    /// No plugin handles this scheme and host.
    case noPlugin
    /// The matching plugin refused the link's contents.
    case invalid(String)
    /// The plugin could not build a coordinator for it.
    case buildFailed

    /// A readable description.
    public var description: String {
        switch self {
        case .empty: "the link is empty"
        case .tooLong(let length): "the link is \(length) bytes long (at most \(DeeplinkComponent.maximumLength))"
        case .malformed(let reason): "the link is malformed: \(reason)"
        case .badPercentEncoding: "the link has bad percent-encoding"
        case .noPlugin: "no screen handles this link"
        case .invalid(let reason): reason
        case .buildFailed: "the screen for this link could not be built"
        }
    }
}
