import TerminalCore
import TerminalUI

/// Runs tape files one after another and reports them the way `lcdemo --replay` prints
/// (SPEC §8).
///
/// Output goes line by line (without line endings) to the `write` closure, never to standard
/// output directly, so tests capture it and `lcdemo` decides where it goes. For each tape, in
/// the order given:
///
/// ```
/// PASS demo-scripts/home.tape
/// demo-scripts/home.tape:9: Screenshot        ← what Screenshot printed, if anything
///     ┌─ 80x24 ─────…┐
///   1 │ …            │
///     └──────────────┘
/// FAIL demo-scripts/product.tape
/// demo-scripts/product.tape:7: expected "Product 42" on screen
///     ┌─ 80x24 ─────…┐                         ← the screen when it failed
///   …
/// FAIL demo-scripts/typo.tape
/// demo-scripts/typo.tape:3:1: error: unknown command 'Entr'; did you mean 'Enter'?
/// 1 passed, 2 failed
/// ```
///
/// A malformed tape prints every error of the file (`FILE:LINE:COLUMN: error: …`), runs no
/// step, and counts as failed; the other tapes still run, so one typo does not hide how the
/// rest fare. With `reportDirectory` (`--report DIR`) the line `report: DIR/index.html` comes
/// before it. The last line is always exactly `N passed, N failed`.
///
/// Exit codes: 0 when every tape passed, 2 when a tape was malformed (even if others failed
/// their expectations) or the report could not be written, otherwise 1 when an expectation failed.
@MainActor
public struct TapeSuiteRunner {
    /// Replays each well-formed tape.
    public var runner: TapeRunner
    /// Receives the report one line at a time.
    public var write: @MainActor (String) -> Void
    /// `--report DIR`: also write the results as `DIR/index.html` (see `TapeReport`).
    package var reportDirectory: String?

    /// - Parameters:
    ///   - runner: replays the tapes (its host's routes are the ones `Route` accepts).
    ///   - write: receives each line of the report, without a line ending.
    public init(runner: TapeRunner, write: @escaping @MainActor (String) -> Void) {
        self.runner = runner
        self.write = write
    }

    /// Parses and replays every tape at `paths`, in order, and reports each.
    ///
    /// - Returns: the counts, the results and the exit code.
    @discardableResult
    public func run(paths: [String]) async -> TapeSuiteSummary {
        var summary = TapeSuiteSummary()
        var report = TapeReport()
        let parser = runner.parser
        for path in paths {
            // Read once: a pipe, `/dev/stdin` or `<(…)` is empty the second time.
            let (parsed, errors) = parser.analyze(contentsOf: path)
            guard let tape = parsed, errors.isEmpty else {
                summary.malformed.append(path)
                write("FAIL \(PrintableText.escaping(path))")
                errors.forEach { write($0.description) }
                report.add(malformed: path, errors: errors)
                continue
            }
            let result = await runner.run(tape)
            report.add(result, of: tape)
            summary.results.append(result)
            write("\(result.passed ? "PASS" : "FAIL") \(PrintableText.escaping(path))")
            result.output.forEach(write)
            for failure in result.failures { failure.lines.forEach(write) }
        }
        if let reportDirectory {
            do {
                let page = try report.write(toDirectory: reportDirectory)
                write("report: \(PrintableText.escaping(page))")
            } catch {
                write("cannot write the report: \(error); pick a directory that can be written with --report DIR")
                summary.outputFailed = true
            }
        }
        write("\(summary.passed) passed, \(summary.failed) failed")
        return summary
    }

    /// `run(paths:)` from a synchronous `main` (a command line), running the main queue while
    /// the apps' work settles.
    @discardableResult
    package func runToCompletion(paths: [String]) -> TapeSuiteSummary {
        Application.runToCompletion { await self.run(paths: paths) }
    }
}

/// The outcome of a suite of tapes.
public struct TapeSuiteSummary: Hashable, Sendable {
    /// The results of the tapes that could be replayed, in order.
    public var results: [TapeResult] = []
    /// The paths of the malformed tapes (none of their steps ran).
    public var malformed: [String] = []
    /// Whether the report could not be written.
    package var outputFailed = false

    /// Tapes whose every step held.
    public var passed: Int { results.count { $0.passed } }

    /// Tapes that failed an expectation or were malformed.
    public var failed: Int { results.count { !$0.passed } + malformed.count }

    /// 0 when every tape passed, 2 when one was malformed or the report could not be written,
    /// otherwise 1 when one failed.
    public var exitCode: Int32 {
        if !malformed.isEmpty || outputFailed { return 2 }
        return failed > 0 ? 1 : 0
    }

    /// A summary.
    public init(results: [TapeResult] = [], malformed: [String] = []) {
        self.results = results
        self.malformed = malformed
    }
}
