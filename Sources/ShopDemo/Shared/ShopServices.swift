import LCoordinator
import Observation
import TerminalUI

/// Who is logged in.
@MainActor
@Observable
public final class Session {
    public private(set) var userName: String?
    /// Whether biometric login was enabled from the start-up popup.
    public var biometricEnabled = false

    public init() {}

    public var isLoggedIn: Bool { userName != nil }

    public func logIn(as name: String) { userName = name }
    public func logOut() { userName = nil }
}

/// State shared between sibling coordinators (seed 002's SharedState): Profile picks a store,
/// Home's header shows it. Observation re-renders whoever read it.
@MainActor
@Observable
public final class SharedState {
    public var selectedStore: Store?

    public init() {}
}

/// Everything the demo's coordinators need, created once per app and passed down.
@MainActor
public final class ShopServices {
    public let session = Session()
    public let sharedState = SharedState()
    public let catalog = Catalog()
    public let scheduler: any Scheduler
    public let leakTracker: LeakTracker
    public let log: NavigationLog
    public let deeplinks: DeeplinkManager
    /// How long the simulated network takes.
    public var networkDelay: Duration = .milliseconds(1200)

    public init(scheduler: any Scheduler, leakTracker: LeakTracker, log: NavigationLog, deeplinks: DeeplinkManager) {
        self.scheduler = scheduler
        self.leakTracker = leakTracker
        self.log = log
        self.deeplinks = deeplinks
    }

    /// A router on `navigationController` that reports to the leak tracker and the log.
    public func makeRouter(_ navigationController: NavigationController = NavigationController()) -> Router {
        Router(navigationController: navigationController, leakTracker: leakTracker, log: log)
    }
}

/// A demo coordinator: a router coordinator with the app's services.
@MainActor
class ShopCoordinator: BaseRouterCoordinator {
    let services: ShopServices

    init(router: any RouterProtocol, services: ShopServices, presentationStyle: RouterPresentationStyle = .push) {
        self.services = services
        super.init(router: router, presentationStyle: presentationStyle)
    }
}
