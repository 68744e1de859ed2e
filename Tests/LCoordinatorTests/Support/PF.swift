import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// Fixtures for the app-flow, deep-link and pattern tests. They live in the `PF` namespace so
/// they never clash with the types of other test files in this target.
@MainActor
enum PF {
    // MARK: - App on a headless terminal

    /// An `Application` on an 80×24 `HeadlessTerminal` with a `VirtualClock` and a leak tracker.
    @MainActor
    final class Harness {
        let terminal: HeadlessTerminal
        let clock = VirtualClock()
        let app: Application
        let tracker = LeakTracker()

        var window: Window { app.window }

        init(size: Size = .reference) {
            terminal = HeadlessTerminal(size: size)
            app = Application(terminal: terminal, clock: clock)
        }

        /// A router on `navigation` that reports to this harness's leak tracker.
        func makeRouter(_ navigation: NavigationController = NavigationController()) -> Router {
            Router(navigationController: navigation, leakTracker: tracker)
        }

        /// Makes `root` the window's root and puts the window on screen.
        func show(_ root: ViewController) {
            window.rootViewController = root
            start()
        }

        /// Puts the window on screen (once) and draws a frame.
        func start() {
            app.start()
            app.renderIfNeeded()
        }

        /// Types `keys` through the terminal and the application's real input path.
        func press(_ keys: KeyEvent...) {
            terminal.enqueue(contentsOf: keys.map { .key($0) })
            app.processPendingInput()
        }

        /// The screen as text, after drawing what changed.
        var screen: String {
            app.renderIfNeeded()
            return terminal.text
        }

        /// Whether the screen shows `text` on one row.
        func shows(_ text: String) -> Bool {
            app.renderIfNeeded()
            return terminal.contains(text)
        }
    }

    /// Records events in the order they happened.
    @MainActor
    final class Recorder {
        private(set) var events: [String] = []

        func record(_ event: String) { events.append(event) }

        func count(_ event: String) -> Int { events.filter { $0 == event }.count }
    }
}
