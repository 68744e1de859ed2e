import TerminalCore

/// Why a tape failed, where, and what the screen showed at that moment.
///
/// Its `description` is the report the suite prints: a first line `FILE:LINE: MESSAGE` (the
/// location editors jump to), any detail lines (a snapshot's diff, the leaks), then the whole
/// screen in a frame with row numbers:
///
/// ```
/// demo-scripts/product.tape:7: expected "Product 42" on screen
///     ┌ 80x24 ──────────────── … ┐
///   1 │                  Home    │
///   …
/// ```
public struct TapeFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// `Expect`: no row (nor the screen text as a whole) contains the text.
        case notOnScreen(String)
        /// `Expect`: no row contains the text, but the screen shows it wrapped across rows.
        case onScreenWrapped(String)
        /// `ExpectNot`: the screen shows the text.
        case onScreen(String)
        /// `Wait` (`appears` true) or `WaitNot`: the text did not show (go) within `timeout`.
        case waitTimedOut(String, timeout: Duration, appears: Bool)
        /// Any step: it waited `TapeRunner.Options.workTimeout` of real time (`what`: the step and
        /// the bound) while owned tasks of `owners` were still busy off the application's clock
        /// (working, asleep on another clock, or stuck); the step read nothing from the screen.
        case tasksBusyOffTheClock(owners: [String], what: String)
        /// `Set`: the app refused the option; `reason` says why.
        case optionRefused(name: String, reason: String)
        /// `ExpectTitle`: the top-most layer's title differs (`actual` is nil when it has none).
        case titleMismatch(expected: String, actual: String?)
        /// `Snapshot`: the screen differs from the golden file; `diff` has one line per changed row.
        case snapshotDiffers(name: String, path: String, diff: [String])
        /// `Snapshot`: the golden file does not exist and snapshots are not being updated.
        case snapshotMissing(name: String, path: String)
        /// `Snapshot`: the golden file could not be read or written.
        case snapshotUnusable(name: String, path: String, reason: String)
        /// `AssertNoLeaks`: the session reported these leaks.
        case leaks([String])
        /// A key, `Type`, `Resize`, `Deeplink` or a mouse command came after the app had quit.
        case appQuit
        /// `Click "text"`: no layer shows the text on one row.
        case clickTargetMissing(String)
        /// A mouse command's cell is outside the screen.
        case pointOffScreen(Point, Size)
        /// The app could not be started for this tape (the host threw, or built its app on
        /// another terminal or clock than the runner's).
        case sessionFailed(String)
        /// `SaveState` or `RestoreState`: the app could not save or rebuild its navigation state
        /// (or `RestoreState` came before any `SaveState`); the reason says which.
        case stateUnavailable(String)
        /// `--cast` or a named `Screenshot`: the file could not be written.
        case outputUnwritable(path: String, reason: String)
        /// `--tty`: Ctrl+C or SIGINT stopped the replay at this step.
        case interrupted
    }

    /// The step that failed (line 1 of the file when the app could not start).
    public var location: TapeLocation
    /// What went wrong.
    public var kind: Kind
    /// The screen when the step failed: one string per row (empty when there was no screen).
    public var screen: [String]

    /// `FILE:LINE: MESSAGE`, the first line of the report.
    public var headline: String { "\(PrintableText.escaping(location.file)):\(location.line): \(kind.message)" }

    /// The lines between the headline and the screen: a snapshot's diff, the leaks.
    public var details: [String] { kind.details }

    /// The headline, the details, then the screen in a frame with row numbers.
    public var lines: [String] {
        [headline] + details + (screen.isEmpty ? [] : ScreenReport.framed(screen))
    }

    /// The whole report, one line of `lines` per line.
    public var description: String { lines.joined(separator: "\n") }

    /// A failure of `kind` at `location` with the screen then.
    public init(_ kind: Kind, at location: TapeLocation, screen: [String]) {
        self.kind = kind
        self.location = location
        self.screen = screen
    }

}

extension TapeFailure.Kind {
    /// The headline's text after the location.
    var message: String {
        switch self {
        case .notOnScreen(let text):
            return "expected \(ScreenReport.quoted(text)) on screen"
        case .onScreen(let text):
            return "expected \(ScreenReport.quoted(text)) not on screen"
        case .onScreenWrapped(let text):
            return "expected \(ScreenReport.quoted(text)) on one row; the screen shows it wrapped across rows (ExpectWrapped matches text reflowed across line breaks)"
        case .tasksBusyOffTheClock(let owners, let what):
            let names = owners.map(PrintableText.escaping).joined(separator: ", ")
            return "\(what) while a task of \(names) was still busy off the application's clock: a replay moves only that clock, "
                + "so sleep with Task.sleep(for: duration, clock: application.clock) (or a clock handed down from it), not Task.sleep(for:); "
                + "work that takes longer than the bound needs a longer one (TapeRunner.Options.workTimeout)"
        case .optionRefused(let name, let reason):
            return "cannot set \(ScreenReport.quoted(name)): \(reason)"
        case .waitTimedOut(let text, let timeout, let appears):
            return "waited \(TapeSyntax.spelling(of: timeout)) for \(ScreenReport.quoted(text)) to \(appears ? "show" : "go"); it \(appears ? "never showed" : "is still on screen")"
        case .titleMismatch(let expected, let actual):
            return "expected title \(ScreenReport.quoted(expected)), got \(actual.map(ScreenReport.quoted) ?? "no title")"
        case .snapshotDiffers(let name, let path, _):
            return "snapshot \(ScreenReport.quoted(name)) differs: (- \(PrintableText.escaping(path)), + screen)"
        case .snapshotMissing(let name, let path):
            return "snapshot \(ScreenReport.quoted(name)) is missing (\(PrintableText.escaping(path))); run with --update-snapshots to write it"
        case .snapshotUnusable(let name, let path, let reason):
            return "snapshot \(ScreenReport.quoted(name)) cannot be used (\(PrintableText.escaping(path))): \(reason)"
        case .leaks(let leaks):
            return "leaks: \(leaks.count) still alive"
        case .appQuit:
            return "the app quit before this step"
        case .clickTargetMissing(let text):
            return "cannot click \(ScreenReport.quoted(text)): it is not on screen"
        case .pointOffScreen(let point, let size):
            return "cell \(point.x) \(point.y) is outside the \(size) screen; columns are 0–\(size.width - 1), rows 0–\(size.height - 1)"
        case .sessionFailed(let reason):
            return "could not start the app: \(reason)"
        case .stateUnavailable(let reason):
            return reason
        case .outputUnwritable(let path, let reason):
            return "cannot write \(PrintableText.escaping(path)): \(reason)"
        case .interrupted:
            return "interrupted (Ctrl+C); the replay stopped here"
        }
    }

    var details: [String] {
        switch self {
        case .snapshotDiffers(_, _, let diff): return diff
        case .leaks(let leaks): return leaks.map { "  - " + PrintableText.escaping($0) }
        default: return []
        }
    }
}
