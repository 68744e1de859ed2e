/// What a suite of tapes reached, per category (`screens`, `transitions`, …), against what the
/// host declares. Printed after the `N passed, N failed` line by `lcdemo --replay --coverage`:
///
/// ```
/// coverage screens: 14/16 (87.5%); never reached: PromoCoordinator, TrackingCoordinator
/// coverage transitions: 30/31 (96.7%); undeclared: HomeCoordinator -push-> PromoCoordinator
/// ```
///
/// No line starts with a digit, so none reads as a test-result line.
public struct CoverageReport: Hashable, Sendable {
    /// One category: what is declared and what the tapes reached.
    public struct Category: Hashable, Sendable {
        /// The category's name (`screens`, `transitions`, `routes`, `keys`).
        public var name: String
        /// Everything that could be reached.
        public var declared: Set<String>
        /// What the tapes reached (may hold items not declared; they count as declared too).
        public var reached: Set<String>
        /// What the tapes reached that the app was expected to declare and did not (a transition
        /// its navigation map leaves out); listed, and refused by `--coverage-strict`.
        public var undeclared: Set<String>

        /// - Parameters: see the properties.
        public init(name: String, declared: Set<String>, reached: Set<String>, undeclared: Set<String> = []) {
            self.name = name
            self.declared = declared
            self.reached = reached
            self.undeclared = undeclared
        }

        /// Everything countable: the declared items and whatever was reached besides.
        public var total: Set<String> { declared.union(reached) }

        /// The items never reached, sorted.
        public var missed: [String] { total.subtracting(reached).sorted() }

        /// Reached over total, in percent; 100 when nothing is declared.
        public var percent: Double {
            total.isEmpty ? 100 : Double(reached.count) * 100 / Double(total.count)
        }

        /// The report line for this category.
        public var line: String {
            let figure = "coverage \(name): \(reached.count)/\(total.count) (\(CoverageReport.format(percent))%)"
            var line = missed.isEmpty ? figure : figure + "; never reached: " + missed.joined(separator: ", ")
            if !undeclared.isEmpty { line += "; undeclared: " + undeclared.sorted().joined(separator: ", ") }
            return line
        }
    }

    /// The categories, in report order.
    public var categories: [Category]

    /// The categories a navigation coverage reports, in order; `--coverage-min` names these.
    public nonisolated static let categoryNames = CoverageMinimum.categoryNames

    /// - Parameter categories: in report order.
    public init(categories: [Category]) {
        self.categories = categories
    }

    /// A percentage with one decimal, rounded down so 99.96 never reads as 100.0.
    static func format(_ percent: Double) -> String {
        let tenths = Int((percent * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// One line per category.
    public var lines: [String] { categories.map(\.line) }

    /// One line per category that reached what was not declared, for `--coverage-strict`
    /// (`coverage transitions: 1 undeclared (A -push-> B); declare it in the navigation map`).
    public var undeclaredFailures: [String] {
        categories.compactMap { category -> String? in
            guard !category.undeclared.isEmpty else { return nil }
            let items = category.undeclared.sorted()
            return "coverage \(category.name): \(items.count) undeclared (\(items.joined(separator: ", "))); declare \(items.count == 1 ? "it" : "them") in the navigation map"
        }
    }

    /// One line per category under its minimum (`coverage screens: 87.5% is under the minimum 100%`).
    public func shortfalls(_ minimum: CoverageMinimum) -> [String] {
        categories.compactMap { category -> String? in
            guard let required = minimum.percent(for: category.name), category.percent < required else { return nil }
            return "coverage \(category.name): \(CoverageReport.format(category.percent))% is under the minimum \(CoverageReport.format(required))%"
        }
    }
}
