import LCoordinatorLaunch
import TerminalCore

/// `--coverage`, `--coverage-min P|NAME=P,…`, `--coverage-strict` and `--graph mermaid|dot`: what a replay reports
/// about the tapes' reach. Shared by `TapeCommandLine` and `lcdemo`, so both take the same
/// values, print the same lines and exit with the same codes.
package struct TapeCoverageOptions: Hashable, Sendable {
    /// `--graph`: write the navigation graph to standard output (the tape report then goes to
    /// standard error).
    package var graph: GraphFormat?
    /// `--coverage`: the coverage lines after the `N passed, N failed` line.
    package var coverage = false
    /// `--coverage-min`: fail (exit 1) under these percentages.
    package var minimum: CoverageMinimum?
    /// `--coverage-strict`: fail (exit 1) when the tapes reached what the app does not declare.
    package var strict = false

    /// Whether any of the options was given.
    package var isRequested: Bool { graph != nil || coverage || minimum != nil || strict }

    /// - Parameters: see the properties.
    package init(graph: GraphFormat? = nil, coverage: Bool = false, minimum: CoverageMinimum? = nil, strict: Bool = false) {
        self.strict = strict
        self.graph = graph
        self.coverage = coverage
        self.minimum = minimum
    }

    /// Parses `--coverage-min`'s value.
    ///
    /// - Throws: the one-line usage error naming the accepted forms and the categories.
    package static func minimum(parsing text: String) throws(TapeCommandLineError) -> CoverageMinimum {
        guard let minimum = CoverageMinimum(parsing: text, categories: CoverageMinimum.categoryNames) else {
            throw TapeCommandLineError("--coverage-min takes a percentage 0…100, or NAME=P pairs separated by commas (names: \(CoverageMinimum.categoryNames.joined(separator: ", "))), not '\(PrintableText.escaping(text))'")
        }
        return minimum
    }

    /// Parses `--graph`'s value.
    ///
    /// - Throws: the one-line usage error naming the formats.
    package static func graphFormat(parsing text: String) throws(TapeCommandLineError) -> GraphFormat {
        guard let format = GraphFormat(rawValue: text) else {
            throw TapeCommandLineError("--graph takes \(GraphFormat.allCases.map(\.rawValue).joined(separator: " or ")), not '\(PrintableText.escaping(text))'")
        }
        return format
    }

    /// Checks how the options combine with the rest of the command line.
    ///
    /// - Parameter replaying: whether tapes are replayed (`--replay FILE.tape…`).
    /// - Throws: the usage error naming the option that needs another.
    package func validate(replaying: Bool) throws(TapeCommandLineError) {
        if !replaying, isRequested { throw TapeCommandLineError("--graph, --coverage and --coverage-min go with --replay FILE.tape") }
        if minimum != nil, !coverage { throw TapeCommandLineError("--coverage-min goes with --coverage") }
        if strict, !coverage { throw TapeCommandLineError("--coverage-strict goes with --coverage") }
    }
}
