import FoundationEssentials

extension NavigationState {
    /// The state as pretty-printed JSON with sorted keys (stable, diffable).
    public func jsonText() -> String {
        Self.jsonText(of: NavigationStateRecord(self))
    }

    /// `value` as pretty-printed JSON with sorted keys, the way state files are written.
    static func jsonText(of value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Decodes `json` strictly and checks it against `routes`.
    ///
    /// - Throws: `NavigationStateError`: `.malformed` (not JSON, a missing field, a parameter
    ///   that breaks its pattern), `.otherVersion`, `.unknownScreen`, `.tooLarge` (more bytes,
    ///   nesting, stacks, screens or layers than the limits allow; checked before decoding
    ///   where it can be).
    public init(json: String, routes: RouteTable) throws(NavigationStateError) {
        if json.utf8.count > Self.maximumFileSize {
            throw .tooLarge("\(json.utf8.count) bytes; at most \(Self.maximumFileSize)")
        }
        if Self.nestingDepth(of: json, limit: Self.maximumJSONDepth) > Self.maximumJSONDepth {
            throw .tooLarge("nested deeper than \(Self.maximumJSONDepth) levels")
        }
        let state: NavigationState
        do {
            state = try RouteRecord.decoder(routes: routes).decode(NavigationStateRecord.self, from: Data(json.utf8)).state
        } catch {
            // The version first: a file of another version may have another shape too.
            if let version = Self.version(in: json), version != Self.currentVersion { throw .otherVersion(version) }
            if let error = error as? WholeNumberFieldError { throw .malformed(error.description) }
            if let error = error as? DecodingError { throw .malformed(Self.reason(error)) }
            throw .malformed("\(error)")
        }
        try state.validate(against: routes)
        self = state
    }

    /// The `version` field of a JSON object, if it has a whole-number one.
    private static func version(in json: String) -> Int? {
        struct Versioned: Decodable { let version: Int }
        return (try? JSONDecoder().decode(Versioned.self, from: Data(json.utf8)))?.version
    }

    private static func reason(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        switch error {
        case .dataCorrupted(let context):
            if let pattern = context.underlyingError as? RoutePatternError { return pattern.description + path(context) }
            return context.codingPath.isEmpty ? "not JSON" : context.debugDescription + path(context)
        case .keyNotFound(let key, let context): return "'\(key.stringValue)' is missing\(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return context.debugDescription + path(context)
        @unknown default: return "\(error)"
        }
    }
}
