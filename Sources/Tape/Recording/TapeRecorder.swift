import TerminalCore
import TerminalUI

/// Records an interactive session as a tape that replays it (`lcdemo --record FILE`).
///
/// It chains the application's key, mouse, paste and `afterEvent` observers and writes `Sleep`s
/// so that the replay's virtual clock never falls behind the session's: after a timer woke the
/// app, or a pause of at least `minimumSleep`; shorter pauses carry over into the next `Sleep`.
///
/// ```swift
/// let recorder = TapeRecorder(application: app, route: "home")
/// recorder.start()
/// try app.run()
/// recorder.stop()
/// try recorder.write(toFile: "session.tape", header: ["Recorded by lcdemo --record"])
/// ```
@MainActor
public final class TapeRecorder {
    /// The application being recorded.
    public let application: Application
    /// What the tape's `Route` line says; none when nil.
    public let route: String?
    /// Pauses at least this long are written as `Sleep` even when no timer ran in them.
    public var minimumSleep: Duration
    /// The inputs seen so far: keys, clicks, pastes, sleeps and resizes, in order.
    public private(set) var inputs: [TapeInput] = []
    /// The terminal's size when recording started (the tape's `Size`).
    public private(set) var size: Size
    /// Whether `start()` was called and `stop()` not yet.
    public private(set) var isRecording = false

    private var previousKeyObserver: (@MainActor (KeyEvent) -> Void)?
    private var previousMouseObserver: (@MainActor (MouseEvent) -> Void)?
    private var previousPasteObserver: (@MainActor (String) -> Void)?
    private var previousAfterEvent: (@MainActor () -> Void)?
    /// The session time (whole milliseconds) the inputs' sleeps add up to.
    private var recordedMilliseconds: Int64 = 0
    private var lastSize: Size
    private var lastSettleTime: Duration = .zero
    private var inputSinceSettle = false
    private var timersRanSinceInput = false

    /// - Parameters:
    ///   - application: the app to record; its clock measures the pauses.
    ///   - route: the route the app started at, written as the tape's `Route`.
    ///   - minimumSleep: the shortest pause written when no timer ran in it.
    public init(application: Application, route: String? = nil, minimumSleep: Duration = .milliseconds(500)) {
        self.application = application
        self.route = route
        self.minimumSleep = minimumSleep
        self.size = application.terminal.size
        self.lastSize = application.terminal.size
    }

    // MARK: - Recording

    /// Starts recording: from now on keys, clicks, pastes, resizes and pauses are noted. Does nothing when
    /// already recording.
    public func start() {
        guard !isRecording else { return }
        isRecording = true
        inputs = []
        size = application.terminal.size
        lastSize = size
        recordedMilliseconds = Self.milliseconds(application.clock.elapsed)
        lastSettleTime = application.clock.elapsed
        inputSinceSettle = false
        timersRanSinceInput = false
        previousKeyObserver = application.keyObserver
        previousAfterEvent = application.afterEvent
        let keyObserver = previousKeyObserver
        let afterEvent = previousAfterEvent
        application.keyObserver = { [weak self] key in
            self?.record(key)
            keyObserver?(key)
        }
        application.afterEvent = { [weak self] in
            afterEvent?()
            self?.eventWasHandled()
        }
        previousMouseObserver = application.mouseObserver
        let mouseObserver = previousMouseObserver
        application.mouseObserver = { [weak self] event in
            self?.record(event)
            mouseObserver?(event)
        }
        previousPasteObserver = application.pasteObserver
        let pasteObserver = previousPasteObserver
        application.pasteObserver = { [weak self] text in
            self?.record(.paste(text))
            pasteObserver?(text)
        }
    }

    /// Stops recording and gives the application its previous observers back. A final pause in
    /// which timers ran is kept, so the replay ends on the same screen.
    public func stop() {
        guard isRecording else { return }
        noteResize()
        if timersRanSinceInput { recordTime(force: true) }
        application.keyObserver = previousKeyObserver
        application.afterEvent = previousAfterEvent
        application.mouseObserver = previousMouseObserver
        application.pasteObserver = previousPasteObserver
        previousMouseObserver = nil
        previousPasteObserver = nil
        previousKeyObserver = nil
        previousAfterEvent = nil
        isRecording = false
    }

    // MARK: - Writing

    /// The tape's commands after `Size` and `Route`.
    public var commands: [TapeCommand] { writer().commands(for: inputs) }

    /// The tape: `header` lines as `#` comments, `Size`, `Route`, then the commands.
    public func tapeText(header: [String] = []) -> String {
        writer(header: header).text(for: inputs)
    }

    /// Writes the tape to `path` (creating missing directories).
    ///
    /// - Throws: `TapeFileError` when the file cannot be written.
    public func write(toFile path: String, header: [String] = []) throws(TapeFileError) {
        try FileSystem.write(tapeText(header: header), toPath: path)
    }

    /// Ends a `--record` session of the executable `name`: stops, writes the tape to `path` and
    /// returns the line that says how to replay it.
    ///
    /// - Throws: `TapeFileError` when the file cannot be written.
    package func finish(writingTo path: String, name: String) throws(TapeFileError) -> String {
        stop()
        try write(toFile: path, header: ["Recorded by \(name) --record"])
        let file = PrintableText.escaping(path)
        return "Recorded \(inputs.count) inputs to \(file); replay with: \(name) --replay \(file)"
    }

    private func writer(header: [String] = []) -> TapeWriter {
        TapeWriter(size: size, route: route, header: header)
    }

    /// Records a deep link opened from outside the keyboard (`--deeplink`), so the tape opens it too.
    public func recordDeeplink(_ url: String) {
        guard isRecording else { return }
        noteResize()
        recordTime(force: false)
        inputs.append(.deeplink(url))
    }

    // MARK: - Observing

    private func record(_ key: KeyEvent) {
        record(.key(key))
    }

    private func record(_ event: MouseEvent) {
        record(.mouse(event))
    }

    private func record(_ input: TapeInput) {
        noteResize()
        recordTime(force: false)
        inputs.append(input)
        inputSinceSettle = true
    }

    /// After every event and every timer wake-up: notes a resize, or that time passed with no
    /// input (so timers or redraws may have run).
    private func eventWasHandled() {
        let now = application.clock.elapsed
        if application.terminal.size != lastSize {
            noteResize()
        } else if !inputSinceSettle, now > lastSettleTime {
            timersRanSinceInput = true
        }
        inputSinceSettle = false
        lastSettleTime = now
    }

    private func noteResize() {
        let current = application.terminal.size
        guard current != lastSize else { return }
        recordTime(force: false)
        inputs.append(.resize(current))
        lastSize = current
    }

    /// Writes the time since the last `Sleep` when timers ran in it, when it is long enough, or
    /// when `force` is set; otherwise carries it over.
    private func recordTime(force: Bool) {
        let now = Self.milliseconds(application.clock.elapsed)
        let gap = now - recordedMilliseconds
        defer { timersRanSinceInput = false }
        guard gap > 0, force || timersRanSinceInput || .milliseconds(gap) >= minimumSleep else { return }
        inputs.append(.sleep(.milliseconds(gap)))
        recordedMilliseconds = now
    }

    /// `duration` in whole milliseconds, rounded to nearest.
    private static func milliseconds(_ duration: Duration) -> Int64 {
        (TapeSyntax.microseconds(in: duration) + 500) / 1_000
    }
}
