/// The seam between the UI and a real or virtual screen.
///
/// The UI never touches a terminal directly: each frame it lays out its layers and hands them
/// to `present(_:)`; it reads input with `nextEvent(timeout:)`. Two implementations exist:
/// `HeadlessTerminal` (tests and tape replays) and the ncurses terminal (people).
///
/// Every terminal must pass this contract:
/// - `start()` prepares the screen (or throws a `TerminalError` and leaves everything as it
///   was); `stop()` restores it and may be called more than once.
/// - `size` is the current screen size; after the screen changes size, the next event
///   returned is `.resize(newSize)` and `size` already equals `newSize`.
/// - `present(_:)` shows exactly `frame.composed()` (layers bottom to top, clipped to the
///   screen, wide characters never split), with the cursor at `frame.cursor` or hidden.
///   Presenting a frame equal to the previous one changes nothing on screen.
/// - `nextEvent(timeout:)` returns the next event, waiting at most `timeout` (forever when
///   nil); it returns `.timeout` when the time passed with no input, and `.closed` when input
///   has ended for good (then every later call returns `.closed` too).
/// - `nextEvent(timeout:wakingOn:)` waits the same way and also returns `.timeout` as soon as
///   the given descriptor is readable (without reading it): the run loop's wake-up for
///   main-actor work. A terminal that never blocks may ignore it (the default does).
///
/// ```swift
/// let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
/// terminal.enqueue(.key(.enter))
/// let app = Application(terminal: terminal, clock: VirtualClock())
/// ```
@MainActor
public protocol Terminal: AnyObject {
    /// The current screen size in cells.
    var size: Size { get }

    /// Takes over the screen. Throws `TerminalError` when that is impossible.
    func start() throws

    /// Gives the screen back as it was. Safe to call more than once.
    func stop()

    /// Shows one frame.
    func present(_ frame: Frame)

    /// The next input event, waiting at most `timeout`; `.timeout` when none came in time,
    /// `.closed` when input has ended.
    func nextEvent(timeout: Duration?) -> TerminalInput

    /// Like `nextEvent(timeout:)`, and returns `.timeout` early once `wakeDescriptor` is readable.
    func nextEvent(timeout: Duration?, wakingOn wakeDescriptor: Int32?) -> TerminalInput
}

extension Terminal {
    /// Ignores `wakeDescriptor`: right for a terminal whose waits never block (headless ones).
    public func nextEvent(timeout: Duration?, wakingOn wakeDescriptor: Int32?) -> TerminalInput {
        nextEvent(timeout: timeout)
    }
}

/// Why a terminal cannot be used.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal(String)
    /// `TERM` is missing or names a terminal this machine does not know.
    case unusableTerminalType(String)
    /// The terminal could not be set up for another reason.
    case setupFailed(String)

    /// A readable description.
    public var description: String {
        switch self {
        case .notATerminal(let reason), .unusableTerminalType(let reason), .setupFailed(let reason):
            return reason
        }
    }
}
