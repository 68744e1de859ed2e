/// A route as a state file stores it: `{"pattern": "shop://product/<int:id>", "parameters": {"id": 42}}`.
/// Decoding checks the pattern and the values like `Route(pattern:parameters:)`.
struct RouteRecord: Codable {
    let route: Route

    init(_ route: Route) {
        self.route = route
    }

    private enum CodingKeys: String, CodingKey {
        case pattern, parameters
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pattern = try container.decode(Pattern.self, forKey: .pattern).pattern
        let values = try container.decodeIfPresent([String: Value].self, forKey: .parameters) ?? [:]
        route = try Route(pattern: pattern, parameters: values.mapValues(\.value))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Pattern(route.pattern), forKey: .pattern)
        try container.encode(route.parameters.mapValues(Value.init), forKey: .parameters)
    }

    /// A pattern as its text; decoding fails on a pattern that does not parse.
    struct Pattern: Codable {
        let pattern: RoutePattern

        init(_ pattern: RoutePattern) {
            self.pattern = pattern
        }

        init(from decoder: any Decoder) throws {
            pattern = try RoutePattern(try decoder.singleValueContainer().decode(String.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(pattern.text)
        }
    }

    /// A parameter's value as a bare JSON number or string.
    struct Value: Codable {
        let value: RouteValue

        init(_ value: RouteValue) {
            self.value = value
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                value = .int(number)
            } else {
                value = .string(try container.decode(String.self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch value {
            case .int(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            }
        }
    }
}
