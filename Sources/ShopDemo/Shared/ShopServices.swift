import LCoordinator
import Observation
import TerminalUI

/// Everything the demo's coordinators need, created once per app and passed down.
@MainActor
package final class ShopServices {
    package let session = Session()
    package let sharedState = SharedState()
    package let catalog = Catalog()
    /// The server every screen loads from.
    package let backend: ShopBackend
    package let scheduler: any Scheduler
    package let leakTracker: LeakTracker
    package let log: NavigationLog
    package let deeplinks: DeeplinkManager
    /// The SSH user's name when the Shop runs as a session of `--serve-ssh` (greeted by name).
    package var visitorName: String?
    /// How long the simulated network takes.
    package var networkDelay: Duration = .milliseconds(1200)

    package init(scheduler: any Scheduler, clock: any TerminalClock, latency: ShopBackend.Latency,
                leakTracker: LeakTracker, log: NavigationLog, deeplinks: DeeplinkManager) {
        backend = ShopBackend(clock: clock, catalog: catalog, latency: latency)
        self.scheduler = scheduler
        self.leakTracker = leakTracker
        self.log = log
        self.deeplinks = deeplinks
    }

    /// Every order of the user: placed in this session first (newest first), then the catalogue's.
    package var orders: [Order] { sharedState.placedOrders + catalog.orders }

    /// A router on `navigationController` that reports to the leak tracker and the log.
    package func makeRouter(_ navigationController: NavigationController = NavigationController()) -> Router {
        Router(navigationController: navigationController, leakTracker: leakTracker, log: log)
    }
}

