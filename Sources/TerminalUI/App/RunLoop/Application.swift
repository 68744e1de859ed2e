import Observation
import Synchronization
import TerminalCore

/// The run loop: reads terminal events, sends keys to the window, runs timers, and presents a
/// frame when — and only when — something on screen changed.
///
/// The terminal and the clock are injected, never global, so a test builds a fresh one:
///
/// ```swift
/// let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
/// let app = Application(terminal: terminal, clock: VirtualClock())
/// app.window.rootViewController = NavigationController(rootViewController: HomeViewController())
/// app.start()
/// terminal.enqueue(.key(.enter))
/// app.processPendingInput()
/// ```
@MainActor
public final class Application: Scheduler {
    /// The terminal the app draws on and reads keys from.
    public let terminal: any Terminal
    /// The app's time: timers, animations and `Task.sleep(for:clock:)` read it. Virtual under
    /// tapes and tests (it moves only when told), real otherwise.
    public let clock: any TerminalClock
    /// The window whose screens the app shows.
    public let window: Window
    /// False honours `NO_COLOR`: frames are presented without colours (attributes stay), and
    /// views draw in symbols what colour alone would show (`RenderContext.colorsEnabled`).
    public var colorsEnabled: Bool { didSet { if colorsEnabled != oldValue { window.setNeedsDisplay() } } }
    /// True when `colorsEnabled` came from the process's own `NO_COLOR` (no `environment` was
    /// passed). A replay does not read the process's environment (`swift test` sets `NO_COLOR=1`
    /// for its tests), so its screens and pictures are the same wherever it runs.
    package let colorsFollowProcess: Bool
    /// App-wide bindings offered after the responder chain (besides the built-in `?` and `quitKey`).
    public var keyBindings: [KeyBinding] = [] { didSet { window.invalidateKeyBindings() } }
    /// Called with every key the app receives, before it is handled (used to record sessions).
    package var keyObserver: (@MainActor (KeyEvent) -> Void)?
    /// Called with every mouse event the app receives, before it is handled (used to record sessions).
    package var mouseObserver: (@MainActor (MouseEvent) -> Void)?
    /// Sees every bracketed paste before the window does (a recorder).
    package var pasteObserver: (@MainActor (String) -> Void)?
    /// Called after an event has been handled and timers run, once no owned task is busy (asleep
    /// on the app's clock or waiting for the user is not busy): where apps check for leaks.
    public var afterEvent: (@MainActor () -> Void)?
    /// Whether clicks and wheel notches reach the window; when false they are dropped (the host's
    /// `--no-mouse`).
    public var isMouseEnabled = true
    /// The key that quits (`q` by default; nil for none, Ctrl+C still quits).
    ///
    /// The rule, the same in every app: the quit key quits while nothing is presented (no sheet,
    /// popup or alert) and no text field has the focus (a field types it), on a pushed screen
    /// too; Esc goes back or closes everywhere; Ctrl+C always quits. The footer shows the key
    /// exactly when it works. An app rebinds it (`quitKey = .char("x")`) or turns it off.
    public var quitKey: KeyEvent? = .char("q") { didSet { window.invalidateKeyBindings() } }
    /// Whether the app was asked to quit.
    public private(set) var isQuitting = false
    /// The thread that last ran this app's main queue (see `MainQueue.wakeDescriptor(knownThread:)`).
    var mainQueueThread: UInt = 0
    /// How many frames were presented.
    package private(set) var framesPresented = 0
    /// How many frames were made (laid out, and drawn unless deferred), presented or not.
    package private(set) var framesMade = 0
    /// The last frame presented.
    package private(set) var lastFrame: Frame?
    /// Whether frames wait until someone looks at the screen (a replay between two of its
    /// expectations, snapshots or screenshots). A frame that comes due is laid out (all the
    /// drawing code runs, writing no cell) right before the next event is handled, so what
    /// drawing keeps (a list's page size, the mouse targets, the help's rows) is exactly what
    /// that event would meet with a frame per event; timers and spinner turns in between lay
    /// out nothing, and nothing is presented until `presentDeferredFrame()` draws the frame of
    /// that moment. Off when a person watches.
    package var defersFrames = false
    /// Whether a frame was laid out and not presented (see `defersFrames`).
    private var hasDeferredFrame = false
    /// Whether a frame came due while frames were deferred and was not laid out: nobody looks
    /// at it, so its layout waits for the next event (which then meets what a person watching
    /// would have seen) or is made with the frame a step looks at.
    private var owesLayout = false
    /// The size of the last frame made, presented or deferred.
    private var lastRenderedSize: Size?

    /// The owned tasks (`task(_:)` of screens, view models, coordinators) that still run.
    package let taskLedger = TaskLedger()
    /// The app's own main-actor jobs (observed changes to re-apply, owned tasks to start) when no
    /// replay's server runs them: handed to the main queue, counted until they run.
    let jobs = JobQueue(isServed: false)

    private var tasks: [ScheduledTask] = []
    /// How many scheduled actions ran.
    private(set) var timersRun = 0
    private var taskSequence = 0
    private var redrawDeadline: Duration?
    private let observedChange = ChangeFlag()
    private var started = false

    /// An app on `terminal` and `clock`.
    ///
    /// - Parameter environment: read for `NO_COLOR`; nil (the default) reads the process's own
    ///   environment, so every app honours `NO_COLOR=1` in a terminal. Pass one to decide for
    ///   yourself (an SSH session's environment, `[:]` in a test that checks colours). A tape's
    ///   replay never reads the process's `NO_COLOR`: it draws what the app's own environment
    ///   says, so a replay's screens and pictures are the same in every shell.
    public init(terminal: any Terminal, clock: any TerminalClock, window: Window = Window(), environment: [String: String]? = nil) {
        self.terminal = terminal
        self.clock = clock
        self.window = window
        self.colorsEnabled = !(environment.map(ColorSupport.isDisabled(environment:)) ?? ColorSupport.isDisabledForThisProcess)
        self.colorsFollowProcess = environment == nil
        window.application = self
        window.globalKeyBindings = { [weak self] in self?.globalBindings ?? [] }
    }

    // MARK: - Running

    /// Shows the window and its first frame (the terminal must already be started).
    public func start() {
        guard !started else { return }
        started = true
        withJobs {
            window.makeKeyAndVisible()
            render()
        }
    }

    /// Starts the terminal, runs until `quit()` or the end of input, and always stops the terminal.
    ///
    /// Between events it runs the app's main-actor work — a `Task { @MainActor in … }`, the rest
    /// of an `await` on the main actor, `MainActor.run` from another task — and draws what that
    /// work changed, with no key pressed. It sleeps in the kernel until input, a signal, a timer
    /// or main-actor work wakes it. Call it from a synchronous `main` (an `async` main parks the
    /// main thread and leaves the main actor to dispatch, where this loop would block it).
    ///
    /// The loop ends when the terminal reports its input `.closed` (a hang-up, or the end of a
    /// replay's queue).
    public func run() throws {
        try terminal.start()
        defer { terminal.stop() }
        start()
        // This thread runs the main queue for the whole loop (or, under an `async` main, never).
        let queue = MainQueue.wakeDescriptor
        while !isQuitting {
            let timeout = nextDeadline.map { max(.zero, $0 - clock.elapsed) }
            switch terminal.nextEvent(timeout: timeout, wakingOn: queue) {
            case .event(let event):
                handle(event)
            case .timeout:
                break
            case .closed:
                return
            }
            // One turn of the main queue per event: a flood of keys still lets jobs run, and
            // jobs that enqueue more wait for the next turn, so keys still get through.
            if let queue { MainQueue.runWaitingJobs(on: queue) }
            settle()
        }
    }

    /// Runs due timers, `afterEvent` once no owned task is busy, and presents a frame if
    /// anything changed: what `run()` does after each event. Call it when you drive the
    /// application yourself instead of through `run()` (a test, a host that hands it events),
    /// after changing it from outside an event (say, links opened at launch).
    public func settle() {
        withJobs {
            runDueTasks()
            // A task cancelled by its screen leaving may still be ending: the checks look at a
            // settled app (tasks asleep on the clock or waiting for the user do not hold them).
            if taskLedger.busyCount <= clock.sleeperCount { afterEvent?() }
            renderIfNeeded()
        }
    }

    /// Runs `work` with its jobs (an observed change, an owned task) counted in the queue of the
    /// replay serving this app, or else in the app's own `jobs`.
    private func withJobs(_ work: () -> Void) {
        if JobQueue.current.get() != nil { return work() }
        JobQueue.current.withValue(jobs, operation: work)
    }

    /// Asks the loop to end after the current event.
    public func quit() {
        isQuitting = true
    }

    // MARK: - Events

    /// Handles one terminal event through the same path as the run loop.
    package func handle(_ event: TerminalEvent) {
        withJobs { handleEvent(event) }
    }

    private func handleEvent(_ event: TerminalEvent) {
        if owesLayout {
            owesLayout = false
            render()
        }
        switch event {
        case .resize:
            window.setNeedsDisplay()
        case .key(let key):
            keyObserver?(key)
            handleKey(key)
        case .mouse(let mouse):
            guard isMouseEnabled else { return }
            mouseObserver?(mouse)
            // Too small, the layout (and what a click would hit) is suspended.
            guard !window.isTooSmall(terminal.size) else { return }
            window.handleMouse(mouse)
        case .paste(let text):
            pasteObserver?(text)
            window.handlePaste(text, droppedBytes: terminal.droppedPasteBytes)
        }
    }

    private func handleKey(_ key: KeyEvent) {
        if key == .ctrl("c") {
            quit()
            return
        }
        if window.isTooSmall(terminal.size) {
            // Only the layout is suspended, not the rules: the quit key quits here exactly when
            // it would at a usable size (nothing presented), never because the window shrank.
            if key == quitKey, window.presentedViewControllers.isEmpty { quit() }
            return
        }
        if window.handleKey(key) { return }
        for binding in globalBindings where binding.matches(key) {
            binding.action?()
            window.setNeedsDisplay()
            return
        }
    }

    /// `globalBindings` as last made.
    private var keptGlobalBindings = KeptKeyBindings()

    private var globalBindings: [KeyBinding] {
        keptGlobalBindings.bindings(in: { window }) { makeGlobalBindings() }
    }

    private func makeGlobalBindings() -> [KeyBinding] {
        var bindings = keyBindings
        bindings.append(KeyBinding(.char("?"), title: "Help") { [weak self] in self?.window.toggleHelp() })
        if let quitKey, window.presentedViewControllers.isEmpty {
            bindings.append(KeyBinding(quitKey, title: "Quit") { [weak self] in self?.quit() })
        }
        bindings.append(KeyBinding(.ctrl("c"), title: "Quit now", isVisible: false) { [weak self] in self?.quit() })
        return bindings
    }

    // MARK: - Rendering

    /// The next time something is due: a timer, a timed redraw, or a sleeper on a virtual clock.
    var nextDeadline: Duration? {
        let taskDeadline = tasks.lazy.filter { !$0.isCancelled }.map(\.deadline).min()
        return [taskDeadline, redrawDeadline, clock.nextWakeUp?.sinceOrigin].compactMap { $0 }.min()
    }

    /// How many renders' observations are still registered with observed models (each holds a
    /// closure in every model it read until one of them changes). Tests check that it stays small.
    package var liveObservations: Int { observedChange.liveLeases }

    /// How many renders registered an observation (see `render()`): it grows with changes of
    /// observed models and of what is on screen, not with keys. Tests check it stays flat.
    package private(set) var observationRegistrations = 0
    private var trackedHierarchy = -1

    /// Renders and presents a frame when something may have changed; true if one was presented.
    @discardableResult
    package func renderIfNeeded() -> Bool {
        let redrawDue = redrawDeadline.map { $0 <= clock.elapsed } ?? false
        // Take the observation flag first, always: behind `||` it was left set whenever the
        // window also needed display, and then cost a second, useless layout on the next call.
        let observed = observedChange.take()
        guard window.needsFrame || observed || redrawDue || lastRenderedSize != terminal.size else { return false }
        // An observed model changed, or a timed redraw came: anything on screen, and anything
        // the bindings read, may have.
        if observed || redrawDue { window.setNeedsDisplay() }
        if defersFrames {
            // Nobody looks (a replay between looks): the layout waits for the next event or
            // look — once, however many events, timers and spinner turns came before it — and
            // until then no timed redraw is due.
            owesLayout = true
            hasDeferredFrame = true
            redrawDeadline = nil
            return false
        }
        return render()
    }

    /// Presents the frame that `defersFrames` held back, drawing it now; true if one was presented.
    @discardableResult
    package func presentDeferredFrame() -> Bool {
        guard hasDeferredFrame else { return false }
        hasDeferredFrame = false
        owesLayout = false
        window.needsDisplay = true
        let defers = defersFrames
        defersFrames = false
        defer { defersFrames = defers }
        var presented = false
        withJobs { presented = render() }
        return presented
    }

    /// Renders a frame now; presents it only if it differs from the last one presented.
    @discardableResult
    package func render() -> Bool {
        let size = terminal.size
        let now = clock.elapsed
        let drawsCells = !defersFrames
        framesMade += 1
        let frame: Frame
        let deadline: Duration?
        // The Observation runtime keeps a registration in every model a render read until one of
        // them changes, whether or not anyone still listens: a registration per frame grew the
        // heap by ~1 KB per key on a screen reading a model that never changes.
        // So a render registers only when the last registration was used up, or when other
        // screens came on screen (they may read other models); otherwise the registration in
        // place still covers what this frame reads.
        if observedChange.isObserving, trackedHierarchy == window.appearance.hierarchyGeneration {
            (frame, deadline) = window.makeFrame(size: size, now: now, drawsCells: drawsCells)
        } else {
            trackedHierarchy = window.appearance.hierarchyGeneration
            observationRegistrations += 1
            let lease = observedChange.newLease()
            (frame, deadline) = withObservationTracking {
                window.makeFrame(size: size, now: now, drawsCells: drawsCells)
            } onChange: {
                lease.fire()
            }
        }
        redrawDeadline = deadline
        lastRenderedSize = size
        if defersFrames {
            hasDeferredFrame = true
            return false
        }
        // After the layout: what the bindings offer may depend on it.
        updateSuspendKey()
        let output = colorsEnabled ? frame : frame.withoutColors()
        guard output != lastFrame else { return false }
        lastFrame = output
        framesPresented += 1
        terminal.present(output)
        return true
    }

    /// Whether the terminal was asked to deliver Ctrl+Z as a key.
    private var deliversSuspendKey = false

    /// Asks the terminal for Ctrl+Z as a key while a responder or the app binds it (a text
    /// area's Undo: in a shell's terminal Ctrl+Z would otherwise suspend the app), and gives it
    /// back when none does.
    private func updateSuspendKey() {
        var wanted = false
        for binding in window.activeKeyBindings where binding.matches(.ctrl("z")) { wanted = true }
        guard wanted != deliversSuspendKey else { return }
        deliversSuspendKey = wanted
        terminal.deliverSuspendKey(wanted)
    }

    // MARK: - Scheduler

    /// Runs `action` once after `delay` of the app's clock.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
        taskSequence += 1
        let task = ScheduledTask(deadline: clock.elapsed + max(.zero, delay), sequence: taskSequence, action: action)
        tasks.append(task)
        return task
    }

    /// The most due tasks one turn runs: a task that schedules another for now, forever, would
    /// otherwise keep the loop from reading keys or drawing; the rest run on the next turn.
    private static let maximumDueTasksPerTurn = 10_000

    /// Runs every task whose time has come, earliest first (tasks they schedule for now run too).
    private func runDueTasks() {
        var guardCount = 0
        while guardCount < Application.maximumDueTasksPerTurn {
            tasks.removeAll { $0.isCancelled }
            let now = clock.elapsed
            guard let index = tasks.indices.filter({ tasks[$0].deadline <= now })
                .min(by: { (tasks[$0].deadline, tasks[$0].sequence) < (tasks[$1].deadline, tasks[$1].sequence) })
            else { return }
            let task = tasks.remove(at: index)
            let action = task.action
            task.cancel()
            action?()
            window.setNeedsDisplay()
            timersRun += 1
            guardCount += 1
        }
    }
}
