/// A route value: a `RoutePattern` and its typed parameters — a screen as data.
///
/// It prints back to its URL (`url`), compares by value, and encodes to JSON as
/// `{"pattern": "shop://product/<int:id>", "parameters": {"id": 42}}`; decoding checks the
/// parameters against the pattern again, so a hand-edited file cannot build an invalid route.
///
/// ```swift
/// let route = try Route(pattern: RoutePattern("shop://order/<int:id>/tracking"), parameters: ["id": .int(1001)])
/// route.url      // "shop://order/1001/tracking"
/// ```
public struct Route: Hashable, Sendable, CustomStringConvertible {
    /// The pattern the route follows.
    public let pattern: RoutePattern
    /// The typed parameters, by name.
    package let parameters: [String: RouteValue]

    /// A route of `pattern` with `parameters`.
    ///
    /// - Throws: `RoutePatternError` when a parameter is missing, unknown or breaks its constraint.
    public init(pattern: RoutePattern, parameters: [String: RouteValue] = [:]) throws(RoutePatternError) {
        try pattern.check(parameters)
        self.pattern = pattern
        self.parameters = parameters
    }

    /// A route whose parameters the pattern has just matched.
    init(checked pattern: RoutePattern, parameters: [String: RouteValue]) {
        self.pattern = pattern
        self.parameters = parameters
    }

    /// The URL that opens this route (`shop://product/42`).
    public var url: String { pattern.url(parameters) }

    /// The number parameter `name`, if it is one.
    public func int(_ name: String) -> Int? {
        if case .int(let number) = parameters[name] { return number }
        return nil
    }

    /// The string parameter `name`, if it is one.
    public func string(_ name: String) -> String? {
        if case .string(let text) = parameters[name] { return text }
        return nil
    }

    /// The typed parameters in pattern order, as the console shows them (`id = 42 (int)`).
    package var parameterSummary: String {
        let items = pattern.parameters.compactMap { parameter in
            parameters[parameter.name].map { "\(parameter.name) = \($0.text) (\(parameter.type.typeName))" }
        }
        return items.isEmpty ? "no parameters" : items.joined(separator: ", ")
    }

    /// `shop://product/<int:id> · id = 42 (int)`.
    public var description: String { "\(pattern) · \(parameterSummary)" }
}
