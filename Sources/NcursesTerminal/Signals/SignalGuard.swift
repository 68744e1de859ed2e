import CTerminalSignals
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// Gives the terminal back on every way out of the process while curses owns it.
///
/// SIGINT becomes a Ctrl+C key (a second unread one exits with 130); other fatal signals and
/// crashes restore the terminal and exit with 128 + signal, crashes with one line and no
/// backtrace; SIGTSTP, SIGTTIN and SIGTTOU give the terminal back before stopping, and SIGCONT
/// takes it again; `exit()` restores from an `atexit` hook; SIGWINCH goes on to curses and wakes
/// a waiting `nextEvent`. Signals the process ignores are left alone. Handlers touch only plain
/// C storage (CTerminalSignals) and async-signal-safe calls.
@MainActor
package enum SignalGuard {
    /// Signals that mean the process is crashing, with their names for the one-line message.
    nonisolated static let fatalSignals: [(number: Int32, name: String)] = [
        (SIGSEGV, "SIGSEGV"), (SIGBUS, "SIGBUS"), (SIGILL, "SIGILL"), (SIGFPE, "SIGFPE"),
        (SIGABRT, "SIGABRT"), (SIGTRAP, "SIGTRAP"), (SIGSYS, "SIGSYS"), (SIGQUIT, "SIGQUIT"),
    ]
    /// Signals whose default action ends the process, other than crashes and SIGINT.
    nonisolated static var terminationSignals: [Int32] {
        [SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO]
            + PlatformSignals.extraTerminationSignals
    }

    /// Signals that stop the process: the terminal is given back first and taken again after SIGCONT.
    nonisolated static let suspendSignals: [Int32] = [SIGTSTP, SIGTTIN, SIGTTOU]

    private static var isInstalled = false
    private static var isResizeChained = false
    private static var exitHookRegistered = false
    private static var wakePipe: (read: Int32, write: Int32)?
    /// The termination signals that had their default action and got our handler.
    private static var installedTerminationSignals: [Int32] = []
    /// The stop signals that had their default action and got our handler.
    private static var installedSuspendSignals: [Int32] = []

    /// Whether Ctrl+Z suspends the process (SIGTSTP has our handler): a terminal that reads
    /// Ctrl+Z as a key (kitty keyboard protocol) raises SIGTSTP itself then.
    static var suspendsOnControlZ: Bool { installedSuspendSignals.contains(SIGTSTP) }

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

        setCrashMessages(suffix: "; the terminal was restored.")
        lc_signal_ensure_alternate_stack()
        installedTerminationSignals = terminationSignals.filter { lc_signal_is_default($0) != 0 }
        installedSuspendSignals = suspendSignals.filter { lc_signal_is_default($0) != 0 }
        _ = lc_signal_take_resumes()
        installHandlers(termination: installedTerminationSignals, suspend: installedSuspendSignals)
        if !exitHookRegistered {
            exitHookRegistered = true
            registerExitHook()
        }
        isInstalled = true
    }

    /// For modes without a terminal (headless `--replay`): crash signals print one line
    /// (`lcdemo: ended by SIGSEGV.`) and end the process with status 128 + signal, so the Swift
    /// runtime's backtracer never runs. SIGINT and the termination signals keep their defaults.
    /// `install()` (a terminal starting) replaces the lines with ones that say it was restored.
    package static func installCrashHandlers() {
        guard !isInstalled else { return }
        setCrashMessages(suffix: ".")
        lc_signal_ensure_alternate_stack()
        // A parent may hand down a mask blocking them (a test runner's thread did): a blocked
        // SIGABRT or SIGQUIT sent with kill(2) would then stay pending and the process run on.
        var crashes = sigset_t()
        sigemptyset(&crashes)
        for (signal, _) in fatalSignals { sigaddset(&crashes, signal) }
        sigprocmask(SIG_UNBLOCK, &crashes, nil)
        for (signal, _) in fatalSignals {
            _ = lc_signal_install(signal) { signal, _, _ in
                lc_restore_now()
                lc_signal_exit(signal)
            }
        }
    }

    private static func setCrashMessages(suffix: String) {
        for (number, name) in fatalSignals {
            let message = Array("\(programName): ended by \(name)\(suffix)\n".utf8)
            message.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    lc_signal_set_message(number, chars.baseAddress, chars.count)
                }
            }
        }
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

    /// Returns how many times the process was continued after a stop signal since the last
    /// call, and forgets them: the terminal must then be taken again and repainted.
    static func takeResumes() -> Int {
        Int(lc_signal_take_resumes())
    }

    /// Stops the process with SIGTTOU, as a program writing to a terminal it does not own,
    /// without writing the restore sequence again (the terminal was given back already: a
    /// second `rmcup` would move the shell's cursor); returns once it is continued.
    static func stopInBackground() {
        lc_restore_set_active(0)
        raise(SIGTTOU)
        lc_restore_set_active(1)
    }

    /// Empties the wake pipe after a wake-up.
    static func drainWakePipe() {
        guard let wakePipe else { return }
        // Any size empties it (the loop reads until nothing is left); each wake-up writes one byte.
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakePipe.read, &buffer, buffer.count) > 0 {}
    }

    /// Switches the terminal's suspend character off while `delivered` (when it is Ctrl+Z), or
    /// puts back the one saved by `saveTerminalModes(of:)`.
    static func deliverSuspendKeys(on descriptor: Int32, _ delivered: Bool) {
        _ = lc_terminal_deliver_suspend_keys(descriptor, delivered ? 1 : 0)
    }

    /// Puts back the terminal modes saved by `saveTerminalModes(of:)`.
    static func restoreTerminalModes() {
        lc_restore_termios()
        lc_restore_set_probe_outstanding(0)
    }

    /// Notes a query sent to the terminal (or its answer): an exit then waits a moment for the
    /// answer and drops it, so it never reaches the shell as typed text.
    static func noteProbe(outstanding: Bool) {
        lc_restore_set_probe_outstanding(outstanding ? 1 : 0)
    }

    /// Disarms the handlers and puts back the ones that were installed before.
    static func uninstall() {
        lc_restore_set_active(0)
        guard isInstalled else { return }
        if isResizeChained {
            lc_signal_uninstall(SIGWINCH)
            isResizeChained = false
        }
        for signal in [SIGINT] + installedTerminationSignals + installedSuspendSignals + fatalSignals.map(\.number) {
            lc_signal_uninstall(signal)
        }
        installedTerminationSignals = []
        installedSuspendSignals = []
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

    /// The program's name for messages: the last part of its path, printable ASCII only.
    private static var programName: String {
        let path = CommandLine.arguments.first ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        let printable = name.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }
        return !name.isEmpty && printable && name.utf8.count <= 40 ? name : "the app"
    }

    private nonisolated static func installHandlers(termination: [Int32], suspend: [Int32]) {
        _ = lc_signal_install(SIGINT) { _, _, _ in
            if lc_signal_note_interrupt() > 0 {
                // The first Ctrl+C was not read yet: the app is stuck, leave now.
                lc_restore_now()
                _exit(130)
            }
            lc_signal_wake()
        }
        for signal in termination {
            _ = lc_signal_install(signal) { signal, _, _ in
                lc_restore_now()
                _exit(128 + signal)
            }
        }
        for signal in suspend {
            _ = lc_signal_install(signal) { signal, _, _ in
                lc_signal_suspend(signal)
            }
        }
        for (signal, _) in fatalSignals {
            _ = lc_signal_install(signal) { signal, _, _ in
                lc_restore_now()
                lc_signal_exit(signal)
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
