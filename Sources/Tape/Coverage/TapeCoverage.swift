/// Collects what a suite of tapes reaches: a `TapeHost` that wraps the app's own host, plus the
/// coverage report and the navigation graph it gathered.
///
/// Apps do not implement it: their host conforms to `TapeCoverageHost` and `makeCoverage()`
/// returns the collector.
///
/// ```swift
/// let coverage = host.makeCoverage()
/// _ = TapeSuiteRunner(runner: TapeRunner(host: coverage)) { print($0) }.run(paths: tapes)
/// coverage.report.lines.forEach { print($0) }
/// ```
@MainActor
public protocol TapeCoverage: AnyObject, TapeHost {
    /// Every category (`CoverageReport.categoryNames`) over the tapes replayed so far.
    var report: CoverageReport { get }

    /// The navigation graph the tapes observed, with what the app declares, in `format`.
    func graph(_ format: GraphFormat) -> String
}
