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
    /// Orders placed in this session (checkout), newest first; Orders lists them above the
    /// catalogue's.
    public private(set) var placedOrders: [Order] = []

    /// Records an order of `product` placed now, numbered after every order known so far.
    @discardableResult
    public func placeOrder(of product: Product, after existing: [Order]) -> Order {
        let id = ((placedOrders + existing).map(\.id).max() ?? 1000) + 1
        let order = Order(id: id, productID: product.id, status: "Placed", totalCents: product.priceCents)
        placedOrders.insert(order, at: 0)
        return order
    }

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

    /// Every order of the user: placed in this session first (newest first), then the catalogue's.
    public var orders: [Order] { sharedState.placedOrders + catalog.orders }

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
