import AppLauncher

/// What a replay reports after its tapes, as `--coverage`, `--coverage-min`, `--coverage-strict`
/// and `--graph` asked.
extension TapeCoverageOptions {
    /// Writes the coverage lines (and any shortfall) with `write`, then the graph with
    /// `writeGraph`, as asked; returns the exit code: the suite's, or 1 when a category is under
    /// its minimum and every tape passed.
    @MainActor
    package func finish(_ collected: any TapeCoverage, suiteExitCode: Int32,
                        write: (String) -> Void, writeGraph: (String) -> Void) -> Int32 {
        var code = suiteExitCode
        if coverage {
            let report = collected.report
            report.lines.forEach(write)
            if let minimum {
                let shortfalls = report.shortfalls(minimum)
                shortfalls.forEach(write)
                if !shortfalls.isEmpty && code == 0 { code = 1 }
            }
            if strict {
                let undeclared = report.undeclaredFailures
                undeclared.forEach(write)
                if !undeclared.isEmpty && code == 0 { code = 1 }
            }
        }
        if let graph { writeGraph(collected.graph(graph)) }
        return code
    }
}
