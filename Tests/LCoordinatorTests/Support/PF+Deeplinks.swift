import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

@MainActor
extension PF {
    // MARK: - Deep links

    /// The deep-link manager's delegate: login and readiness switches, what was refused and handled.
    @MainActor
    final class DeeplinkHost: DeeplinkManagerDelegate {
        var isAuthenticated = true
        var isReadyForDeeplinks = true
        weak var root: (any Coordinator)?
        private(set) var rejections: [(url: String, error: DeeplinkError)] = []
        /// Links handled, with the coordinator each built (held weakly, so checks of its release hold).
        private(set) var handled: [Handled] = []

        struct Handled {
            let url: String
            weak var coordinator: (any Coordinator)?
        }

        init(root: (any Coordinator)? = nil) {
            self.root = root
        }

        var deeplinkRootCoordinator: (any Coordinator)? { root }

        func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {
            rejections.append((url, error))
        }

        func deeplinkManager(_ manager: DeeplinkManager, didHandle url: String, with coordinator: any Coordinator) {
            handled.append(Handled(url: url, coordinator: coordinator))
        }
    }

    /// The id of a product link: one path segment of 1 to 9 ASCII digits, no query (like the demo's).
    static func numericID(_ component: DeeplinkComponent) -> Int? {
        guard component.pathSegments.count == 1, let text = component.pathSegments.first,
              (1...9).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }),
              component.queryItems.isEmpty
        else { return nil }
        return Int(text)
    }

    /// `app://product/<id>`: pushes `Product <id>` on the deepest visible router.
    @MainActor
    final class ProductPlugin: DeeplinkPlugin {
        var requireAuthentication = true
        var shouldPreventDuplicate = true
        /// When false, `buildCoordinator` returns nil (a plugin that cannot build its screen).
        var canBuild = true
        private(set) var buildCount = 0
        /// How many times the manager asked whether a link is this plugin's.
        private(set) var applicabilityChecks = 0

        func isApplicable(component: DeeplinkComponent) -> Bool {
            applicabilityChecks += 1
            return component.scheme == "app" && component.host == "product"
        }

        func validate(component: DeeplinkComponent) -> String? {
            PF.numericID(component) == nil ? "a product link needs an id of 1 to 9 digits (app://product/42)" : nil
        }

        func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
            guard canBuild, let id = PF.numericID(component) else { return nil }
            buildCount += 1
            return ScreenCoordinator(router: router, title: "Product \(id)")
        }

        func actionDescription(for component: DeeplinkComponent) -> String {
            "push Product \(component.pathSegments.first ?? "?")"
        }
    }

    /// `app://about`: a link that needs no login.
    @MainActor
    final class AboutPlugin: DeeplinkPlugin {
        var requireAuthentication: Bool { false }

        func isApplicable(component: DeeplinkComponent) -> Bool {
            component.scheme == "app" && component.host == "about"
        }

        func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
            ScreenCoordinator(router: router, title: "About")
        }
    }

    /// The home flow of `FlowBuilder` on a window, with a deep-link manager and its delegate.
    @MainActor
    final class TabbedApp {
        let harness = Harness()
        let recorder = Recorder()
        let app: AppCoordinator
        let manager: DeeplinkManager
        let host: DeeplinkHost
        let plugin = ProductPlugin()

        init(setUpDeeplinks: Bool = true) {
            app = AppCoordinator(window: harness.window, factory: FlowBuilder(tracker: harness.tracker, recorder: recorder),
                                 leakTracker: harness.tracker)
            manager = DeeplinkManager(plugins: [plugin, AboutPlugin()])
            host = DeeplinkHost(root: app)
            app.navigate(to: .home)
            harness.start()
            if setUpDeeplinks { manager.setup(delegate: host) }
        }

        var tabs: Tabs { app.findCoordinator(as: Tabs.self)! }

        /// Handles `url` and draws the result.
        @discardableResult
        func open(_ url: String) -> DeeplinkPlan {
            let plan = manager.handlePlan(url: url)
            harness.app.settle()
            return plan
        }

        /// The product coordinators built from links that are still in the tree.
        var productTitles: [String] {
            var titles: [String] = []
            var stack: [any Coordinator] = [app]
            while let current = stack.popLast() {
                if let screen = current as? ScreenCoordinator, screen.title.hasPrefix("Product") { titles.append(screen.title) }
                stack.append(contentsOf: current.children.reversed())
            }
            return titles
        }
    }
}
