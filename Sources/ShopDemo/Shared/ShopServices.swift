import LCoordinator
import Observation
import TerminalUI

/// Everything the demo's coordinators need, created once per app and passed down.
@MainActor
public final class ShopServices {
    public let session = Session()
    public let sharedState = SharedState()
    public let catalog = Catalog()
    /// The server every screen loads from.
    public let backend: ShopBackend
    public let scheduler: any Scheduler
    public let leakTracker: LeakTracker
    public let log: NavigationLog
    public let deeplinks: DeeplinkManager
    /// How long the simulated network takes.
    public var networkDelay: Duration = .milliseconds(1200)

    public init(scheduler: any Scheduler, clock: any TerminalClock, latency: ShopBackend.Latency,
                leakTracker: LeakTracker, log: NavigationLog, deeplinks: DeeplinkManager) {
        backend = ShopBackend(clock: clock, catalog: catalog, latency: latency)
        self.scheduler = scheduler
        self.leakTracker = leakTracker
        self.log = log
        self.deeplinks = deeplinks
    }

    /// Every order of the user: placed in this session first (newest first), then the catalogue's.
    public var orders: [Order] { sharedState.placedOrders + catalog.orders }

    /// A router on `navigationController` that reports to the leak tracker and the log.
    public func makeRouter(_ navigationController: NavigationController = NavigationController()) -> Router {
        Router(navigationController: navigationController, leakTracker: leakTracker, log: log)
    }
}

