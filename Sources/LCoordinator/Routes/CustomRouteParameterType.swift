/// A route parameter type an app declares for its own patterns: its name as a pattern writes it,
/// how a link's text becomes a value (parsing and validating in one step), and its constraint in
/// words, which the deep-link console's dry run and its refusals show.
///
/// ```swift
/// let version = CustomRouteParameterType(name: "semver", constraint: "a version such as 1.2.3") { text in
///     let parts = text.split(separator: ".", omittingEmptySubsequences: false)
///     guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
///     else { return nil }
///     return .string(text)
/// }
/// let pattern = try RoutePattern("scout://release/<semver:version>", types: [version])
/// ```
///
/// Two types are equal when their names and constraints are: a pattern names one type per name.
public struct CustomRouteParameterType: Hashable, Sendable, CustomStringConvertible {
    /// The name a pattern writes before the colon (`semver` in `<semver:version>`).
    public let name: String
    /// What the type accepts, in words, for the console and error messages (`a version such as 1.2.3`).
    public let constraint: String
    private let parse: @Sendable (String) -> RouteValue?

    /// `<name: constraint>`.
    public var description: String { "<\(name)>: \(constraint)" }

    /// A type called `name` (an identifier other than `int`, `int0`, `string`, `slug` and `text`)
    /// that accepts what `parse` turns into a value.
    ///
    /// - Parameters:
    ///   - name: How patterns write the type.
    ///   - constraint: What the type accepts, in words.
    ///   - parse: The value of a percent-decoded path segment, or nil when the segment breaks the
    ///     constraint. A value must print back to the same text (`RouteValue`'s `int` as its
    ///     decimal digits), so that a route's URL matches the route again.
    public init(name: String, constraint: String, parse: @escaping @Sendable (String) -> RouteValue?) {
        self.name = name
        self.constraint = constraint
        self.parse = parse
    }

    /// The value of `text`, or nil when it breaks the constraint.
    public func value(of text: String) -> RouteValue? {
        parse(text)
    }

    /// Whether two types have the same name and constraint.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.constraint == rhs.constraint
    }

    /// Hashes the name and the constraint.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(constraint)
    }
}
