import LCoordinator
import Observation
import TerminalCore
import TerminalUI

@MainActor
protocol OrdersNavigationDelegate: AnyObject {
    @discardableResult
    func showOrder(_ id: Int) -> OrderDetailCoordinator
}

@MainActor
@Observable
final class OrdersViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any OrdersNavigationDelegate)?
    @ObservationIgnored private let source: @MainActor () -> [Order]

    /// - Parameter orders: reads the orders (the shared state's placed ones first); read at each
    ///   frame, so an order placed in a checkout shows up.
    init(orders: @escaping @MainActor () -> [Order]) { self.source = orders }

    var orders: [Order] { source() }

    func select(_ index: Int) {
        guard orders.indices.contains(index) else { return }
        navigationDelegate?.showOrder(orders[index].id)
    }
}

final class OrdersViewController: ScreenViewController<OrdersViewModel> {
    init(viewModel: OrdersViewModel) {
        super.init(viewModel: viewModel, title: "Orders")
    }

    override func loadView() {
        let list = ListView()
        list.itemsProvider = { [weak viewModel] in
            (viewModel?.orders ?? []).map { ListItem("Order #\($0.id) · \($0.status)", detail: Money.format(cents: $0.totalCents)) }
        }
        list.onActivate = { [weak viewModel] index in viewModel?.select(index) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [hint("Your recent orders"), list])
    }
}

/// The Orders tab: the list pushes an order's detail.
@MainActor
final class OrdersCoordinator: ShopCoordinator, OrdersNavigationDelegate {
    override func start() {
        let viewModel = OrdersViewModel { [weak services] in services?.orders ?? [] }
        viewModel.navigationDelegate = self
        perform(OrdersViewController(viewModel: viewModel), from: self)
    }

    @discardableResult
    func showOrder(_ id: Int) -> OrderDetailCoordinator {
        // The order already on top (opened from the list, then its link arrives): no second
        // copy, whose Esc would seem to do nothing (found by the fuzzer).
        let top = router.navigationController.topViewController
        if top != nil, let shown = children.lazy.compactMap({ $0 as? OrderDetailCoordinator }).first(where: { $0.orderID == id && $0.screen === top }) {
            return shown
        }
        let detail = OrderDetailCoordinator(router: router, orderID: id, services: services)
        addChild(detail)
        detail.start()
        return detail
    }
}

/// An order's detail; `t` shows tracking full screen.
@MainActor
final class OrderDetailCoordinator: ShopCoordinator {
    let orderID: Int
    /// The order's screen while it exists.
    private(set) weak var screen: ViewController?

    init(router: any RouterProtocol, orderID: Int, services: ShopServices) {
        self.orderID = orderID
        super.init(router: router, services: services)
    }

    override func start() {
        let order = services.orders.first { $0.id == orderID }
        let screen = ViewController()
        screen.title = "Order #\(orderID)"
        let lines = order.map { ["Status: \($0.status)", "Total: \(Money.format(cents: $0.totalCents))", "Item: \(services.catalog.product($0.productID).name)"] }
            ?? ["Status: Processing", "This order was opened from a link."]
        screen.view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, lines.map { Label($0) } + [
            ActionList([.init(title: "Track this order", detail: "full screen") { [weak self] in self?.showTracking() }]),
        ])
        screen.keyBindings = [KeyBinding(.char("t"), title: "Track") { [weak self] in self?.showTracking() }]
        self.screen = screen
        perform(screen, from: self)
    }

    @discardableResult
    func showTracking() -> TrackingCoordinator {
        let tracking = TrackingCoordinator(router: router, orderID: orderID, services: services)
        addChild(tracking)
        tracking.start()
        return tracking
    }
}

@MainActor
@Observable
final class TrackingViewModel: BaseViewModel {
    static let stages = ["Order received", "Packed", "Handed to courier", "Out for delivery", "Delivered"]
    private(set) var stage = 0
    @ObservationIgnored private var task: ScheduledTask?
    @ObservationIgnored private weak var scheduler: (any Scheduler)?

    init(scheduler: any Scheduler) {
        self.scheduler = scheduler
    }

    /// Advances one stage a second, on the app clock (virtual in tapes).
    func startUpdates() {
        guard stage < Self.stages.count - 1 else { return }
        task = scheduler?.schedule(after: .seconds(1)) { [weak self] in
            guard let self else { return }
            self.stage += 1
            self.startUpdates()
        }
    }

    func stopUpdates() { task?.cancel() }
}

final class TrackingViewController: ScreenViewController<TrackingViewModel> {
    init(viewModel: TrackingViewModel, orderID: Int) {
        super.init(viewModel: viewModel, title: "Tracking #\(orderID)")
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
            Label(style: Theme.standard.accent) { [weak viewModel] in
                guard let viewModel else { return "" }
                return "Now: \(TrackingViewModel.stages[viewModel.stage])"
            },
            Label { [weak viewModel] in
                guard let viewModel else { return "" }
                return TrackingViewModel.stages.enumerated()
                    .map { $0.offset <= viewModel.stage ? "● \($0.element)" : "○ \($0.element)" }
                    .joined(separator: "\n")
            },
            hint("Updates every second. Esc closes tracking."),
        ])
    }

    override func viewDidAppear(_ animated: Bool) { viewModel.startUpdates() }
    override func viewDidDisappear(_ animated: Bool) { viewModel.stopUpdates() }
}

/// Order tracking as a full-screen modal.
@MainActor
final class TrackingCoordinator: ShopCoordinator {
    let orderID: Int
    /// The order's screen while it exists.
    private(set) weak var screen: ViewController?

    init(router: any RouterProtocol, orderID: Int, services: ShopServices) {
        self.orderID = orderID
        super.init(router: router, services: services, presentationStyle: .present(.fullScreen))
    }

    override func start() {
        let viewModel = TrackingViewModel(scheduler: services.scheduler)
        perform(TrackingViewController(viewModel: viewModel, orderID: orderID), from: self)
    }
}
