import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

@MainActor
extension PF {
    // MARK: - Plugins

    /// An embedded badge: a one-line label.
    @MainActor
    final class BadgePlugin: BasePluginCoordinator<String> {
        private(set) var startCount = 0

        init(router: any RouterProtocol, name: String) {
            super.init(router: router, context: name)
        }

        override var pluginId: String { context }

        override func start() {
            startCount += 1
            super.start()
        }

        override func makePluginViewController() -> ViewController {
            let part = ViewController()
            part.view = Label("[\(context) plugin]")
            return part
        }
    }

    /// A screen made of embedded plugin screens above its own body.
    @MainActor
    final class DashboardScreen: ViewController {
        private let parts: [ViewController]

        init(parts: [ViewController]) {
            self.parts = parts
            super.init()
            title = "Dashboard"
        }

        override func loadView() {
            let stack = StackView()
            view = stack
            for part in parts { embed(part, in: stack) }
            stack.addSubview(Label("Dashboard body"))
        }
    }

    /// A composite screen's coordinator: installs plugins and embeds their screens in its own.
    @MainActor
    final class DashboardCoordinator: BaseRouterCoordinator {
        private(set) var plugins: [BadgePlugin] = []
        private(set) var pluginScreens: [ViewController] = []
        private(set) weak var screen: DashboardScreen?

        override func start() {
            plugins = ["header", "banner", "report"].map { BadgePlugin(router: router, name: $0) }
            pluginScreens = installPlugins(plugins)
            let screen = DashboardScreen(parts: pluginScreens)
            self.screen = screen
            perform(screen, from: self)
        }
    }
}
