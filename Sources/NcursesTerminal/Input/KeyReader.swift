import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// Reads key events from curses, waiting in `poll` rather than inside curses.
///
/// Waiting in `poll` on the terminal and on the signal wake pipe lets SIGINT (Ctrl+C) and
/// SIGWINCH end a wait at once, whichever thread the signal landed on; curses is then asked
/// for a key without blocking (`wtimeout(0)`). Curses still times escape sequences itself
/// (`set_escdelay`), so a lone Esc is reported after 25 ms (or `ESCDELAY`) and Esc followed at
/// once by a key is that key with Alt. Sequences curses has no terminfo name for — kitty keyboard
/// protocol keys (`CSI 27 u` is an Esc that needed no wait), SGR mouse reports, the terminal's
/// replies to the start-up probe and bracketed pastes — are decoded by `EscapeSequenceDecoder`.
/// A reply is never a key: it arrives in the same stream whenever the terminal sends it, so keys
/// typed around it keep their order.
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
    /// Whether `CSI … u` is a key: only once the terminal said it speaks the kitty protocol.
    var acceptsKittyKeys = false
    /// Called when the terminal answers the kitty flags query (it speaks the protocol).
    var kittyKeyboardAnswered: () -> Void = {}
    /// Called when the device-attributes answer (the last answer to the start-up probe) arrives.
    var probeAnswered: () -> Void = {}
    /// How long a control sequence split across reads may take to arrive in full.
    private let sequenceWait: Int32
    /// How long a bracketed paste may pause before its end marker; after that, what came is the paste.
    static let pasteWait: Int32 = 1000
    /// A paste keeps at most this many bytes of UTF-8; the rest is read, counted and dropped.
    static let maximumPasteBytes = TerminalEvent.maximumPasteBytes
    /// How many bytes of the last paste were dropped past `maximumPasteBytes`.
    private(set) var droppedPasteBytes = 0
    /// How many bytes of a paste one read takes: less than curses' input queue holds, so what
    /// follows the paste in the last read can always be handed back.
    private static let pasteBlock = 128
    /// More characters than curses' input queue can hold.
    private static let cursesQueueLimit = 160

    /// Nil when curses cannot make the pad.
    init?(input: Int32, sequenceWait: Int32 = 25) {
        guard let pad = newpad(1, 1) else { return nil }
        self.pad = pad
        self.input = input
        self.sequenceWait = sequenceWait
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
                switch EscapeSequenceDecoder.decode(parameters: sequence.parameters, final: sequence.final, kittyKeys: acceptsKittyKeys) {
                case .key(let event): return .key(event)
                case .mouse(let event): return .mouse(event)
                case .pasteStart: return .paste(pasteText())
                case .kittyFlags:
                    kittyKeyboardAnswered()
                    return nil
                case .deviceAttributes:
                    probeAnswered()
                    return nil
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

    /// The most bytes read after `CSI` while waiting for a final byte: the longest sequence a
    /// terminal sends (a kitty key with modifiers and text, a mouse report) is far shorter, so
    /// a stream of parameter bytes that never ends is noise, not a key, and reading stops.
    private static let maximumControlSequenceLength = 64

    /// The rest of a control sequence after `CSI`: parameter and intermediate bytes, then the
    /// final byte. Bytes split across reads are waited for (`sequenceWait` each). Nil when
    /// nothing follows the `[` (then it was Alt+[), or the bytes stop before a final byte (what
    /// was read is dropped: it cannot be a key).
    private func controlSequence() -> (parameters: String, final: Character)? {
        var parameters = ""
        for index in 0..<KeyReader.maximumControlSequenceLength {
            var value: wint_t = 0
            guard nextCharacter(&value, waiting: sequenceWait) == OK, let scalar = Unicode.Scalar(UInt32(value)) else {
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

    /// A character from curses, waiting up to `milliseconds` for one when none is there yet.
    private func nextCharacter(_ value: inout wint_t, waiting milliseconds: Int32) -> Int32 {
        let result = wget_wch(pad, &value)
        guard result == ERR else { return result }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { return ERR }
            return wget_wch(pad, &value)
        }
    }

    /// The text of a bracketed paste, after its `CSI 200 ~`, up to `CSI 201 ~`: characters as
    /// they came (control characters too, Enter as a carriage return), never keys. A paste that
    /// pauses for `pasteWait` without its end marker ends there; bytes beyond
    /// `maximumPasteBytes` are read and dropped; invalid UTF-8 becomes U+FFFD.
    ///
    /// First what curses holds is taken character by character, without its key table (its
    /// queue holds at most `cursesQueueLimit`, bytes handed back after an earlier paste among
    /// them); then the rest is read from the descriptor in blocks, not one `wget_wch` at a time
    /// (a megabyte costs thousands of reads, not a million). What follows the end marker in the
    /// last block (less than a block, which fits curses' queue) goes back to curses with
    /// `ungetch`, in order, to be read as keys.
    private func pasteText() -> String {
        var paste = PasteCollector(limit: Self.maximumPasteBytes)
        defer { droppedPasteBytes = paste.droppedBytes }
        keypad(pad, false)
        var queued = 0
        while queued < Self.cursesQueueLimit {
            var value: wint_t = 0
            guard wget_wch(pad, &value) == OK else { break }
            queued += 1
            let scalar = Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}"
            for byte in String(scalar).utf8 where paste.take(byte) {
                keypad(pad, true)
                return paste.text
            }
        }
        keypad(pad, true)
        var block = [UInt8](repeating: 0, count: Self.pasteBlock)
        while true {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.pasteWait)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
            let count = block.withUnsafeMutableBytes { FileDescriptorCalls.read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            for index in 0..<count where paste.take(block[index]) {
                for after in block[(index + 1)..<count].reversed() { ungetch(Int32(after)) }
                return paste.text
            }
        }
        paste.finishWithoutMarker()
        return paste.text
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
