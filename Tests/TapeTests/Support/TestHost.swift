import Tape
import TerminalCore
import TerminalUI

/// A tiny app for runner tests: routes `list` (the default: "Items", Enter pushes "Item N",
/// `a` shows a "Delete?" alert) and `loading` ("Loading…" that becomes "Loaded" after 2 s of
/// the app's clock). Deep links `test://item/N` push item N; leaks are whatever `leaks` says.
@MainActor
final class TestHost: TapeHost {
    var routes: [String]? { ["list", "loading"] }
    /// What every session's `leakReport()` returns.
    var leaks: [String] = []
    /// How many sessions were built (0 when no tape started).
    private(set) var sessionsMade = 0
    /// The session built last.
    private(set) var lastSession: TestSession?
    /// Builds the app on its own terminal and clock, as a buggy host would.
    var usesItsOwnClock = false
    /// Thrown by `makeSession` when set.
    var startupError: (any Error)?
    /// Whether sessions save their state (`screens: N`) and restore one (into `restored`).
    var savesState = false

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        if let startupError { throw startupError }
        sessionsMade += 1
        let session = TestSession(terminal: terminal, clock: usesItsOwnClock ? VirtualClock() : clock, route: route, host: self)
        lastSession = session
        return session
    }
}

@MainActor
final class TestSession: TapeSession {
    let application: Application
    let navigation: NavigationController
    private(set) var deeplinks: [String] = []
    private weak var host: TestHost?

    init(terminal: any Terminal, clock: any TerminalClock, route: String?, host: TestHost) {
        application = Application(terminal: terminal, clock: clock)
        self.host = host
        let root: ViewController = route == "loading" ? LoadingScreen(scheduler: application) : ItemListScreen()
        navigation = NavigationController(rootViewController: root)
        application.window.rootViewController = navigation
    }

    func openDeeplink(_ url: String) {
        deeplinks.append(url)
        let prefix = "test://item/"
        if url.hasPrefix(prefix), let number = Int(url.dropFirst(prefix.count)) {
            navigation.pushViewController(DetailScreen(number: number))
        } else {
            navigation.present(AlertController(title: "Unsupported link", message: url))
        }
    }

    func leakReport() -> [String] { host?.leaks ?? [] }

    /// The state `restoreState` was given last.
    private(set) var restored: String?

    func saveState() -> String? {
        host?.savesState == true ? "screens: \(navigation.viewControllers.count)\n" : nil
    }

    func restoreState(_ state: String) -> String? {
        restored = state
        return state.hasPrefix("screens: ") ? nil : "not a state of this app"
    }
}

/// "Items": twelve rows; Enter pushes the selected item, `a` asks "Delete?".
@MainActor
final class ItemListScreen: ViewController {
    let list = ListView(items: (1...12).map { ListItem("Item \($0)") })

    override init() {
        super.init()
        title = "Items"
        keyBindings = [KeyBinding(.char("a"), title: "Delete") { [weak self] in self?.askToDelete() }]
    }

    override func loadView() {
        list.onActivate = { [weak self] index in
            self?.navigationController?.pushViewController(DetailScreen(number: index + 1))
        }
        view = StackView([list])
    }

    private func askToDelete() {
        present(AlertController(title: "Delete?", message: "This cannot be undone.",
                                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Delete", style: .destructive)]))
    }
}

/// "Item N" with one line of details.
@MainActor
final class DetailScreen: ViewController {
    init(number: Int) {
        super.init()
        title = "Item \(number)"
    }

    override func loadView() {
        view = StackView(topPadding: 1, [Label("Details of \(title ?? "")")])
    }
}

/// "Loading": shows "Loading…" until a timer on the app's clock fires 2 s after it loaded.
@MainActor
final class LoadingScreen: ViewController {
    private let label = Label("Loading…")
    private let scheduler: any Scheduler
    private var task: ScheduledTask?

    init(scheduler: any Scheduler) {
        self.scheduler = scheduler
        super.init()
        title = "Loading"
    }

    override func loadView() {
        view = StackView(topPadding: 1, [label])
    }

    override func viewDidLoad() {
        task = scheduler.schedule(after: .seconds(2)) { [weak self] in self?.label.text = "Loaded" }
    }
}
