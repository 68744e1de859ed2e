/// A line-by-line record of navigation (`--log FILE` in the demo): what was pushed, presented,
/// popped and dismissed, for which coordinator. Never written to the screen.
@MainActor
public final class NavigationLog {
    private let sink: @MainActor (String) -> Void
    /// The lines recorded, when no sink replaced the default.
    package private(set) var lines: [String] = []
    private let keepsLines: Bool
    /// Told of every navigation of the routers sharing this log, as structured events (the
    /// navigation graph and tape coverage use it).
    package var observer: (any NavigationObserver)?

    /// A log that keeps its lines in memory.
    public init() {
        self.sink = { _ in }
        self.keepsLines = true
    }

    /// A log that hands each line to `sink` (for example a file writer).
    package init(sink: @escaping @MainActor (String) -> Void) {
        self.sink = sink
        self.keepsLines = false
    }

    /// Records one line (escaped: text from outside never drives the terminal it is printed on).
    public func record(_ line: String) {
        // Lines name links, routes and titles from outside: never let one drive a terminal.
        let line = PrintableText.escaping(line)
        if keepsLines { lines.append(line) }
        sink(line)
    }
}
