import LCoordinator

/// The root of the signed-in flow: owns the tab bar coordinator (built by the flow factory)
/// and runs the start-up popup queue.
@MainActor
package final class StartupCoordinator: BaseRouterContextCoordinator<StartupContext>, PopupFlowCoordinatorDelegate {
    weak var delegate: (any StartupCoordinatorDelegate)?
    private let services: ShopServices
    private var popupFactory: StartupPopupFactory?
    private(set) var popupsFinished = false

    init(router: any RouterProtocol, context: StartupContext, services: ShopServices) {
        self.services = services
        super.init(router: router, presentationStyle: .push, context: context)
    }

    package override func start() {
        guard context.showsPopups else {
            popupsFinished = true
            return
        }
        // Popups go up once the tab bar (started after this root) is on screen.
        services.scheduler.schedule(after: .zero) { [weak self] in self?.startPopups() }
    }

    private func startPopups() {
        popupFactory = StartupPopupFactory(router: router, owner: self, services: services)
        let flow = PopupFlowCoordinator<StartupPopup, StartupCoordinator>()
        flow.delegate = self
        addChildCoordinator(flow)
        for popup in [StartupPopup.suggestBiometric, .notifications, .createStore] { flow.addPopup(popup) }
        flow.start()
    }

    package func showPopup(_ item: StartupPopup, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)? {
        popupFactory?.show(item, onDismiss: onDismiss)
    }

    package func popupFlowFinished() {
        if let flow = currentChild(ofType: PopupFlowCoordinator<StartupPopup, StartupCoordinator>.self) {
            removeChildCoordinator(flow)
        }
        popupFactory = nil
        popupsFinished = true
        // Let the last popup's callbacks finish (its coordinator leaves the tree) before deep
        // links look for the visible screen.
        services.scheduler.schedule(after: .zero) { [weak self] in self?.delegate?.startupDidFinishPopups() }
    }
}
