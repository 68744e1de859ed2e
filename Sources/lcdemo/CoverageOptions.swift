import ArgumentParser
import Tape

/// `--graph`, `--coverage` and `--coverage-min`: what the replayed tapes reached.
/// Parsing, messages and the report are `TapeCoverageOptions`', shared with `TapeCommandLine`.
struct CoverageOptions: ParsableArguments {
    @Option(help: ArgumentHelp("With --replay: write the navigation graph the tapes observed (mermaid or dot) to standard output; the tape report goes to standard error.", valueName: "FORMAT"))
    var graph: GraphFormat?

    @Flag(help: "With --replay: after the results, report the screens, transitions, deep-link routes and gates, and footer keys the tapes reached.")
    var coverage = false

    @Option(name: .customLong("coverage-min"), help: ArgumentHelp("With --coverage: fail under P percent, for every category (P) or the named ones (screens=100,routes=100; categories: \(CoverageReport.categoryNames.joined(separator: ", "))).", valueName: "P|NAME=P,…"))
    var coverageMinimum: String?

    /// Whether any of these options was given.
    var isRequested: Bool { graph != nil || coverage || coverageMinimum != nil }

    /// The options as `TapeCommandLine` holds them (nil minimum when malformed; `validate` refuses it).
    var shared: TapeCoverageOptions {
        TapeCoverageOptions(graph: graph, coverage: coverage,
                            minimum: coverageMinimum.flatMap { try? TapeCoverageOptions.minimum(parsing: $0) })
    }

    func validate() throws {
        do {
            if let coverageMinimum { _ = try TapeCoverageOptions.minimum(parsing: coverageMinimum) }
            // lcdemo's own validate says "go with --replay" first; here only their combination.
            try shared.validate(replaying: true)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
