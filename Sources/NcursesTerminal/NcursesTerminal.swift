import CNcurses
import Glibc
import TerminalCore

/// The `Terminal` for people: ncursesw with one window and panel per layer.
///
/// It takes over a real terminal with `newterm` (by default standard input and output, and the
/// type in `TERM`), so it can run on any terminal device, a pseudo terminal included.
/// `present(_:)` redraws only what changed and ends with one `doupdate()`: a frame equal to the
/// previous one writes nothing. The terminal is given back by `stop()`, at `exit()`, on SIGTERM
/// and SIGHUP, on a second unread Ctrl+C and when the process crashes (see `start()`).
///
/// ```swift
/// let terminal = NcursesTerminal()
/// try terminal.start()
/// defer { terminal.stop() }
/// terminal.present(frame)
/// if let event = terminal.nextEvent(timeout: .milliseconds(100)) { … }
/// ```
@MainActor
public final class NcursesTerminal: Terminal {
    private let input: Int32
    private let output: Int32
    private let terminalType: String?
    private var session: CursesSession?
    private(set) var renderer: PanelRenderer?
    private var keys: KeyReader?

    /// Whether `start()` succeeded and `stop()` was not called since.
    public var isStarted: Bool { session != nil }

    /// The screen size in cells; before `start()`, what the output device reports (or 80×24).
    public var size: Size {
        if session != nil { return KeyReader.screenSize }
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return .reference
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Creates a terminal on the given descriptors; nothing is touched until `start()`.
    ///
    /// - Parameters:
    ///   - input: where keys come from; standard input by default.
    ///   - output: where the screen goes; standard output by default.
    ///   - terminalType: the terminfo name of the terminal; nil reads `TERM` at `start()`.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, terminalType: String? = nil) {
        self.input = input
        self.output = output
        self.terminalType = terminalType
    }

    isolated deinit {
        stop()
    }

    // MARK: - Terminal

    /// Takes over the terminal: alternate screen, cbreak, no echo, keypad, colours, no cursor.
    ///
    /// Checks come first and write nothing: both descriptors must be terminals and the type
    /// must be known. Then signal handlers are installed so that the terminal is restored on
    /// every way out: SIGINT becomes a Ctrl+C event (a second one before it is read exits with
    /// 130), SIGTERM and SIGHUP exit with 128 + signal, crashes write a restore sequence
    /// computed now from terminfo and reset the saved terminal modes before the signal goes on.
    /// Only one `NcursesTerminal` can be started at a time. Calling it when started does nothing.
    ///
    /// - Throws: `TerminalError.notATerminal` when input or output is not a terminal,
    ///   `TerminalError.unusableTerminalType` when `TERM` is missing or unknown,
    ///   `TerminalError.setupFailed` for anything else; the terminal is then left as it was.
    public func start() throws {
        guard session == nil else { return }
        let defaults = input == STDIN_FILENO && output == STDOUT_FILENO
        guard isatty(input) == 1 else {
            throw TerminalError.notATerminal(defaults ? "standard input is not a terminal" : "input (file descriptor \(input)) is not a terminal")
        }
        guard isatty(output) == 1 else {
            throw TerminalError.notATerminal(defaults ? "standard output is not a terminal" : "output (file descriptor \(output)) is not a terminal")
        }
        let type = terminalType ?? getenv("TERM").map { String(cString: $0) } ?? ""
        guard !type.isEmpty else {
            throw TerminalError.unusableTerminalType("TERM is not set: set it to your terminal's type, for example TERM=xterm-256color")
        }
        guard !SignalGuard.isActive else {
            throw TerminalError.setupFailed("another NcursesTerminal is already running in this process")
        }
        Self.setUpLocale()
        SignalGuard.saveTerminalModes(of: output)
        try SignalGuard.install()
        let session: CursesSession
        do {
            session = try CursesSession(input: input, output: output, type: type)
        } catch {
            SignalGuard.restoreTerminalModes()
            SignalGuard.uninstall()
            throw error
        }
        SignalGuard.activate(sequence: RestoreSequence.forCurrentTerminal(), output: output)
        SignalGuard.chainResize()
        guard let keys = KeyReader(input: input) else {
            session.close()
            SignalGuard.restoreTerminalModes()
            SignalGuard.uninstall()
            throw TerminalError.setupFailed("curses could not create its input window")
        }
        self.session = session
        self.keys = keys
        self.renderer = PanelRenderer(palette: ColorPalette.start())
    }

    /// Gives the terminal back: normal screen, modes, cursor and signal handlers as they were.
    public func stop() {
        guard let session else { return }
        renderer?.removeAll()
        keys?.close()
        session.close()
        SignalGuard.restoreTerminalModes()
        SignalGuard.uninstall()
        self.session = nil
        renderer = nil
        keys = nil
    }

    /// Shows `frame`; a frame equal to the last one shown writes nothing.
    public func present(_ frame: Frame) {
        renderer?.render(frame)
    }

    /// The next key or resize, waiting at most `timeout` (forever when nil).
    ///
    /// A SIGINT is reported as Ctrl+C. Returns `.timeout` when the time passed without input,
    /// and `.closed` when the terminal hung up, input reached its end, or the terminal is not started.
    public func nextEvent(timeout: Duration?) -> TerminalInput {
        guard let keys else { return .closed }
        let input = keys.next(timeout: timeout, wakeDescriptor: SignalGuard.wakeDescriptor)
        if case .event(.resize) = input { renderer?.invalidate() }
        return input
    }

    // MARK: - Setup

    /// Uses the user's locale, so curses reads and writes UTF-8; falls back to C.UTF-8 for
    /// characters when that locale is not UTF-8 (the UI draws box lines and wide characters).
    private static func setUpLocale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
