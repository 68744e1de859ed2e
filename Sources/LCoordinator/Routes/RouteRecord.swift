#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A route as a state file stores it: `{"pattern": "shop://product/<int:id>", "parameters": {"id": 42}}`.
/// Decoding checks the pattern and the values like `Route(pattern:parameters:)`; a pattern the
/// decoder's route table holds is taken from it, so an app's own parameter types restore too.
struct RouteRecord: Codable {
    /// The `userInfo` key of the `RouteTable` whose patterns a decoder resolves.
    /// (The standard library's initializer is failable; this raw value is always accepted.)
    static let routesKey = CodingUserInfoKey(rawValue: "LCoordinator.routes")

    /// A JSON decoder that resolves patterns in `routes`.
    static func decoder(routes: RouteTable) -> JSONDecoder {
        let decoder = JSONDecoder()
        if let key = routesKey { decoder.userInfo[key] = routes }
        return decoder
    }

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
            let text = try decoder.singleValueContainer().decode(String.self)
            if let key = RouteRecord.routesKey, let routes = decoder.userInfo[key] as? RouteTable,
               let known = routes.patterns.first(where: { $0.text == text }) {
                pattern = known
            } else {
                pattern = try RoutePattern(text)
            }
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
