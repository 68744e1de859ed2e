import LCoordinatorLaunch
import TerminalCore
import TerminalUI

/// The app in the terminal: files checked and state read before the terminal is taken, the
/// hooks, the deep links, the state a server resumes from and keeps (`--resume-state`), and on
/// quit the saved state and what the tape runner recorded.
extension AppCommandLine {
    package static func live(host: some AppHost, name: String, options: AppCommandLineOptions, terminal: () -> any Terminal,
                             hooks: AppCommandLineHooks, write: @escaping @MainActor (String) -> Void,
                             writeError: @escaping @MainActor (String) -> Void,
                             tapes: (any CommandLineTapes)?) -> Int32 {
        let recording = tapes?.liveRecording(options: options, name: name)
        let code = runLive(host: host, name: name, options: options, terminal: {
            let screen = terminal()
            return recording?.wrap(screen) ?? screen
        }, hooks: hooks, recording: recording, write: write, writeError: writeError, tapes: tapes != nil)
        return recording?.finish(code: code, writeError: writeError) ?? code
    }

    private static func runLive(host: some AppHost, name: String, options: AppCommandLineOptions, terminal makeTerminal: () -> any Terminal,
                                hooks: AppCommandLineHooks, recording: (any LiveRecording)?,
                                write: @MainActor (String) -> Void, writeError: @MainActor (String) -> Void, tapes: Bool) -> Int32 {
        // Every file is checked, and the state read, before the terminal is taken.
        for path in [options.record, options.saveState, options.outputOptions.cast, options.resumeState].compactMap(\.self) {
            if let problem = FileSystem.writeProblem(atPath: path) {
                writeError("\(name): \(problem)")
                return 2
            }
        }
        let terminal = makeTerminal()
        // The app is built before the terminal is taken (nothing draws until it starts), so
        // what it cannot do is said on a normal screen.
        let session: any AppSession
        do {
            session = try host.makeSession(terminal: terminal, clock: SystemClock(), route: options.route,
                                           options: options.appOptions)
        } catch {
            writeError("\(name): could not start the app: \(error)")
            return 1
        }
        let savesState = host.savesState && session.saveState() != nil
        if options.saveState != nil, !savesState {
            writeError("\(name): this app does not save its state; --save-state and --restore need saveState() and restoreState(_:) in its AppSession")
            return 64
        }
        var restoreProblems: [String] = []
        // Where the app starts: the session's own state when a server resumes it, else --restore.
        var savedState: (path: String, text: String)?
        if let resume = options.resumeState, savesState {
            do throws(TapeFileError) {
                savedState = try StateFile.read(atPath: resume).map { (resume, $0) }
            } catch {
                restoreProblems.append("\(error); starting fresh")
            }
        }
        if savedState == nil, let restore = options.restore {
            if !savesState {
                // A saved position is a convenience, never a reason not to start.
                restoreProblems.append("this app does not save its state; --restore \(PrintableText.escaping(restore)) is ignored, starting fresh")
            } else {
                do throws(TapeFileError) {
                    savedState = try StateFile.read(atPath: restore).map { (restore, $0) }
                    if savedState == nil { restoreProblems.append("no state file \(PrintableText.escaping(restore)); starting fresh") }
                } catch {
                    restoreProblems.append("\(error); starting fresh")
                }
            }
        }
        do {
            try terminal.start()
        } catch {
            writeError(startProblem(error, name: name, tapes: tapes))
            return 2
        }
        defer { terminal.stop() }
        if let savedState, let problem = session.restoreState(savedState.text) {
            restoreProblems.append("\(PrintableText.escaping(savedState.path)): \(PrintableText.escaping(problem))")
        }
        let resume = options.resumeState.flatMap { path in
            savesState ? ResumeState(path: path, written: savedState?.path == path ? savedState?.text : nil) : nil
        }
        hooks.willStart?(session)
        recording?.willStart(session.application, route: options.route)
        session.application.start()
        if let problem = restoreProblems.first { session.application.window.showStatus(problem) }
        for link in options.deeplinks {
            recording?.willOpenDeeplink(link)
            session.openDeeplink(link)
        }
        session.application.settle()
        resume?.keep(session)
        do {
            try session.application.run()
        } catch {
            terminal.stop()
            writeError("\(name): \(error)")
            return 1
        }
        terminal.stop()
        resume?.remove()
        restoreProblems.forEach { writeError("\(name): \($0)") }
        hooks.didQuit?(session)
        if let path = options.saveState, let state = session.saveState() {
            do throws(TapeFileError) {
                try StateFile.write(state, toPath: path)
            } catch {
                writeError("\(name): \(error)")
                return 1
            }
        }
        if let code = recording?.didQuit(write: write, writeError: writeError) { return code }
        // Ctrl+C sent as SIGINT: the app quit through its normal path (state saved, recording
        // written), and ends as a program interrupted by SIGINT does.
        return terminal.wasInterrupted ? interruptedExitCode : 0
    }
}
