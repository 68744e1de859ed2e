import CNcurses
import Glibc
import TerminalCore

/// Reads key events from curses, waiting in `poll` rather than inside curses.
///
/// Waiting in `poll` on the terminal and on the signal wake pipe lets SIGINT (Ctrl+C) and
/// SIGWINCH end a wait at once, whichever thread the signal landed on; curses is then asked
/// for a key without blocking (`wtimeout(0)`). Curses still times escape sequences itself
/// (`set_escdelay`), so a lone Esc is reported after 25 ms (or `ESCDELAY`) and Esc followed at
/// once by a key is that key with Alt. Sequences curses has no terminfo name for — kitty keyboard
/// protocol keys (`CSI 27 u` is an Esc that needed no wait) and SGR mouse reports — are decoded
/// by `EscapeSequenceDecoder`.
@MainActor
final class KeyReader {
    /// A 1×1 pad: `wget_wch` refreshes the window it reads from unless it is a pad, and a
    /// refresh here would paint over the panels and write bytes.
    private let pad: UnsafeMutablePointer<WINDOW>
    private let input: Int32
    /// A resize that arrived right after an Esc, reported on the next read.
    private var pendingResize = false
    /// Whether the last `readAvailable()` took anything from curses (a key without a name too).
    private var consumedInput = false
    /// Whether input has ended: every later read reports `.closed` at once.
    private var isClosed = false
    /// Whether a SIGINT was read as Ctrl+C (the app then ends with status 130).
    private(set) var hasDeliveredInterrupt = false
    /// Called on every wake-up; true when the process was stopped and continued meanwhile (the
    /// terminal re-entered curses): the read then reports a resize, as the size may have changed.
    var resumed: () -> Bool = { false }

    /// Nil when curses cannot make the pad.
    init?(input: Int32) {
        guard let pad = newpad(1, 1) else { return nil }
        self.pad = pad
        self.input = input
        keypad(pad, true)
        wtimeout(pad, 0)
    }

    /// Deletes the pad.
    func close() {
        delwin(pad)
    }

    /// The next event, waiting at most `timeout` (forever when nil) or until one of `wakeUps` is
    /// readable (then `.timeout`, the descriptor left unread).
    ///
    /// - Returns: `.timeout` when the time passed without input; `.closed` when the terminal hung
    ///   up or input reached its end (curses then reports nothing, however often it is asked),
    ///   and from then on.
    func next(timeout: Duration?, wakeDescriptor: Int32?, wakeUps: [Int32] = []) -> TerminalInput {
        guard !isClosed else { return .closed }
        let deadline = timeout.map { ContinuousClock.now + max($0, .zero) }
        var idleWakeUps = 0
        while true {
            if SignalGuard.takeInterrupts() > 0 {
                hasDeliveredInterrupt = true
                return .event(.key(.ctrl("c")))
            }
            if resumed() { pendingResize = true }
            if let event = readAvailable() { return .event(event) }
            var milliseconds: Int32 = -1
            if let deadline {
                let remaining = deadline - ContinuousClock.now
                guard remaining > .zero else { return .timeout }
                milliseconds = Self.milliseconds(roundingUp: remaining)
            }
            var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
            if let wakeDescriptor { descriptors.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)) }
            let firstWakeUp = descriptors.count
            for wakeUp in wakeUps { descriptors.append(pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return markClosed()
            }
            if wakeDescriptor != nil, descriptors[1].revents != 0 { SignalGuard.drainWakePipe() }
            let inputEvents = Int32(descriptors[0].revents)
            if inputEvents & (POLLHUP | POLLERR | POLLNVAL) != 0, inputEvents & POLLIN == 0 {
                return markClosed() // the terminal went away
            }
            if inputEvents & POLLIN != 0 {
                if let event = readAvailable() { return .event(event) }
                // Readable, yet curses takes nothing, again and again: end of input.
                idleWakeUps = consumedInput ? 0 : idleWakeUps + 1
                if idleWakeUps > 3 { return markClosed() }
            }
            if descriptors[firstWakeUp...].contains(where: { $0.revents != 0 }) { return .timeout }
        }
    }

    /// Remembers that input has ended, for good.
    private func markClosed() -> TerminalInput {
        isClosed = true
        return .closed
    }

    /// A key curses has (or can read) right now, skipping keys that have no name.
    private func readAvailable() -> TerminalEvent? {
        consumedInput = false
        if pendingResize {
            pendingResize = false
            return .resize(Self.screenSize)
        }
        while true {
            var value: wint_t = 0
            let result = wget_wch(pad, &value)
            consumedInput = consumedInput || result != ERR
            switch result {
            case KEY_CODE_YES:
                if Int32(value) == KEY_RESIZE { return .resize(Self.screenSize) }
                if let event = CursesKeyMap.event(forKeyCode: Int32(value)) { return .key(event) }
            case OK:
                if value == 27 {
                    if let event = escapeOrAlt() { return event }
                    continue
                }
                if let event = CursesKeyMap.event(forCharacter: value) { return .key(event) }
            default:
                return nil
            }
        }
    }

    /// After an Esc: a control sequence curses does not know (a kitty protocol key, an SGR mouse
    /// report), the key that followed at once with Alt, or Esc itself. Nil for a sequence the UI
    /// ignores (a mouse release, a reply to a query).
    private func escapeOrAlt() -> TerminalEvent? {
        var value: wint_t = 0
        switch wget_wch(pad, &value) {
        case KEY_CODE_YES:
            if Int32(value) == KEY_RESIZE {
                pendingResize = true
                return .key(.escape)
            }
            guard var event = CursesKeyMap.event(forKeyCode: Int32(value)) else { return .key(.escape) }
            event.modifiers.insert(.alt)
            return .key(event)
        case OK:
            if value == 27 {
                // Two Escapes in a row are two presses (a fast user, or a script).
                unget_wch(wchar_t(27))
                return .key(.escape)
            }
            if value == wint_t(UInt8(ascii: "[")), let sequence = controlSequence() {
                switch EscapeSequenceDecoder.decode(parameters: sequence.parameters, final: sequence.final) {
                case .key(let event): return .key(event)
                case .mouse(let event): return .mouse(event)
                case .ignored: return nil
                }
            }
            guard var event = CursesKeyMap.event(forCharacter: value) else { return .key(.escape) }
            event.modifiers.insert(.alt)
            return .key(event)
        default:
            return .key(.escape)
        }
    }

    /// The rest of a control sequence after `CSI`: parameter and intermediate bytes, then the
    /// final byte. Nil when nothing follows the `[` (then it was Alt+[), or the bytes stop
    /// before a final byte (what was read is dropped: it cannot be a key).
    private func controlSequence() -> (parameters: String, final: Character)? {
        var parameters = ""
        for index in 0..<64 {
            var value: wint_t = 0
            guard wget_wch(pad, &value) == OK, let scalar = Unicode.Scalar(UInt32(value)) else {
                if index == 0 { return nil }
                return ("", "\u{0}")
            }
            switch scalar.value {
            case 0x20...0x3F: parameters.unicodeScalars.append(scalar)
            case 0x40...0x7E: return (parameters, Character(scalar))
            default: return ("", "\u{0}")
            }
        }
        return ("", "\u{0}")
    }

    /// The screen size curses knows now (after it handled a resize).
    static var screenSize: Size {
        Size(width: Int(lc_cols()), height: Int(lc_lines()))
    }

    static func milliseconds(roundingUp duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return Int32.max }
        let total = milliseconds.partialValue + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }
}
