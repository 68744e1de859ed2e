/// Why a route pattern, or a route printed from one, is not valid.
public enum RoutePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern text is malformed; the string says how.
    case malformed(pattern: String, reason: String)
    /// A parameter the pattern names has no value.
    case missingParameter(pattern: String, name: String)
    /// A value breaks its parameter's constraint, or has the wrong type.
    case invalidValue(pattern: String, name: String, value: String, constraint: String)
    /// A value names a parameter the pattern does not have.
    case unknownParameter(pattern: String, name: String)

    /// A one-line message that names what to fix in the pattern.
    public var description: String {
        // Patterns, names and values may come from a file or a link: escaped before printing.
        let message = switch self {
        case let .malformed(pattern, reason): "the route pattern '\(pattern)' is malformed: \(reason)"
        case let .missingParameter(pattern, name): "the route \(pattern) needs a value for '\(name)'"
        case let .invalidValue(pattern, name, value, constraint):
            "'\(value)' is not a valid '\(name)' for \(pattern) (expected \(constraint))"
        case let .unknownParameter(pattern, name): "the route \(pattern) has no parameter '\(name)'"
        }
        return PrintableText.escaping(message)
    }
}
