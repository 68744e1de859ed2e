import LCoordinator
import TerminalCore
import TerminalUI

/// Told when the user confirmed logging out.
@MainActor
protocol LogoutHandling: AnyObject {
    func logOut()
}

/// The Profile tab: switch to Orders through an ancestor, pick a store (shared state shown in
/// Home's header), log out after a confirmation alert.
@MainActor
final class ProfileCoordinator: ShopCoordinator {
    override func start() {
        let screen = ViewController()
        screen.title = "Profile"
        let services = self.services
        screen.view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [
            Label(style: Theme.standard.accent) { [weak services] in
                "Signed in as \(services?.session.userName ?? "nobody")"
            },
            Label { [weak services] in
                "Store: \(services?.sharedState.selectedStore?.name ?? "none") · Biometric login: \(services?.session.biometricEnabled == true ? "on" : "off")"
            },
            ActionList([
                .init(title: "Switch to Orders", detail: nil) { [weak self] in self?.switchToOrders() },
                .init(title: "Choose store", detail: nil) { [weak self] in self?.chooseStore() },
                .init(title: "Log out", detail: nil) { [weak self] in self?.confirmLogout() },
            ]),
        ])
        perform(screen, from: self)
    }

    private func switchToOrders() {
        findAncestor(ofType: (any TabSwitching).self)?.switchTo(.orders)
    }

    private func chooseStore() {
        let picker = StorePickerCoordinator(router: router, services: services)
        addChild(picker)
        picker.start()
    }

    private func confirmLogout() {
        router.showAlert(title: "Log out?", message: "You will need to log in again.", from: self, animated: true, actions: [
            AlertAction(title: "Cancel", style: .cancel),
            AlertAction(title: "Log out", style: .destructive) { [weak self] _ in
                self?.findAncestor(ofType: (any LogoutHandling).self)?.logOut()
            },
        ])
    }
}

/// Picks the store in a form sheet; the choice goes to the shared state.
@MainActor
final class StorePickerCoordinator: ShopCoordinator {
    init(router: any RouterProtocol, services: ShopServices) {
        super.init(router: router, services: services, presentationStyle: .present(.formSheet))
    }

    override func start() {
        let screen = ViewController()
        screen.title = "Choose store"
        let actions = services.catalog.stores.map { store in
            ActionList.Action(title: store.name, detail: nil) { [weak self] in self?.pick(store) }
        }
        screen.view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [hint("Home's header shows the store you pick."), ActionList(actions, activateTitle: "Pick")])
        perform(screen, from: self)
    }

    private func pick(_ store: Store) {
        services.sharedState.selectedStore = store
        let window = parentRouter.navigationController.window
        parentRouter.dismiss(coordinator: self, isAnimated: true) {
            window?.showToast("Store set to \(store.name)")
        }
    }
}
