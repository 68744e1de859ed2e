import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// One curses screen on a pair of file descriptors, from `newterm` to `delscreen`.
@MainActor
final class CursesSession {
    private let screen: OpaquePointer
    private let outputFile: UnsafeMutablePointer<FILE>
    private let inputFile: UnsafeMutablePointer<FILE>
    private var isOpen = true

    /// Opens curses on `input` and `output` with terminal type `type` and sets the modes the UI
    /// needs: cbreak, no echo, no newline translation, a 25 ms Esc delay (or `ESCDELAY`), no cursor.
    ///
    /// - Throws: `TerminalError.unusableTerminalType` when curses does not know `type` or it
    ///   cannot address the cursor,
    ///   `TerminalError.setupFailed` when a descriptor cannot be duplicated.
    init(input: Int32, output: Int32, type: String) throws {
        // Duplicates, so that closing the FILEs at the end leaves the caller's descriptors open.
        guard let outputFile = Self.open(output, mode: "w") else {
            throw TerminalError.setupFailed("cannot open the terminal's output (errno \(errno))")
        }
        guard let inputFile = Self.open(input, mode: "r") else {
            fclose(outputFile)
            throw TerminalError.setupFailed("cannot open the terminal's input (errno \(errno))")
        }
        guard let screen = newterm(type, outputFile, inputFile) else {
            fclose(outputFile)
            fclose(inputFile)
            throw TerminalError.unusableTerminalType(
                "unknown or unusable terminal type \"\(type)\" (TERM): set TERM to your terminal's type, for example TERM=xterm-256color"
            )
        }
        set_term(screen)
        guard lc_tigetstr("cup") != nil else {
            // curses starts on terminals like `dumb` but cannot place anything on them. No
            // endwin: nothing was drawn, and it would write; the caller resets the modes.
            delscreen(screen)
            fclose(outputFile)
            fclose(inputFile)
            throw TerminalError.unusableTerminalType(
                "terminal type \"\(type)\" (TERM) cannot move the cursor: set TERM to a full-screen terminal type, for example TERM=xterm-256color"
            )
        }
        self.screen = screen
        self.outputFile = outputFile
        self.inputFile = inputFile
        // Until curses has once been suspended and resumed, it flushes its output at every
        // cursor move (it cannot tell its own moves from a terminfo program's): a frame went out
        // as one write per move, five for a list move, each waking whoever reads the terminal
        // (a terminal emulator, or the SSH server relaying it). One suspend and resume now, before
        // anything is shown (the alternate screen is entered and left in the same write), makes
        // every frame one write.
        endwin()
        doupdate()
        cbreak()
        noecho()
        nonl()
        intrflush(lc_stdscr(), false)
        // The default Esc delay is a full second: Esc (= back) would feel broken. A user's own
        // ESCDELAY (milliseconds, as curses reads it) wins.
        set_escdelay(Self.escapeDelay(environment: getenv("ESCDELAY").map { String(cString: $0) }))
        // By default curses stops drawing when input is waiting and finishes later; a frame
        // must be complete when `present` returns.
        typeahead(-1)
        leaveok(lc_stdscr(), true)
        curs_set(0)
    }

    /// Ends curses mode (the terminal gets its modes, cursor and screen back) and frees the screen.
    ///
    /// Delete every window and panel before. Safe to call more than once.
    func close() {
        guard isOpen else { return }
        isOpen = false
        endwin()
        delscreen(screen)
        fclose(outputFile)
        fclose(inputFile)
    }

    /// The Esc delay in milliseconds: `ESCDELAY` when it is a whole number from 0 to 10000,
    /// else 25.
    static func escapeDelay(environment value: String?) -> Int32 {
        guard let value, let milliseconds = Int32(value), (0...10_000).contains(milliseconds) else { return 25 }
        return milliseconds
    }

    private static func open(_ descriptor: Int32, mode: String) -> UnsafeMutablePointer<FILE>? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let file = fdopen(copy, mode) else {
            FileDescriptorCalls.close(copy)
            return nil
        }
        return file
    }
}
