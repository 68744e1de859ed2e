import Tape
import TerminalCore
import Testing

/// Replays each tape at `paths` twice, on `host` and on the collector of `host.makeCoverage()`
/// (what `--coverage` replays through), and records an issue for every screen the two replays
/// showed differently: collecting coverage must change nothing on screen.
///
/// An app may run work the replay does not own (the LoadingData example's detached task, on
/// purpose): on a busy machine (`swift test` runs suites side by side on the main actor) its
/// result can reach the screen a poll of a `Wait` earlier or later in one replay than in
/// another, with or without coverage. So when the two differ, both are replayed again, up to
/// `attempts` times each, and the check passes as soon as a plain replay and a covered one
/// match: a difference that coverage makes shows in every pair.
///
/// - Parameters:
///   - paths: the tapes, each replayed on a fresh app every time.
///   - host: the app's tape host.
///   - attempts: the most replays of each kind for one tape.
///   - sourceLocation: where the issues are recorded.
@MainActor
package func expectCoverageChangesNoScreen(_ paths: [String], host: some TapeCoverageHost, attempts: Int = 3,
                                           sourceLocation: SourceLocation = #_sourceLocation) async {
    let coverage = host.makeCoverage()
    for path in paths {
        var plainRuns: [(screens: [[String]], passed: Bool)] = []
        var coveredRuns: [(screens: [[String]], passed: Bool)] = []
        var matched = false
        for _ in 0..<max(1, attempts) {
            plainRuns.append(await ScreenRecordingTerminal.screens(of: path, host: host))
            coveredRuns.append(await ScreenRecordingTerminal.screens(of: path, host: coverage))
            matched = plainRuns.contains { plain in coveredRuns.contains { $0.screens == plain.screens && $0.passed == plain.passed } }
            if matched { break }
        }
        guard !matched, let plain = plainRuns.first, let covered = coveredRuns.first else { continue }
        let common = min(plain.screens.count, covered.screens.count)
        let index = (0..<common).first { plain.screens[$0] != covered.screens[$0] } ?? common
        let shown = { (screens: [[String]]) in index < screens.count ? screens[index].joined(separator: "\n") : "(no screen)" }
        Issue.record(Comment(rawValue: """
            \(path): screen \(index + 1) differs under --coverage in each of \(plainRuns.count) replays (\(plain.screens.count) \
            screens plain, \(covered.screens.count) with coverage; passed \(plain.passed) and \(covered.passed))
            plain:
            \(shown(plain.screens))
            with coverage:
            \(shown(covered.screens))
            """), sourceLocation: sourceLocation)
    }
}

/// A headless terminal that keeps every screen presented on it: a replay presents one each time
/// a step looks at the screen, and at the end.
@MainActor
package final class ScreenRecordingTerminal: ReplayTerminal {
    private let base: HeadlessTerminal
    /// Every screen presented, in order.
    package private(set) var screens: [[String]] = []

    package init(size: Size) {
        base = HeadlessTerminal(size: size)
    }

    /// Replays the tape at `path` on `host`: the screens it showed, and whether it passed.
    package static func screens(of path: String, host: some TapeHost) async -> (screens: [[String]], passed: Bool) {
        var terminals: [ScreenRecordingTerminal] = []
        let runner = TapeRunner(host: host) { size in
            let terminal = ScreenRecordingTerminal(size: size)
            terminals.append(terminal)
            return terminal
        }
        let passed: Bool
        do {
            passed = try await runner.run(contentsOf: path).passed
        } catch {
            return ([], false)
        }
        return (terminals.flatMap(\.screens), passed)
    }

    package var size: Size { base.size }
    package var lines: [String] { base.lines }
    package func start() throws { try base.start() }
    package func stop() { base.stop() }

    package func present(_ frame: Frame) {
        base.present(frame)
        screens.append(base.lines)
    }

    package func nextEvent(timeout: Duration?) -> TerminalInput { base.nextEvent(timeout: timeout) }
    package func enqueue(contentsOf events: [TerminalEvent]) { base.enqueue(contentsOf: events) }
    package func resize(to size: Size) { base.resize(to: size) }
}
