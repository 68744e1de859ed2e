import CNcurses
import TerminalCore

// Hooks for this package's tests: what curses believes is on screen, and terminfo strings.
extension NcursesTerminal {
    /// What curses believes the terminal shows (`curscr`) and where the cursor is; nil when
    /// not started.
    package func screenContents() -> (canvas: Canvas, cursor: Point)? {
        renderer?.screenContents()
    }

    /// The bytes of a terminfo string capability of the running terminal (`"kcud1"` is what
    /// the Down key sends); nil when not started or the terminal has none.
    package func terminfoString(_ capability: String) -> [UInt8]? {
        guard isStarted else { return nil }
        return RestoreSequence.terminfoString(capability)
    }

    /// The restore sequence written when the process dies without `stop()`.
    package var crashRestoreSequence: [UInt8]? {
        isStarted ? armedRestoreSequence : nil
    }

    /// The Esc delay curses is given for an `ESCDELAY` value (nil: unset).
    package static func escapeDelay(environment value: String?) -> Int {
        Int(CursesSession.escapeDelay(environment: value))
    }

    /// The Esc delay, in milliseconds, curses uses now (`get_escdelay`); nil when not started.
    package var activeEscapeDelay: Int? {
        isStarted ? Int(get_escdelay()) : nil
    }
}
