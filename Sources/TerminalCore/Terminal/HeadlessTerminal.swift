/// A virtual screen for tests and replays: it composes presented layers into a grid of cells.
///
/// It never fails. Input comes from `enqueue(_:)`; `resize(to:)` changes the size and queues the
/// matching `.resize` event, as a real terminal does on SIGWINCH. With the queue empty,
/// `nextEvent(timeout:)` reports `.timeout` when given a timeout, and `.closed` when asked to wait
/// forever (nothing could ever arrive) or after `closeInput()` (a hang-up). Its `description` prints the
/// screen as quoted rows so a failed assertion can be read by eye.
@MainActor
public final class HeadlessTerminal: Terminal, @MainActor CustomStringConvertible {
    /// The screen size (see `resize(to:)`).
    public private(set) var size: Size
    /// The composed screen as last presented (composed when first read after a frame: a replay
    /// that nothing looks at between keys does not pay for composing every frame).
    public var screen: Canvas {
        if let frame = uncomposedFrame {
            composedScreen = frame.composed()
            uncomposedFrame = nil
            composedLines = nil
        }
        return composedScreen
    }
    /// `screen.lines`, made once per frame (a tape's expectations read them one after another).
    private var composedLines: [String]?
    private var composedScreen: Canvas
    private var uncomposedFrame: Frame?
    /// The cursor as last presented (nil = hidden).
    public private(set) var cursor: Point?
    /// The last frame presented.
    public private(set) var lastFrame: Frame?
    /// How many frames were presented since creation.
    public private(set) var presentCount = 0
    /// Whether `start()` was called and `stop()` not yet.
    public private(set) var isStarted = false

    private var pending: [TerminalEvent] = []
    private var pendingIndex = 0
    /// Whether `closeInput()` was called: once the queue is drained, input has ended.
    public private(set) var isInputClosed = false

    /// A blank screen of `size`.
    public init(size: Size = .reference) {
        self.size = size
        self.composedScreen = Canvas(size: size)
    }

    // MARK: - Terminal

    /// See `Terminal`.
    public func start() throws { isStarted = true }

    /// See `Terminal`.
    public func stop() { isStarted = false }

    /// See `Terminal`.
    public func present(_ frame: Frame) {
        presentCount += 1
        lastFrame = frame
        uncomposedFrame = frame
        composedLines = nil
        cursor = frame.cursor
    }

    /// See `Terminal`.
    public func nextEvent(timeout: Duration?) -> TerminalInput {
        guard pendingIndex < pending.count else {
            return isInputClosed || timeout == nil ? .closed : .timeout
        }
        let event = pending[pendingIndex]
        pendingIndex += 1
        if pendingIndex == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
        }
        return .event(event)
    }

    // MARK: - Driving

    /// Ends input, as a hang-up does: queued events are still read, then `.closed` forever.
    public func closeInput() {
        isInputClosed = true
    }

    /// Queues input events, read in order by `nextEvent(timeout:)`.
    public func enqueue(_ events: TerminalEvent...) {
        pending.append(contentsOf: events)
    }

    /// Queues input events, read in order by `nextEvent(timeout:)`.
    public func enqueue(contentsOf events: [TerminalEvent]) {
        pending.append(contentsOf: events)
    }

    /// Queues one key event per character of `text`.
    public func type(_ text: String) {
        pending.append(contentsOf: text.map { .key(.char($0)) })
    }

    /// Whether input is waiting.
    public var hasPendingInput: Bool { pendingIndex < pending.count }

    /// Changes the screen size and queues `.resize(size)`.
    public func resize(to size: Size) {
        self.size = size
        pending.append(.resize(size))
    }

    // MARK: - Reading

    /// The screen's rows as text.
    public var lines: [String] {
        let screen = self.screen
        if let composedLines { return composedLines }
        let lines = screen.lines
        composedLines = lines
        return lines
    }

    /// The screen as text, one row a line, trailing spaces trimmed.
    public var text: String { screen.text }

    /// Whether `needle` appears on one row of the screen.
    public func contains(_ needle: String) -> Bool {
        lines.contains { $0.contains(needle) }
    }

    /// The cell at a screen position.
    public func cell(x: Int, y: Int) -> Cell { screen[x, y] }

    /// The style of the cell at a screen position.
    public func style(x: Int, y: Int) -> Style { screen[x, y].style }

    /// The screen as text.
    public var description: String { screen.description }
}
