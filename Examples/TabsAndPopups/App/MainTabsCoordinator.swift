import LCoordinator

/// The tab bar (Inbox, Archive) and, once it is on screen, the welcome popups one at a time.
@MainActor
public final class MainTabsCoordinator: TabBarCoordinator, PopupFlowCoordinatorDelegate {
    private let scheduler: any Scheduler
    private let popupFactory = PopupFactory()
    private var popups: PopupFlowCoordinator<WelcomePopup, MainTabsCoordinator>?
    /// Whether every popup has been shown and closed.
    private(set) var popupsFinished = false

    init(router: any RouterProtocol, scheduler: any Scheduler) {
        self.scheduler = scheduler
        super.init(router: router)
    }

    /// Each tab's items, by the tab's name in routes.
    nonisolated static let items = ["inbox": ["Hello from Ana", "Lunch on Friday?", "Your invoice"],
                                    "archive": ["Trip photos", "Old receipts"]]

    override public func makeTabs() -> [any RouterCoordinator] {
        [
            ListTabCoordinator(name: "Inbox", items: Self.items["inbox"] ?? [], log: router.log),
            ListTabCoordinator(name: "Archive", items: Self.items["archive"] ?? [], log: router.log),
        ]
    }

    override public func start() {
        super.start()
        // The popups go up once the tab bar is on screen.
        scheduler.schedule(after: .zero) { [weak self] in self?.startPopups() }
    }

    /// Leaves the welcome popups out, when they have not started yet (a restored session).
    func skipPopups() {
        popupsSkipped = true
    }

    private var popupsSkipped = false

    private func startPopups() {
        guard !popupsSkipped, popups == nil, !popupsFinished else { return }
        popupFactory.configure(router: router, parentCoordinator: self)
        let flow = PopupFlowCoordinator<WelcomePopup, MainTabsCoordinator>()
        flow.delegate = self
        // Queued out of order: the queue shows them by priority.
        flow.addPopup(.rateUs)
        flow.addPopup(.whatsNew)
        popups = flow
        addChildCoordinator(flow)
        flow.start()
    }

    // MARK: - PopupFlowCoordinatorDelegate

    public func showPopup(_ item: WelcomePopup, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)? {
        switch item {
        case .whatsNew:
            popupFactory.showAlert(title: "What's new", message: "Tabs keep their own stacks.",
                                   actions: [AlertAction(title: "OK", style: .cancel)], onDismiss: onDismiss)
            return nil
        case .rateUs:
            return popupFactory.showCoordinator({ RateUsCoordinator(router: $0) }, onDismiss: onDismiss)
        }
    }

    public func popupFlowFinished() {
        popupsFinished = true
        // The queue is done: release it.
        if let popups { removeChildCoordinator(popups) }
        popups = nil
    }
}
