/// The seam between the UI and a real or virtual screen: each frame the UI hands its layers to
/// `present(_:)`, and it reads input with `nextEvent(timeout:)`.
///
/// Implementations: `HeadlessTerminal` (tests and tape replays) and the ncurses terminal (people).
/// Every one must keep the contract in TerminalUI's documentation ("The terminal contract"):
/// `stop()` restores the screen and may be called twice; a resize is reported as `.resize` with
/// `size` already updated; an unchanged frame changes nothing on screen.
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

    /// Whether the user interrupted the program: a SIGINT (Ctrl+C where the terminal sends it
    /// as a signal) was read as a Ctrl+C key. The app quits through its normal path, then a
    /// command line ends with status 130, as any program interrupted by SIGINT does.
    var wasInterrupted: Bool { get }

    /// Asks that Ctrl+Z reach the app as a key (`true`) instead of suspending it, or gives the
    /// terminal its suspend key back (`false`). The application asks while the focused view or
    /// the screen binds Ctrl+Z (a text area's Undo) and gives it back when none does; every exit
    /// path gives it back too. A terminal without job control ignores it (the default).
    func deliverSuspendKey(_ delivered: Bool)

    /// How many bytes of the last `.paste` event the terminal read and dropped past
    /// `TerminalEvent.maximumPasteBytes` (0: the paste came whole), for the app to say so.
    var droppedPasteBytes: Int { get }
}

extension Terminal {
    /// False: a terminal that reads no signals is never interrupted.
    public var wasInterrupted: Bool { false }

    /// 0: a terminal that cuts no paste.
    public var droppedPasteBytes: Int { 0 }

    /// Does nothing: a terminal without job control has no suspend key to give.
    public func deliverSuspendKey(_ delivered: Bool) {}

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
