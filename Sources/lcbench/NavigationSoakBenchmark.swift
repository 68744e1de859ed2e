import LCoordinator
import Synchronization
import TerminalCore
import TerminalUI

/// Live instances of the soak's coordinators and screens, counted by their deinits.
let liveSoakCoordinators = Atomic<Int>(0)
let liveSoakScreens = Atomic<Int>(0)

/// A pushed or presented flow of the soak: one screen, counted while alive.
@MainActor
final class SoakCoordinator: BaseRouterCoordinator {
    private let title: String

    init(router: any RouterProtocol, presentationStyle: RouterPresentationStyle, title: String) {
        self.title = title
        super.init(router: router, presentationStyle: presentationStyle)
        liveSoakCoordinators.add(1, ordering: .relaxed)
    }

    deinit {
        liveSoakCoordinators.subtract(1, ordering: .relaxed)
    }

    override func start() {
        perform(SoakScreen(title: title), isAnimated: false, from: self)
    }
}

@MainActor
final class SoakScreen: ViewController {
    init(title: String) {
        super.init()
        self.title = title
        liveSoakScreens.add(1, ordering: .relaxed)
    }

    deinit {
        liveSoakScreens.subtract(1, ordering: .relaxed)
    }
}

/// Memory and live objects across a million navigation operations through `Router` on a
/// headless app: push/pop cycles, and every fourth cycle a page sheet presented and dismissed
/// (each push, pop, present and dismiss counts as one operation).
@MainActor
enum NavigationSoakBenchmark {
    struct Checkpoint {
        let operations: Int
        let residentKibibytes: Int
    }

    struct Result {
        let operations: Int
        let duration: Duration
        let checkpoints: [Checkpoint]
        let peakKibibytes: Int
        let liveCoordinators: Int
        let liveScreens: Int
        let trackerLeaks: Int
        let trackerAlive: Int
        let routerContexts: Int
        let stackDepth: Int
        let framesPresented: Int
    }

    static func run(operations: Int, warmUp: Int, checkpointEvery: Int) throws -> Result {
        let terminal = HeadlessTerminal(size: .reference)
        let application = Application(terminal: terminal, clock: VirtualClock())
        let tracker = LeakTracker()
        let navigation = NavigationController()
        let router = Router(navigationController: navigation, leakTracker: tracker)
        let root = BaseCoordinator()
        application.window.rootViewController = navigation
        application.start()
        let home = SoakCoordinator(router: router, presentationStyle: .push, title: "Home")
        root.addChildCoordinator(home)
        home.start()
        application.settle()

        var done = 0
        var cycle = 0
        var checkpoints: [Checkpoint] = []
        var measuredStart = ContinuousClock.now
        let clock = ContinuousClock()
        while done < warmUp + operations {
            if done >= warmUp, checkpoints.isEmpty {
                checkpoints.append(Checkpoint(operations: 0, residentKibibytes: Machine.residentKibibytes))
                measuredStart = clock.now
            }
            if cycle % 4 == 3 {
                let sheet = SoakCoordinator(router: router, presentationStyle: .present(.pageSheet), title: "Sheet \(cycle % 10)")
                home.addChildCoordinator(sheet)
                sheet.start()
                router.dismiss(coordinator: sheet, isAnimated: false, completion: nil)
            } else {
                let detail = SoakCoordinator(router: router, presentationStyle: .push, title: "Product \(cycle % 10)")
                home.addChildCoordinator(detail)
                detail.start()
                router.pop(isAnimated: false)
            }
            done += 2
            cycle += 1
            // What the app does after every event: the leak check, timers and a frame if needed.
            if cycle % 64 == 0 {
                if !tracker.newLeaks().isEmpty { throw BenchmarkFailure(description: "leak after \(done) operations: \(tracker.leaks())") }
                application.settle()
            }
            if done > warmUp, (done - warmUp) % checkpointEvery == 0 {
                checkpoints.append(Checkpoint(operations: done - warmUp, residentKibibytes: Machine.residentKibibytes))
            }
        }
        let duration = clock.now - measuredStart
        application.settle()
        guard home.children.isEmpty, navigation.viewControllers.count == 1, navigation.presentedViewController == nil else {
            throw BenchmarkFailure(description: "the soak did not return to Home: \(home.children.count) children, \(navigation.viewControllers.count) screens")
        }
        return Result(operations: operations, duration: duration, checkpoints: checkpoints,
                      peakKibibytes: Machine.peakResidentKibibytes,
                      liveCoordinators: liveSoakCoordinators.load(ordering: .relaxed),
                      liveScreens: liveSoakScreens.load(ordering: .relaxed),
                      trackerLeaks: tracker.leaks().count, trackerAlive: tracker.aliveCount,
                      routerContexts: router.contextSnapshots.count, stackDepth: navigation.viewControllers.count,
                      framesPresented: application.framesPresented)
    }
}
