import TerminalCore
import TerminalUI

/// One replay of one tape: the terminal, the clock, the session and what the steps produced.
@MainActor
final class TapeReplay {
    private let tape: Tape
    private let snapshotDirectory: String
    private let updateSnapshots: Bool
    private let output: TapeOutputs
    private let terminal: any ReplayTerminal
    /// The terminal recording the cast (`TapeOutputs.castPath`), the same as `terminal`.
    private var castTerminal: CastReplayTerminal?
    private let clock = VirtualClock()
    /// How long a step waits in real time for the app's owned work (see `TapeRunner.Options.workTimeout`).
    private let workTimeout: Duration
    private var session: (any TapeSession)?
    private var printed: [String] = []
    private var keysSent = 0
    /// Where the tape's mouse pointer is: the cell of the last mouse command (nil: none yet).
    private var pointer: Point?
    private var stepsRun = 0
    /// What the last `SaveState` kept.
    private var savedState: String?

    init(tape: Tape, snapshotDirectory: String, updateSnapshots: Bool, output: TapeOutputs = TapeOutputs(),
         terminal: any ReplayTerminal, workTimeout: Duration = TapeRunner.Options.defaultWorkTimeout) {
        self.tape = tape
        self.workTimeout = workTimeout
        self.snapshotDirectory = snapshotDirectory
        self.updateSnapshots = updateSnapshots
        self.output = output
        if output.castPath != nil {
            let clock = self.clock
            let cast = CastReplayTerminal(base: terminal, title: FileSystem.fileName(of: tape.path),
                                          pace: output.castPace, clock: { clock.elapsed })
            self.castTerminal = cast
            self.terminal = cast
        } else {
            self.terminal = terminal
        }
    }

    // MARK: - Running

    func run(host: any TapeHost) async -> TapeResult {
        var failure = await start(host: host)
        if failure == nil { failure = await runSteps() }
        session?.application.presentDeferredFrame()
        terminal.stop()
        if let castTerminal, let path = output.castPath {
            do {
                try FileSystem.write(bytes: castTerminal.cast.bytes, toPath: path)
            } catch {
                failure = failure ?? TapeFailure(.outputUnwritable(path: path, reason: error.reason),
                                                 at: TapeLocation(file: tape.path, line: 1, column: 1), screen: terminal.lines)
            }
        }
        let result = TapeResult(path: tape.path, failures: failure.map { [$0] } ?? [], output: printed,
                                keysSent: keysSent, duration: clock.elapsed, stepsRun: stepsRun, screen: terminal.lines)
        session = nil
        return result
    }

    /// Starts the terminal and the app; the failure when either cannot start.
    private func start(host: any TapeHost) async -> TapeFailure? {
        let fileStart = TapeLocation(file: tape.path, line: 1, column: 1)
        do {
            try terminal.start()
        } catch {
            return TapeFailure(.sessionFailed("the terminal cannot be used: \(error)"), at: fileStart, screen: [])
        }
        let session: any TapeSession
        do {
            session = try host.makeSession(terminal: terminal, clock: clock, route: tape.route)
        } catch {
            return TapeFailure(.sessionFailed("\(error)"), at: fileStart, screen: [])
        }
        let application = session.application
        guard application.terminal === terminal, application.clock === clock else {
            return TapeFailure(.sessionFailed("the host built its Application on another terminal or clock; use the ones makeSession receives"),
                               at: fileStart, screen: [])
        }
        self.session = session
        // A replay draws the same in every shell: the process's NO_COLOR (`swift test` sets it)
        // is the live terminal's business; an app that passed its own environment keeps it.
        if application.colorsFollowProcess { application.colorsEnabled = true }
        application.defersFrames = !terminal.showsEveryFrame
        application.start()
        if await !application.processPendingInput(settlingWithin: workTimeout) {
            return unsettled("the app's start", application, at: fileStart)
        }
        // A cast starts on the app's first screen.
        if castTerminal != nil { application.presentDeferredFrame() }
        return nil
    }

    private func runSteps() async -> TapeFailure? {
        for step in tape.commands {
            if let failure = await perform(step) { return failure }
            if terminal.wasInterrupted { return failure(.interrupted, at: step.location) }
            stepsRun += 1
        }
        return nil
    }

    // MARK: - Steps

    private func perform(_ step: TapeStep) async -> TapeFailure? {
        guard let session else { return nil }
        let application = session.application
        let location = step.location
        if step.command.looksAtTheScreen || (castTerminal != nil && step.command.pausesACast) { application.presentDeferredFrame() }
        switch step.command {
        case .key, .type, .paste, .sleep, .resize, .deeplink:
            for input in step.command.inputs {
                switch input {
                case .key(let event):
                    if application.isQuitting { return failure(.appQuit, at: location) }
                    terminal.enqueue(contentsOf: [.key(event)])
                    if await !application.processPendingInput(settlingWithin: workTimeout) {
                        return unsettled(step.command.description, application, at: location)
                    }
                    keysSent += 1
                case .sleep(let duration):
                    if await !application.advance(by: duration, on: clock, settlingWithin: workTimeout) {
                        return unsettled("Sleep \(TapeSyntax.spelling(of: duration))", application, at: location)
                    }
                    terminal.replayDidSleep(duration)
                case .resize(let size):
                    if application.isQuitting { return failure(.appQuit, at: location) }
                    terminal.resize(to: size)
                    if await !application.processPendingInput(settlingWithin: workTimeout) {
                        return unsettled(step.command.description, application, at: location)
                    }
                case .deeplink(let url):
                    if application.isQuitting { return failure(.appQuit, at: location) }
                    session.openDeeplink(url)
                    if await !application.waitForWork(atMost: workTimeout, suspending: false) {
                        return unsettled(step.command.description, application, at: location)
                    }
                case .mouse(let event):
                    if let failure = await sendMouse(event, at: location) { return failure }
                case .paste(let text):
                    if application.isQuitting { return failure(.appQuit, at: location) }
                    terminal.enqueue(contentsOf: [.paste(text)])
                    if await !application.processPendingInput(settlingWithin: workTimeout) {
                        return unsettled(step.command.description, application, at: location)
                    }
                }
            }
        case .click(let target):
            let point: Point
            switch target {
            case .position(let position): point = position
            case .text(let text):
                guard let found = application.lastFrame.flatMap({ ClickLocator.position(of: text, in: $0) }) else {
                    return failure(.clickTargetMissing(text), at: location)
                }
                point = found
            }
            return await sendMouse(MouseEvent(.click, at: point), at: location)
        case .scrollUp(let count, let point), .scrollDown(let count, let point):
            let kind: MouseEvent.Kind = if case .scrollUp = step.command { .scrollUp } else { .scrollDown }
            let size = terminal.size
            let at = point ?? pointer ?? Point(x: size.width / 2, y: size.height / 2)
            for _ in 0..<count {
                if let failure = await sendMouse(MouseEvent(kind, at: at), at: location) { return failure }
            }
        case .expect(let text):
            if !ScreenReport.contains(text, in: terminal.lines) {
                let wrapped = WrappedText.contains(text, in: terminal.lines)
                return failure(wrapped ? .onScreenWrapped(text) : .notOnScreen(text), at: location)
            }
        case .expectWrapped(let text):
            if !WrappedText.contains(text, in: terminal.lines) { return failure(.notOnScreen(text), at: location) }
        case .expectNot(let text):
            if ScreenReport.contains(text, in: terminal.lines) { return failure(.onScreen(text), at: location) }
        case .wait(let text, let timeout):
            return await wait(until: { ScreenReport.contains(text, in: $0) }, timeout: timeout,
                        failure: .waitTimedOut(text, timeout: timeout, appears: true), at: location)
        case .waitNot(let text, let timeout):
            return await wait(until: { !ScreenReport.contains(text, in: $0) }, timeout: timeout,
                        failure: .waitTimedOut(text, timeout: timeout, appears: false), at: location)
        case .set(let name, let value):
            if let problem = session.setOption(name, to: value) { return failure(.optionRefused(name: name, reason: problem), at: location) }
            // What the option started (a main-actor task) runs before the next command.
            if await !application.waitForWork(atMost: workTimeout, suspending: false) {
                return unsettled(step.command.description, application, at: location)
            }
        case .expectTitle(let expected):
            let actual = ScreenReport.topLayerTitle(in: application.window)
            if actual != expected { return failure(.titleMismatch(expected: expected, actual: actual), at: location) }
        case .snapshot(let name):
            return snapshot(name, at: location)
        case .screenshot(let name):
            return screenshot(name, at: location)
        case .assertNoLeaks:
            let leaks = session.leakReport()
            if !leaks.isEmpty { return failure(.leaks(leaks), at: location) }
        case .saveState:
            guard let state = session.saveState() else {
                return failure(.stateUnavailable("this app cannot save its navigation state"), at: location)
            }
            savedState = state
        case .restoreState:
            guard let savedState else { return failure(.stateUnavailable("RestoreState needs a SaveState before it"), at: location) }
            if application.isQuitting { return failure(.appQuit, at: location) }
            if let problem = session.restoreState(savedState) { return failure(.stateUnavailable(problem), at: location) }
            if await !application.waitForWork(atMost: workTimeout, suspending: false) {
                return unsettled(step.command.description, application, at: location)
            }
        }
        return nil
    }

    /// Moves the virtual clock a step at a time, letting the app's work settle after each, until
    /// `condition` holds for the screen or `timeout` of virtual time has passed.
    private func wait(until condition: ([String]) -> Bool, timeout: Duration, failure kind: TapeFailure.Kind,
                      at location: TapeLocation) async -> TapeFailure? {
        guard let application = session?.application else { return nil }
        var waited = Duration.zero
        while true {
            // A task busy off the app's clock keeps each look waiting in real time: when the
            // bound passes, say so now, not after every step of the timeout has waited for it.
            var settled = await application.waitForWork(atMost: workTimeout, suspending: true)
            if settled {
                application.presentDeferredFrame()
                if condition(terminal.lines) { return nil }
                guard waited < timeout else { return failure(kind, at: location) }
                let step = min(Self.waitStep, timeout - waited)
                settled = await application.advance(by: step, on: clock, settlingWithin: workTimeout)
                if settled {
                    terminal.replayDidSleep(step)
                    if terminal.wasInterrupted { return failure(.interrupted, at: location) }
                    waited += step
                    continue
                }
            }
            var what = kind.message
            if case .waitTimedOut(let text, _, let appears) = kind {
                what = "\(appears ? "Wait" : "WaitNot") \(ScreenReport.quoted(text)) (at \(TapeSyntax.spelling(of: waited)) of \(TapeSyntax.spelling(of: timeout)))"
            }
            return unsettled(what, application, at: location)
        }
    }

    /// The failure of a step whose owned work did not settle within `workTimeout`: it names the
    /// tasks still busy, the step and the bound, on the screen of that moment (the step read
    /// nothing from it).
    private func unsettled(_ what: String, _ application: Application, at location: TapeLocation) -> TapeFailure {
        let shown = what.count > 60 ? String(what.prefix(59)) + "…" : what
        return failure(.tasksBusyOffTheClock(owners: application.ownersBusyOffTheClock,
                                             what: "\(shown) waited \(TapeSyntax.spelling(of: workTimeout)) (the bound for owned work)"),
                       at: location)
    }

    /// How far `Wait` moves the clock between two looks at the screen.
    private static let waitStep = Duration.milliseconds(10)

    /// Feeds one mouse event through the terminal, as a real terminal reports it.
    private func sendMouse(_ event: MouseEvent, at location: TapeLocation) async -> TapeFailure? {
        guard let application = session?.application else { return nil }
        if application.isQuitting { return failure(.appQuit, at: location) }
        let size = terminal.size
        guard Rect(size: size).contains(event.position) else {
            return failure(.pointOffScreen(event.position, size), at: location)
        }
        pointer = event.position
        terminal.enqueue(contentsOf: [.mouse(event)])
        await application.processPendingInput()
        keysSent += 1
        return nil
    }

    private func snapshot(_ name: String, at location: TapeLocation) -> TapeFailure? {
        let path = FileSystem.join(snapshotDirectory, name + ".txt")
        // The parser only lets plain file names through; a tape built in code is checked here.
        guard TapeSyntax.isValidSnapshotName(name) else {
            return failure(.snapshotUnusable(name: name, path: path, reason: "not a plain file name"), at: location)
        }
        let rows = terminal.lines
        let text = ScreenReport.snapshotText(rows)
        let existing: String?
        do {
            existing = try FileSystem.readText(atPath: path)
        } catch {
            if !updateSnapshots {
                return failure(.snapshotUnusable(name: name, path: path, reason: error.reason), at: location)
            }
            existing = nil
        }
        if updateSnapshots {
            guard existing != text else { return nil }
            do {
                try FileSystem.write(text, toPath: path)
            } catch {
                return failure(.snapshotUnusable(name: name, path: path, reason: error.reason), at: location)
            }
            let verb = existing == nil ? "wrote" : "updated"
            printed.append("\(PrintableText.escaping(location.file)):\(location.line): \(verb) snapshot \(ScreenReport.quoted(name)) (\(PrintableText.escaping(path)))")
            return nil
        }
        guard let existing else { return failure(.snapshotMissing(name: name, path: path), at: location) }
        let expected = ScreenReport.snapshotRows(existing)
        let actual = ScreenReport.snapshotRows(text)
        guard expected != actual else { return nil }
        return failure(.snapshotDiffers(name: name, path: path, diff: ScreenReport.diff(expected: expected, actual: actual)),
                       at: location)
    }

    /// Prints the screen; with a name and a screenshot directory, writes it as `name.svg` there.
    private func screenshot(_ name: String?, at location: TapeLocation) -> TapeFailure? {
        guard let name, let directory = output.screenshotDirectory else {
            printed.append("\(PrintableText.escaping(location.file)):\(location.line): Screenshot" + (name.map { " " + ScreenReport.quoted($0) } ?? ""))
            printed += ScreenReport.framed(terminal.lines)
            return nil
        }
        let path = FileSystem.join(directory, name + ".svg")
        guard TapeSyntax.isValidSnapshotName(name) else {
            return failure(.outputUnwritable(path: path, reason: "not a plain file name"), at: location)
        }
        let title = session.flatMap { ScreenReport.topLayerTitle(in: $0.application.window) } ?? FileSystem.fileName(of: tape.path)
        let screen = session?.application.lastFrame?.composed() ?? ScreenPicture.canvas(ofRows: terminal.lines)
        do {
            try FileSystem.write(ScreenPicture.svg(screen, title: title), toPath: path)
        } catch {
            return failure(.outputUnwritable(path: path, reason: error.reason), at: location)
        }
        return nil
    }

    private func failure(_ kind: TapeFailure.Kind, at location: TapeLocation) -> TapeFailure {
        session?.application.presentDeferredFrame()
        return TapeFailure(kind, at: location, screen: terminal.lines)
    }
}

extension TapeCommand {
    /// Whether a cast shows the screen before the step: a `Sleep` (the screen stays that long)
    /// or a `Resize`.
    var pausesACast: Bool {
        switch self {
        case .sleep, .resize: true
        default: false
        }
    }

    /// Whether the step reads the screen, so a frame held back (`Application.defersFrames`)
    /// must be drawn first. `ExpectTitle` reads the window, but is a look at the screen too.
    var looksAtTheScreen: Bool {
        switch self {
        case .expect, .expectNot, .expectWrapped, .wait, .waitNot, .expectTitle, .snapshot, .screenshot(_), .click(.text): true
        case .key, .type, .paste, .sleep, .deeplink, .resize, .set, .assertNoLeaks, .click(.position), .scrollUp, .scrollDown, .saveState, .restoreState: false
        }
    }
}
