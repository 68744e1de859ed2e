import Tape
import TerminalCore
import Testing

/// Replays each tape at `paths` twice, on `host` and on the collector of `host.makeCoverage()`
/// (what `--coverage` replays through), and records an issue for every screen the two replays
/// showed differently: collecting coverage must change nothing on screen.
///
/// - Parameters:
///   - paths: the tapes, each replayed on a fresh app both times.
///   - host: the app's tape host.
///   - sourceLocation: where the issues are recorded.
@MainActor
package func expectCoverageChangesNoScreen(_ paths: [String], host: some TapeCoverageHost,
                                           sourceLocation: SourceLocation = #_sourceLocation) async {
    let coverage = host.makeCoverage()
    for path in paths {
        let plain = await ScreenRecordingTerminal.screens(of: path, host: host)
        let covered = await ScreenRecordingTerminal.screens(of: path, host: coverage)
        guard plain.screens != covered.screens || plain.passed != covered.passed else { continue }
        let common = min(plain.screens.count, covered.screens.count)
        let index = (0..<common).first { plain.screens[$0] != covered.screens[$0] } ?? common
        let shown = { (screens: [[String]]) in index < screens.count ? screens[index].joined(separator: "\n") : "(no screen)" }
        Issue.record(Comment(rawValue: """
            \(path): screen \(index + 1) differs under --coverage (\(plain.screens.count) screens plain, \
            \(covered.screens.count) with coverage; passed \(plain.passed) and \(covered.passed))
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
