import Tape
import Testing

/// Replays the tape at `path` on `host` inside a Swift Testing `@Test`, and records each failed
/// expectation (or syntax error) as an issue at the tape's own file and line, whose message
/// shows the expectation and the screen, so the report — and the editor — point at the
/// `Expect` that did not hold, not at the test.
///
/// The replay suspends while the app's asynchronous work settles (owned tasks, main-actor
/// jobs), so the test is `async` and the main actor is free between steps:
///
/// ```swift
/// import TapeTesting
/// import Testing
///
/// @Test @MainActor func pushAndBack() async {
///     await expectTape("Tapes/push-and-back.tape", host: MyTapeHost())
/// }
/// ```
///
/// A relative `path` is read from the current directory (the package root under `swift test`).
/// The failure's message is the runner's report: the expectation, any diff, and the screen.
///
/// - Parameters:
///   - updateSnapshots: write the tape's `Snapshot` files instead of comparing them.
///   - report: when the tape fails, write an HTML report of it as `report/index.html` (the
///     failing steps, and the expected and actual screens as pictures).
///   - sourceLocation: where the issue is recorded when the tape cannot be read at all.
/// - Returns: the result, or nil when the tape could not be read or parsed.
@MainActor
@discardableResult
public func expectTape(_ path: String, host: some TapeHost, updateSnapshots: Bool = false, report: String? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) async -> TapeResult? {
    let runner = TapeRunner(host: host, options: .init(updateSnapshots: updateSnapshots))
    let diagnostics = runner.parser.diagnose(contentsOf: path)
    if !diagnostics.isEmpty {
        for error in diagnostics {
            Issue.record(Comment(rawValue: error.description), sourceLocation: TapeSourceLocation.of(error.location) ?? sourceLocation)
        }
        return nil
    }
    let tape: Tape
    do {
        tape = try runner.parser.parse(contentsOf: path)
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: TapeSourceLocation.of(error.location) ?? sourceLocation)
        return nil
    }
    let result = await runner.run(tape)
    if let report, !result.passed {
        var page = TapeReport()
        page.add(result, of: tape)
        do {
            _ = try page.write(toDirectory: report)
        } catch {
            Issue.record(Comment(rawValue: "cannot write the report: \(error)"), sourceLocation: sourceLocation)
        }
    }
    for failure in result.failures {
        Issue.record(Comment(rawValue: failure.description), sourceLocation: TapeSourceLocation.of(failure.location) ?? sourceLocation)
    }
    return result
}
