import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// The `Terminal` for people: ncursesw with one window and panel per layer, on any terminal
/// device (`newterm`; by default standard input and output and `TERM`).
///
/// It redraws only what changed, turns on the kitty keyboard protocol when the terminal speaks it
/// (so Esc arrives at once), bracketed paste and SGR mouse reporting, and switches them all off
/// on every way out: `stop()`, `exit()`, fatal signals and crashes.
///
/// ```swift
/// let terminal = NcursesTerminal()
/// try terminal.start()
/// defer { terminal.stop() }
/// ```
@MainActor
public final class NcursesTerminal: Terminal {
    private let input: Int32
    private let output: Int32
    private let terminalType: String?
    private var session: CursesSession?
    private(set) var renderer: PanelRenderer?
    private var keys: KeyReader?
    private let reportsMouse: Bool
    private let asksKeyboardProtocol: Bool
    /// Whether the keyboard protocol query is still to be written (with the first frame).
    private var probeIsDue = false
    /// The input modes switched on at `start()`, switched off again by `stop()`.
    private var modes = InputModes()
    /// Whether Ctrl+Z is delivered as a key (see `deliverSuspendKey(_:)`).
    private var deliversSuspendKey = false
    /// What the signal handlers write if the process dies while started.
    private(set) var armedRestoreSequence: [UInt8] = []

    /// Whether the terminal answered for the kitty keyboard protocol and its disambiguation
    /// flag is on (Esc then needs no ESCDELAY wait).
    package var isKittyKeyboardActive: Bool { session != nil && modes.kittyKeyboard }
    /// Whether the terminal reports clicks and the wheel.
    package var isMouseReportingActive: Bool { session != nil && modes.mouse }
    /// Whether a SIGINT (Ctrl+C where the terminal sends it as a signal) was read as a Ctrl+C
    /// key: the app quits through its normal path, then ends with status 130 like any program
    /// interrupted by SIGINT. Ctrl+C read as a key (the kitty protocol) is not a signal.
    package var hasDeliveredInterrupt: Bool { keys?.hasDeliveredInterrupt ?? deliveredInterruptBeforeStop }
    private var deliveredInterruptBeforeStop = false
    /// How many bytes of the last `.paste` were read and dropped past `TerminalEvent.maximumPasteBytes`.
    public var droppedPasteBytes: Int { keys?.droppedPasteBytes ?? 0 }
    /// See `hasDeliveredInterrupt`.
    public var wasInterrupted: Bool { hasDeliveredInterrupt }

    /// How long (ms) the rest of an escape sequence split across reads is waited for; set before
    /// `start()`. Tests lengthen it where a busy machine may hand a pty's bytes over late.
    package var sequenceWait: Int32 = 25

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
    ///   - mouse: whether to ask the terminal for clicks and the wheel (SGR mouse reporting);
    ///     false leaves the mouse to the terminal's own text selection.
    ///   - keyboardProtocol: whether to ask the terminal if it speaks the kitty keyboard
    ///     protocol (nothing waits for the answer); false never asks, and Esc then waits for ESCDELAY.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, terminalType: String? = nil,
                mouse: Bool = true, keyboardProtocol: Bool = true) {
        self.input = input
        self.output = output
        self.terminalType = terminalType
        self.reportsMouse = mouse
        self.asksKeyboardProtocol = keyboardProtocol
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
        let modes = InputModes(kittyKeyboard: false, mouse: reportsMouse, bracketedPaste: true)
        // Armed before the modes go on: a crash from here on switches them off again (before
        // leaving the alternate screen, where kitty keeps the flags pushed later).
        arm(modes)
        Self.write(modes.enableSequence, to: output)
        self.modes = modes
        SignalGuard.chainResize()
        guard let keys = KeyReader(input: input, sequenceWait: sequenceWait) else {
            Self.write(modes.disableSequence, to: output)
            self.modes = InputModes()
            session.close()
            SignalGuard.restoreTerminalModes()
            SignalGuard.uninstall()
            throw TerminalError.setupFailed("curses could not create its input window")
        }
        // After the key reader's `keypad`, which is when curses builds its key table.
        if modes.mouse { Self.forgetCursesMouseKey() }
        self.session = session
        self.keys = keys
        self.renderer = PanelRenderer(palette: ColorPalette.start())
        keys.resumed = { [unowned self] in resumeIfContinued() }
        keys.kittyKeyboardAnswered = { [unowned self] in turnOnKittyKeyboard() }
        keys.probeAnswered = { SignalGuard.noteProbe(outstanding: false) }
        probeIsDue = asksKeyboardProtocol
        if deliversSuspendKey { applySuspendKey() }
    }

    /// Gives the terminal back: normal screen, modes, cursor and signal handlers as they were.
    public func stop() {
        guard let session else { return }
        renderer?.removeAll()
        // Before `endwin` leaves the alternate screen (kitty keeps a flag stack per screen).
        Self.write(modes.disableSequence, to: output)
        modes = InputModes()
        if keys?.hasDeliveredInterrupt == true { deliveredInterruptBeforeStop = true }
        keys?.close()
        session.close()
        SignalGuard.restoreTerminalModes()
        SignalGuard.uninstall()
        self.session = nil
        renderer = nil
        keys = nil
        probeIsDue = false
    }

    /// Shows `frame`; a frame equal to the last one shown writes nothing.
    public func present(_ frame: Frame) {
        _ = resumeIfContinued()
        renderer?.render(frame)
        sendProbeIfDue()
    }

    /// The next key or resize, waiting at most `timeout` (forever when nil).
    ///
    /// A SIGINT is reported as Ctrl+C. Returns `.timeout` when the time passed without input,
    /// and `.closed` when the terminal hung up, input reached its end, or the terminal is not started.
    public func nextEvent(timeout: Duration?) -> TerminalInput {
        nextEvent(timeout: timeout, wakingOn: nil)
    }

    /// Like `nextEvent(timeout:)`, and `.timeout` as soon as `wakeDescriptor` is readable.
    public func nextEvent(timeout: Duration?, wakingOn wakeDescriptor: Int32?) -> TerminalInput {
        guard let keys else { return .closed }
        sendProbeIfDue()
        var input = keys.next(timeout: timeout, wakeDescriptor: SignalGuard.wakeDescriptor, wakeUps: wakeDescriptor.map { [$0] } ?? [])
        if case .event(.key(let key)) = input, key == .ctrl("z"), modes.kittyKeyboard, SignalGuard.suspendsOnControlZ,
           !deliversSuspendKey {
            // The kitty protocol reports Ctrl+Z as a key instead of sending SIGTSTP: suspend as the
            // signal would (unless the app takes the key). `raise` returns once the process is continued.
            raise(SIGTSTP)
            _ = resumeIfContinued()
            input = .event(.resize(KeyReader.screenSize))
        }
        if case .event(.resize) = input {
            renderer?.invalidate()
            // The scroll region a crash resets is the whole screen of the new size.
            arm(modes)
        }
        return input
    }

    /// Lets Ctrl+Z through as a key while `delivered` (the terminal's `susp` character, when it
    /// is Ctrl+Z, is switched off; in kitty mode the key is not turned into SIGTSTP), or gives
    /// the suspend key back. Every exit path — `stop()`, `exit()`, signals, crashes — and a
    /// stop signal put back the terminal modes saved at `start()`, so the shell always gets its
    /// own `susp`; after `fg` the app's choice holds again.
    public func deliverSuspendKey(_ delivered: Bool) {
        guard delivered != deliversSuspendKey else { return }
        deliversSuspendKey = delivered
        applySuspendKey()
    }

    private func applySuspendKey() {
        guard session != nil else { return }
        SignalGuard.deliverSuspendKeys(on: output, deliversSuspendKey)
        // curses' program modes follow, so a resume (`reset_prog_mode`) keeps the choice.
        def_prog_mode()
    }

    /// After a stop signal gave the terminal back and the process was continued (`fg`): takes
    /// the terminal again — curses' terminal modes, the alternate screen, keypad mode, the input
    /// modes, the cursor as curses had it — and repaints the whole screen. When the process was
    /// continued in the background (`bg`), it stops again with SIGTTOU first, as a program that
    /// writes to a terminal it does not own. True when it resumed.
    private func resumeIfContinued() -> Bool {
        guard session != nil, SignalGuard.takeResumes() > 0 else { return false }
        // `bg` continues it without the terminal: wait (stopped) until it is in the foreground.
        while tcgetpgrp(output) != getpgrp(), tcgetpgrp(output) > 0 {
            SignalGuard.stopInBackground()
            _ = SignalGuard.takeResumes()
        }
        reset_prog_mode()
        var enter: [UInt8] = []
        for capability in ["smcup", "smkx"] {
            enter += RestoreSequence.withoutPadding(RestoreSequence.terminfoString(capability) ?? [])
        }
        Self.write(enter + modes.enableSequence, to: output)
        // The restore showed the cursor; curses still believes in its own setting.
        let visibility = curs_set(1)
        if visibility != ERR, visibility != 1 { curs_set(visibility) }
        // Repaint everything curses holds, on a cleared screen.
        clearok(lc_curscr(), true)
        doupdate()
        renderer?.invalidate()
        return true
    }

    // MARK: - Keyboard protocol

    /// Writes the keyboard protocol query once, after the first frame (or before the first
    /// read, for a program that reads before it draws). The answer is read with the keys.
    private func sendProbeIfDue() {
        guard probeIsDue, session != nil else { return }
        probeIsDue = false
        Self.write(KeyboardProtocolProbe.query, to: output)
        SignalGuard.noteProbe(outstanding: true)
    }

    /// The terminal said it speaks the kitty keyboard protocol: push its flag 1 (Esc then needs
    /// no ESCDELAY wait) and read `CSI … u` as keys from now on. Once only.
    private func turnOnKittyKeyboard() {
        guard session != nil, !modes.kittyKeyboard else { return }
        modes.kittyKeyboard = true
        // Armed before the flag is pushed: a crash from here on pops it again.
        arm(modes)
        Self.write(Array(InputModes.kittyPush.utf8), to: output)
        keys?.acceptsKittyKeys = true
    }

    /// Arms the signal handlers with what switches `modes` off and gives the terminal back.
    private func arm(_ modes: InputModes) {
        // CAN first: the input modes' sequences must not be read as the end of a cut one.
        armedRestoreSequence = RestoreSequence.cancel + modes.disableSequence + RestoreSequence.forCurrentTerminal()
        SignalGuard.activate(sequence: armedRestoreSequence, output: output)
    }

    // MARK: - Setup

    /// Removes curses' own mouse key (`kmous`, `\e[<` in xterm's entry): curses would take the
    /// SGR reports for its mouse API, and `KeyReader` decodes them itself.
    private static func forgetCursesMouseKey() {
        guard let kmous = lc_tigetstr("kmous") else { return }
        _ = define_key(kmous, 0)
    }

    /// Writes `bytes` to `descriptor`, all of them unless the terminal is gone.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { FileDescriptorCalls.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Uses the user's locale, so curses reads and writes UTF-8; falls back to C.UTF-8 for
    /// characters when that locale is not UTF-8 (the UI draws box lines and wide characters).
    private static func setUpLocale() {
        setlocale(LC_ALL, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
