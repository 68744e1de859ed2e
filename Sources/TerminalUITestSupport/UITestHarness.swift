import TerminalCore
import TerminalUI

/// A headless application for tests: a `HeadlessTerminal`, a `VirtualClock` and an
/// `Application` wired together at one screen size.
///
/// Keys go through the same path as the run loop (`Application.processPendingInput()`), so a
/// test sees exactly the frames a user would.
///
/// ```swift
/// let ui = UITestHarness(size: Size(width: 80, height: 24))
/// ui.start(root: NavigationController(rootViewController: HomeScreen()))
/// ui.press(.down, .enter)
/// ui.expectContains("Product 2")
/// ui.assertSnapshot(named: "home-pushed-product")
/// ```
@MainActor
public final class UITestHarness {
    /// The headless screen.
    public let terminal: HeadlessTerminal
    /// The virtual clock (see `advance(by:)`).
    public let clock: VirtualClock
    /// The application under test.
    public let app: Application

    /// - Parameters:
    ///   - size: the screen size (80×24, the reference size, by default).
    ///   - environment: the environment the application reads (for example `NO_COLOR`).
    public init(size: Size = .reference, environment: [String: String] = [:]) {
        terminal = HeadlessTerminal(size: size)
        clock = VirtualClock()
        app = Application(terminal: terminal, clock: clock, environment: environment)
    }

    /// A harness of `width` × `height` cells.
    public convenience init(width: Int, height: Int, environment: [String: String] = [:]) {
        self.init(size: Size(width: width, height: height), environment: environment)
    }

    /// The app's window.
    public var window: Window { app.window }

    /// The current screen size.
    public var size: Size { terminal.size }

    // MARK: - Running

    /// Sets the window's root (when given), shows the window and presents the first frame.
    public func start(root: ViewController? = nil) {
        if let root { app.window.rootViewController = root }
        app.start()
    }

    /// Sends keys one after the other through the run loop's path, rendering after each.
    ///
    /// A synchronous test holds the main actor, so a `Task { @MainActor in … }` a key starts
    /// runs only once the test suspends: from an `async` test, `await press(_:)` (or
    /// `await settle()`) runs every ready main-actor job before the test looks.
    public func press(_ keys: KeyEvent...) {
        press(keys)
    }

    /// Sends keys one after the other through the run loop's path, rendering after each.
    public func press(_ keys: [KeyEvent]) {
        terminal.enqueue(contentsOf: keys.map { .key($0) })
        app.processPendingInput()
    }

    /// Sends `key` `count` times.
    public func press(_ key: KeyEvent, times count: Int) {
        press(Array(repeating: key, count: max(0, count)))
    }

    /// Types `text`, one key per character.
    public func type(_ text: String) {
        terminal.type(text)
        app.processPendingInput()
    }

    /// Resizes the screen as SIGWINCH would and lets the application lay out again.
    public func resize(to size: Size) {
        terminal.resize(to: size)
        app.processPendingInput()
    }

    /// Resizes the screen to `width` × `height`.
    public func resize(width: Int, height: Int) {
        resize(to: Size(width: width, height: height))
    }

    /// Moves the virtual clock, running timers as their times come and rendering.
    public func advance(by duration: Duration) {
        app.advance(by: duration, on: clock)
    }

    /// From an `async` test: lets the app's asynchronous work settle — main-actor jobs, and the
    /// owned tasks (`task(_:)`) not asleep on the virtual clock — then timers and the frame.
    /// The main actor is free while it waits.
    public func settle() async {
        await app.waitForWork()
    }

    /// Sends keys like `press(_:)` and lets the app's asynchronous work settle after each.
    public func press(_ keys: KeyEvent...) async {
        terminal.enqueue(contentsOf: keys.map { .key($0) })
        await app.processPendingInput()
    }

    /// Moves the virtual clock like `advance(by:)`, letting the app's work settle at each step.
    public func advance(by duration: Duration) async {
        await app.advance(by: duration, on: clock)
    }

    /// Presents a frame if something changed (what the run loop does after each event).
    /// - Returns: whether a new frame was presented.
    @discardableResult
    public func renderIfNeeded() -> Bool {
        app.renderIfNeeded()
    }

    // MARK: - Reading the screen

    /// How many frames the application presented.
    public var framesPresented: Int { app.framesPresented }

    /// The screen's rows as text (wide characters once, continuation cells skipped).
    public var lines: [String] { terminal.lines }

    /// The screen as text, one row a line, trailing spaces trimmed.
    public var text: String { terminal.text }

    /// The screen as quoted rows, for failure messages.
    public var screenDescription: String { terminal.description }

    /// Row `y` as text ("" outside the screen).
    public func line(_ y: Int) -> String {
        terminal.screen.line(y)
    }

    /// Row `y` with trailing spaces removed.
    public func trimmedLine(_ y: Int) -> String {
        String(line(y).reversed().drop(while: { $0 == " " }).reversed())
    }

    /// Whether some row shows `needle`.
    public func contains(_ needle: String) -> Bool {
        terminal.contains(needle)
    }

    /// The cell at a screen position.
    public func cell(x: Int, y: Int) -> Cell { terminal.cell(x: x, y: y) }

    /// The style of the cell at a screen position.
    public func style(x: Int, y: Int) -> Style { terminal.style(x: x, y: y) }

    /// The text cursor as last presented (nil = hidden).
    public var cursor: Point? { terminal.cursor }

    /// The last frame presented.
    public var lastFrame: Frame? { terminal.lastFrame }

    /// The layer of the last frame with `id` (`"root"`, `"modal.1"`, `"footer"`, …).
    public func layer(_ id: String) -> Layer? {
        terminal.lastFrame?.layers.first { $0.id == id }
    }

    /// The ids of the last frame's layers, bottom to top.
    public var layerIDs: [String] {
        terminal.lastFrame?.layers.map(\.id) ?? []
    }

    /// Where `needle` first appears on screen, in cell coordinates (a wide character counts
    /// two columns), scanning rows top to bottom; nil when it is not shown.
    public func locate(_ needle: String) -> Point? {
        let target = Array(needle)
        guard !target.isEmpty else { return nil }
        let screen = terminal.screen
        for y in 0..<screen.size.height {
            // The row's graphemes with the column each starts at.
            var row: [(column: Int, character: Character)] = []
            for x in 0..<screen.size.width {
                let cell = screen[x, y]
                if cell.isContinuation { continue }
                for character in cell.symbol { row.append((x, character)) }
            }
            guard row.count >= target.count else { continue }
            for start in 0...(row.count - target.count)
            where (0..<target.count).allSatisfy({ row[start + $0].character == target[$0] }) {
                return Point(x: row[start].column, y: y)
            }
        }
        return nil
    }

    /// The rows that show `needle`.
    public func rows(containing needle: String) -> [Int] {
        lines.indices.filter { lines[$0].contains(needle) }
    }
}
