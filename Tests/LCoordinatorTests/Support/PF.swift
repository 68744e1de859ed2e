import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator
import TerminalUITestSupport

/// Fixtures for the app-flow, deep-link and pattern tests. They live in the `PF` namespace so
/// they never clash with the types of other test files in this target.
@MainActor
enum PF {
    // MARK: - App on a headless terminal

    /// The screen harness every UI test uses (an `Application` on a `HeadlessTerminal` with a
    /// `VirtualClock`), with a leak tracker for the routers it makes.
    @MainActor
    final class Harness {
        let ui: UITestHarness
        let tracker = LeakTracker()

        var terminal: HeadlessTerminal { ui.terminal }
        var clock: VirtualClock { ui.clock }
        var app: Application { ui.app }
        var window: Window { ui.window }

        init(size: Size = .reference) {
            ui = UITestHarness(size: size)
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
            ui.start()
            ui.renderIfNeeded()
        }

        /// Types `keys` through the terminal and the application's real input path.
        func press(_ keys: KeyEvent...) {
            ui.press(keys)
        }

        /// The screen as text, after drawing what changed.
        var screen: String {
            ui.renderIfNeeded()
            return ui.text
        }

        /// Whether the screen shows `text` on one row.
        func shows(_ text: String) -> Bool {
            ui.renderIfNeeded()
            return ui.contains(text)
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
