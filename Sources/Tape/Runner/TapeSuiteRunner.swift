import TerminalCore
import TerminalUI

/// Runs tape files one after another and reports them the way `lcdemo --replay` prints.
///
/// Lines go to the `write` closure (never to standard output), ending with exactly
/// `N passed, N failed`. A malformed tape prints every error of its file, runs no step and counts
/// as failed; the other tapes still run. Exit codes: 0 all passed, 2 a tape was malformed or the
/// report could not be written, otherwise 1 when an expectation failed.
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
            // Ctrl+C in a `--tty` replay stops the suite, not only the tape.
            if result.failures.contains(where: { $0.kind == .interrupted }) {
                summary.interrupted = true
                break
            }
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
    /// Whether Ctrl+C or SIGINT stopped the suite (a `--tty` replay).
    package var interrupted = false

    /// Tapes whose every step held.
    public var passed: Int { results.count { $0.passed } }

    /// Tapes that failed an expectation or were malformed.
    public var failed: Int { results.count { !$0.passed } + malformed.count }

    /// 130 when Ctrl+C or SIGINT stopped it, 2 when a tape was malformed or the report could
    /// not be written, otherwise 1 when one failed, 0 when every tape passed.
    public var exitCode: Int32 {
        if interrupted { return 130 }
        if !malformed.isEmpty || outputFailed { return 2 }
        return failed > 0 ? 1 : 0
    }

    /// A summary.
    public init(results: [TapeResult] = [], malformed: [String] = []) {
        self.results = results
        self.malformed = malformed
    }
}
