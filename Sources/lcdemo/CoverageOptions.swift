import ArgumentParser
import ShopTapes
import Tape

/// `--graph`, `--coverage` and `--coverage-min`: what the replayed tapes reached (issue 16).
struct CoverageOptions: ParsableArguments {
    @Option(help: ArgumentHelp("With --replay: write the navigation graph the tapes observed (mermaid or dot) to standard output; the tape report goes to standard error.", valueName: "FORMAT"))
    var graph: GraphFormat?

    @Flag(help: "With --replay: after the results, report the screens, transitions, deep-link routes and gates the tapes reached.")
    var coverage = false

    @Option(name: .customLong("coverage-min"), help: ArgumentHelp("With --coverage: fail under P percent, for every category (P) or the named ones (screens=100,routes=100; categories: screens, transitions, routes, gates).", valueName: "P|NAME=P,…"))
    var coverageMinimum: String?

    /// Whether any of these options was given.
    var isRequested: Bool { graph != nil || coverage || coverageMinimum != nil }

    func validate() throws {
        if let coverageMinimum, CoverageMinimum(parsing: coverageMinimum, categories: ShopCoverage.categories) == nil {
            throw ValidationError("--coverage-min takes a percentage 0…100, or NAME=P pairs separated by commas (names: \(ShopCoverage.categories.joined(separator: ", "))), not '\(coverageMinimum)'")
        }
        if coverageMinimum != nil && !coverage { throw ValidationError("--coverage-min goes with --coverage") }
    }

    /// Writes the coverage lines after the suite's report and the graph, if asked; returns the
    /// exit code: the suite's, or 1 when coverage is under a minimum and the tapes passed.
    @MainActor
    func finish(_ collected: ShopCoverage, suiteExitCode: Int32, write: (String) -> Void) -> Int32 {
        var code = suiteExitCode
        if coverage {
            let report = collected.report
            report.lines.forEach(write)
            let minimum = coverageMinimum.flatMap { CoverageMinimum(parsing: $0, categories: ShopCoverage.categories) }
            if let minimum {
                let shortfalls = report.shortfalls(minimum)
                shortfalls.forEach(write)
                if !shortfalls.isEmpty && code == 0 { code = 1 }
            }
        }
        if let graph {
            let text = graph == .mermaid ? collected.graph.mermaid() : collected.graph.dot()
            print(text)
        }
        return code
    }
}
