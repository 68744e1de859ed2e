/// A `NavigationState` as a state file stores it: its fields at the top level, each route a
/// `RouteRecord`.
struct NavigationStateRecord: Codable {
    var version: Int
    var flow: String
    var selectedTab: Int?
    var stacks: [[RouteRecord]]
    var presented: [Layer]

    /// A presented layer: its style's name and its screens, root first.
    struct Layer: Codable {
        var style: String
        var stack: [RouteRecord]
    }

    /// Decodes as the synthesized decoder would, except that a whole-number field holding
    /// another number (`1.5`, `1e25`) is named with what it should hold.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeWholeNumber(forKey: .version, holding: "the format's version, a whole number")
        flow = try container.decode(String.self, forKey: .flow)
        let hasTab = try container.contains(.selectedTab) && !container.decodeNil(forKey: .selectedTab)
        selectedTab = hasTab ? try container.decodeWholeNumber(forKey: .selectedTab, holding: "the selected tab's index, a whole number from 0") : nil
        stacks = try container.decode([[RouteRecord]].self, forKey: .stacks)
        presented = try container.decode([Layer].self, forKey: .presented)
    }

    init(_ state: NavigationState) {
        version = state.version
        flow = state.flow
        selectedTab = state.selectedTab
        stacks = state.stacks.map { $0.map(RouteRecord.init) }
        presented = state.presented.map { Layer(style: $0.style, stack: $0.stack.map(RouteRecord.init)) }
    }

    /// The state this record holds.
    var state: NavigationState {
        NavigationState(version: version, flow: flow, selectedTab: selectedTab, stacks: stacks.map { $0.map(\.route) },
                        presented: presented.map { NavigationState.Layer(style: $0.style, stack: $0.stack.map(\.route)) })
    }
}

/// A field of a state file that should hold a whole number and holds something else.
struct WholeNumberFieldError: Error, CustomStringConvertible {
    /// The field's name.
    var field: String
    /// What the field holds in a good file ("the format's version, a whole number").
    var meaning: String
    /// What the file has there.
    var found: String

    var description: String { "'\(field)' should hold \(meaning); it holds \(found)" }
}

extension KeyedDecodingContainer {
    /// The whole number at `key`; anything else (a fraction, a number too large, text) throws
    /// `WholeNumberFieldError` naming the field and `meaning`.
    func decodeWholeNumber(forKey key: Key, holding meaning: String) throws -> Int {
        if let value = try? decode(Int.self, forKey: key) { return value }
        let found: String
        if let number = try? decode(Double.self, forKey: key) {
            found = "\(number)"
        } else if let text = try? decode(String.self, forKey: key) {
            found = "the text \"\(text.prefix(40))\""
        } else if (try? decodeNil(forKey: key)) == true {
            found = "null"
        } else if !contains(key) {
            // Missing: the decoder's own error ("'version' is missing").
            return try decode(Int.self, forKey: key)
        } else {
            found = "something else"
        }
        throw WholeNumberFieldError(field: key.stringValue, meaning: meaning, found: found)
    }
}
