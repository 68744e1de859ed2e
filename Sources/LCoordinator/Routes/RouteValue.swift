/// A typed route parameter: a number (`<int:id>`) or a string (`<code>`, a choice).
public enum RouteValue: Hashable, Sendable {
    case int(Int)
    case string(String)

    /// The value as it is printed in a URL (before percent-encoding).
    package var text: String {
        switch self {
        case .int(let number): String(number)
        case .string(let text): text
        }
    }

    /// The type's name, for the console (`int`, `string`).
    package var typeName: String {
        switch self {
        case .int: "int"
        case .string: "string"
        }
    }
}
