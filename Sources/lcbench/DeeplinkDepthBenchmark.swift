import LCoordinator
import TerminalCore
import TerminalUI

/// Deep-link resolution on deep trees: a chain of `depth` pushed coordinators, each the child
/// of the one before, every one with a screen on one navigation stack.
@MainActor
enum DeeplinkDepthBenchmark {
    struct Result {
        let depth: Int
        let deepestVisible: Samples
        let dryRun: Samples
        let handle: Samples
    }

    static func run(depth: Int, repetitions: Int) throws -> Result {
        let application = Application(terminal: HeadlessTerminal(size: .reference), clock: VirtualClock())
        let navigation = NavigationController()
        let router = Router(navigationController: navigation, leakTracker: LeakTracker())
        application.window.rootViewController = navigation
        application.start()
        let root = DepthRoot()
        var parent: any Coordinator = root
        for level in 0..<depth {
            let child = SoakCoordinator(router: router, presentationStyle: .push, title: "Level \(level)")
            parent.addChildCoordinator(child)
            child.start()
            parent = child
        }
        application.settle()
        let deepest = parent
        let manager = DeeplinkManager(plugins: [DepthPlugin()])
        manager.setup(delegate: root)

        guard root.deepestVisibleRouterCoordinator === deepest else {
            throw BenchmarkFailure(description: "depth \(depth): the deepest visible coordinator is not the last of the chain")
        }
        guard case .handle = manager.dryRun(url: "bench://item/7").outcome else {
            throw BenchmarkFailure(description: "depth \(depth): the dry run does not handle the link: \(manager.dryRun(url: "bench://item/7"))")
        }

        let clock = ContinuousClock()
        var deepestVisible = Samples()
        var dryRun = Samples()
        var handle = Samples()
        for _ in 0..<repetitions {
            var start = clock.now
            let found = root.deepestVisibleRouterCoordinator
            deepestVisible.append(clock.now - start)
            guard found === deepest else { throw BenchmarkFailure(description: "the deepest visible coordinator changed") }

            start = clock.now
            let plan = manager.dryRun(url: "bench://item/7")
            dryRun.append(clock.now - start)
            _ = plan

            // Handled for real: resolves, builds a coordinator, pushes its screen; then popped.
            start = clock.now
            manager.handle(url: "bench://item/7")
            handle.append(clock.now - start)
            guard navigation.viewControllers.count == depth + 1 else {
                throw BenchmarkFailure(description: "depth \(depth): the link did not push a screen")
            }
            router.pop(isAnimated: false)
            guard navigation.viewControllers.count == depth, deepest.children.isEmpty else {
                throw BenchmarkFailure(description: "depth \(depth): the linked screen did not leave")
            }
        }
        return Result(depth: depth, deepestVisible: deepestVisible, dryRun: dryRun, handle: handle)
    }
}

/// The root of the deep chain and the deep-link delegate: logged in, ready.
@MainActor
final class DepthRoot: BaseCoordinator, DeeplinkManagerDelegate {
    var isAuthenticated: Bool { true }
    var deeplinkRootCoordinator: (any Coordinator)? { self }
    func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {}
}

/// `bench://item/<id>`: pushes one screen on the deepest visible router.
@MainActor
final class DepthPlugin: DeeplinkPlugin {
    var requireAuthentication: Bool { true }

    func isApplicable(component: DeeplinkComponent) -> Bool {
        component.scheme == "bench" && component.host == "item"
    }

    func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        SoakCoordinator(router: router, presentationStyle: .push, title: "Item \(component.pathSegments.first ?? "?")")
    }
}
