/// An app's routes: patterns in priority order; the first that matches a link wins.
///
/// ```swift
/// let table = try RouteTable(["shop://product/<int:id>", "shop://order/<int:id>", "shop://order/<int:id>/tracking"])
/// try table.match(url: "shop://order/1001/tracking").pattern.text   // "shop://order/<int:id>/tracking"
/// try table.match(url: "shop://order/01")      // throws .invalid: a leading zero matches no pattern
/// ```
public struct RouteTable: Hashable, Sendable {
    /// The patterns, in priority order.
    package let patterns: [RoutePattern]

    /// A table of `patterns`.
    public init(_ patterns: [RoutePattern]) {
        self.patterns = patterns
    }

    /// A table of the patterns written in `texts`.
    ///
    /// - Throws: `RoutePatternError` for the first malformed pattern.
    package init(_ texts: [String]) throws(RoutePatternError) {
        var patterns: [RoutePattern] = []
        for text in texts { patterns.append(try RoutePattern(text)) }
        self.init(patterns)
    }

    /// The route `component` spells, or nil.
    package func match(_ component: DeeplinkComponent) -> Route? {
        for pattern in patterns {
            if let route = pattern.match(component) { return route }
        }
        return nil
    }

    /// The route `url` spells.
    ///
    /// - Throws: `DeeplinkError` — malformed links as `DeeplinkComponent` refuses them, `.noPlugin`
    ///   when no pattern has the link's scheme and host, `.invalid` naming the patterns of that
    ///   host when none matches strictly.
    package func match(url: String) throws(DeeplinkError) -> Route {
        let component = try DeeplinkComponent(parsing: url)
        if let route = match(component) { return route }
        let candidates = patterns.filter { $0.applies(to: component) }
        guard !candidates.isEmpty else { throw .noPlugin }
        throw .invalid("the link matches no route (expected \(candidates.map(\.text).joined(separator: " or ")))")
    }

    /// Whether the table holds `pattern` (by its text).
    package func contains(_ pattern: RoutePattern) -> Bool {
        patterns.contains { $0.text == pattern.text }
    }
}
