/// The minimum coverage a run requires (`--coverage-min`): either one percentage for every
/// category (`90`) or one per named category (`routes=100,screens=100`); categories not named
/// have no minimum.
public struct CoverageMinimum: Hashable, Sendable {
    /// The percentage every category must reach, when one was given for all.
    public var all: Double?
    /// The percentage per named category.
    public var byCategory: [String: Double]

    /// - Parameters: see the properties.
    public init(all: Double? = nil, byCategory: [String: Double] = [:]) {
        self.all = all
        self.byCategory = byCategory
    }

    /// The categories a navigation coverage reports, in order; `--coverage-min` names these.
    public static let categoryNames = ["screens", "transitions", "routes", "gates", "keys"]

    /// Parses `P` or `NAME=P[,NAME=P…]` with each P in 0…100; nil when malformed or when a
    /// name is not one of `categories`.
    public init?(parsing text: String, categories: [String]) {
        func percent(_ value: Substring) -> Double? {
            guard let number = Double(value), number.isFinite, (0...100).contains(number) else { return nil }
            return number
        }
        if let value = percent(Substring(text)) {
            self.init(all: value)
            return
        }
        var byCategory: [String: Double] = [:]
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pieces.count == 2, categories.contains(String(pieces[0])), let value = percent(pieces[1]) else { return nil }
            byCategory[String(pieces[0])] = value
        }
        self.init(byCategory: byCategory)
    }

    /// The minimum for `category`, if any.
    public func percent(for category: String) -> Double? {
        byCategory[category] ?? all
    }
}
