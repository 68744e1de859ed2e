/// Collects what a suite of tapes reaches while it builds one app per tape: a `TapeHost` that
/// wraps the app's own host, plus the coverage report and the navigation graph it gathered.
///
/// `TapeCommandLine` (`--coverage`, `--coverage-min`, `--graph`) and `lcdemo --replay` replay
/// through it. An app does not implement it: its host conforms to `TapeCoverageHost` (in
/// LCoordinator, `NavigationTapeHost` does that by declaring a `NavigationMap`), and
/// `NavigationCoverage` is the collector.
///
/// ```swift
/// let coverage = host.makeCoverage()
/// let suite = TapeSuiteRunner(runner: TapeRunner(host: coverage)) { print($0) }
/// _ = suite.run(paths: tapes)
/// coverage.report.lines.forEach { print($0) }
/// print(coverage.graph(.mermaid))
/// ```
@MainActor
public protocol TapeCoverage: AnyObject, TapeHost {
    /// Every category (`CoverageReport.categoryNames`) over the tapes replayed so far.
    var report: CoverageReport { get }

    /// The navigation graph the tapes observed, with what the app declares, in `format`.
    func graph(_ format: GraphFormat) -> String
}
