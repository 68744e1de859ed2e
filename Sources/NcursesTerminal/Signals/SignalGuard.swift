import CNcurses
import Glibc
import TerminalCore

/// Gives the terminal back on every way out of the process while curses owns it.
///
/// - SIGINT is turned into a Ctrl+C key event (the app quits through its normal path); a second
///   SIGINT before that event is read restores the terminal and exits with status 130 at once.
/// - SIGTERM and SIGHUP restore the terminal and exit with status 128 + signal.
/// - Crashes (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT) restore the terminal
///   and re-deliver the signal with the disposition it had before `install()`, which is the
///   default action unless something (such as the Swift runtime's crash reporter) set one.
/// - `exit()` without `stop()` restores the terminal from an `atexit` hook.
/// - SIGWINCH is passed on to curses' own handler and wakes a waiting `nextEvent`.
///
/// Handlers run at any point, on any thread, so they touch only plain C storage filled in
/// beforehand (see the shim header) and call only async-signal-safe functions: write(2),
/// tcsetattr, sigaction, raise and _exit. That storage is `static` in the header, which gives
/// each Swift file its own copy: this file is the only one that may use it.
@MainActor
enum SignalGuard {
    /// Signals that mean the process is crashing.
    nonisolated static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]
    /// Signals that ask the process to end.
    nonisolated static let terminationSignals: [Int32] = [SIGTERM, SIGHUP]

    private static var isInstalled = false
    private static var isResizeChained = false
    private static var exitHookRegistered = false
    private static var wakePipe: (read: Int32, write: Int32)?

    /// Whether a terminal currently owns the restore state.
    static var isActive: Bool { isInstalled }

    /// The end of the wake pipe that becomes readable when a signal wants `nextEvent` to return.
    static var wakeDescriptor: Int32? { wakePipe?.read }

    /// Remembers the terminal modes of `descriptor` as they are before curses changes them.
    @discardableResult
    static func saveTerminalModes(of descriptor: Int32) -> Bool {
        lc_restore_save_termios(descriptor) == 0
    }

    /// Installs the SIGINT, termination and crash handlers.
    ///
    /// Call it before `newterm`: curses installs its own SIGINT and SIGTERM handlers only where
    /// the default action is still in place, and those would end the process without our rules.
    /// - Throws: `TerminalError.setupFailed` when the wake pipe cannot be made.
    static func install() throws {
        guard !isInstalled else { return }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw TerminalError.setupFailed("cannot create a pipe for signal handling (errno \(errno))")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        wakePipe = (descriptors[0], descriptors[1])
        _ = lc_signal_take_interrupts()
        lc_restore_set_fds(-1, descriptors[1])

        installHandlers()
        if !exitHookRegistered {
            exitHookRegistered = true
            registerExitHook()
        }
        isInstalled = true
    }

    /// Arms the handlers with what restores the terminal: the bytes to write and where.
    ///
    /// - Parameters:
    ///   - sequence: the precomputed restore sequence (see `RestoreSequence`).
    ///   - output: the descriptor of the terminal's output.
    static func activate(sequence: [UInt8], output: Int32) {
        sequence.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                lc_restore_set_sequence(chars.baseAddress, chars.count)
            }
        }
        lc_restore_set_fds(output, wakePipe?.write ?? -1)
        lc_restore_set_active(1)
    }

    /// Wraps curses' SIGWINCH handler so that a resize also wakes a waiting `nextEvent`.
    ///
    /// Call it after `newterm`, which is where curses installs that handler.
    static func chainResize() {
        guard isInstalled, !isResizeChained else { return }
        installResizeHandler()
        isResizeChained = true
    }

    /// Returns how many SIGINTs arrived since the last call, and forgets them.
    static func takeInterrupts() -> Int {
        Int(lc_signal_take_interrupts())
    }

    /// Empties the wake pipe after a wake-up.
    static func drainWakePipe() {
        guard let wakePipe else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakePipe.read, &buffer, buffer.count) > 0 {}
    }

    /// Puts back the terminal modes saved by `saveTerminalModes(of:)`.
    static func restoreTerminalModes() {
        lc_restore_termios()
    }

    /// Disarms the handlers and puts back the ones that were installed before.
    static func uninstall() {
        lc_restore_set_active(0)
        guard isInstalled else { return }
        if isResizeChained {
            lc_signal_uninstall(SIGWINCH)
            isResizeChained = false
        }
        for signal in [SIGINT] + terminationSignals + fatalSignals {
            lc_signal_uninstall(signal)
        }
        lc_restore_set_fds(-1, -1)
        if let wakePipe {
            close(wakePipe.read)
            close(wakePipe.write)
        }
        wakePipe = nil
        _ = lc_signal_take_interrupts()
        isInstalled = false
    }

    // MARK: - Handlers
    //
    // `nonisolated`: a closure written in a main-actor context inherits the main actor, and
    // Swift checks that isolation when it runs, which a signal handler on another thread fails.

    private nonisolated static func installHandlers() {
        _ = lc_signal_install(SIGINT) { _, _, _ in
            if lc_signal_note_interrupt() > 0 {
                // The first Ctrl+C was not read yet: the app is stuck, leave now.
                lc_restore_now()
                _exit(130)
            }
            lc_signal_wake()
        }
        for signal in terminationSignals {
            _ = lc_signal_install(signal) { signal, _, _ in
                lc_restore_now()
                _exit(128 + signal)
            }
        }
        for signal in fatalSignals {
            _ = lc_signal_install(signal) { signal, _, _ in
                lc_restore_now()
                lc_signal_reraise(signal)
            }
        }
    }

    private nonisolated static func installResizeHandler() {
        _ = lc_signal_install(SIGWINCH) { signal, info, context in
            lc_signal_chain(signal, info, context)
            lc_signal_wake()
        }
    }

    private nonisolated static func registerExitHook() {
        _ = atexit { lc_restore_now() }
    }
}
