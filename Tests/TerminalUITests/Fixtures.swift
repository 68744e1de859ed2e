import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// A list of `count` rows titled `Item 1` … `Item <count>`.
@MainActor
func itemList(_ count: Int, prefix: String = "Item") -> ListView {
    ListView(items: (1...max(1, count)).map { ListItem("\(prefix) \($0)") })
}

/// Three tabs (Home, Orders, Profile), each a navigation stack with a recording root screen.
@MainActor
struct ShopTabs {
    let tabs: TabBarController
    let navigations: [NavigationController]
    let roots: [RecordingViewController]

    init(log: LifecycleLog, names: [String] = ["Home", "Orders", "Profile"]) {
        roots = names.map { RecordingViewController($0, log: log) }
        navigations = roots.map { NavigationController(rootViewController: $0) }
        tabs = TabBarController()
        tabs.setViewControllers(navigations)
        log.name(tabs, "tabs")
        for (name, navigation) in zip(names, navigations) { log.name(navigation, "\(name)Nav") }
    }
}

/// A screen with two text fields (the second secure) and a button.
@MainActor
final class LoginScreen: ViewController {
    let name = TextField("Name", placeholder: "your name")
    let password = TextField("Password", isSecure: true)
    lazy var button = Button("Log in") { [weak self] in self?.submitted += 1 }
    var submitted = 0

    override init() {
        super.init()
        title = "Log in"
    }

    override func loadView() {
        view = StackView(spacing: 1, topPadding: 1, [name, password, button])
    }
}
