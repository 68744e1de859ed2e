/// A typed route parameter: a number (`<int:id>`) or a string (`<code>`, a choice).
///
/// Encodes as a bare JSON number or string.
public enum RouteValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case int(Int)
    case string(String)

    /// The value as it is printed in a URL (before percent-encoding).
    public var description: String {
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

    /// Decodes an integer or a string value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the value as a JSON integer or string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        }
    }
}
