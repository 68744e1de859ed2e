/// The values the command line gave the app's own options (`AppOption`), as the app reads them
/// when it starts.
///
/// ```swift
/// let server = options["--server"] ?? "news.example"
/// ```
public struct AppOptions: Hashable, Sendable {
    /// Each option given, by name, to its values in the order given (a switch: one empty string
    /// each time it was given).
    public var values: [String: [String]]

    /// The options `values` gives (none by default: what an app without options gets).
    public init(_ values: [String: [String]] = [:]) {
        self.values = values
    }

    /// The last value given to the option `name`; nil when it was not given (a switch: "").
    public subscript(_ name: String) -> String? { values[name]?.last }

    /// Every value given to the option `name`, in order (empty when it was not given).
    public func values(of name: String) -> [String] { values[name] ?? [] }

    /// Whether the option `name` was given.
    public func isGiven(_ name: String) -> Bool { values[name] != nil }
}
