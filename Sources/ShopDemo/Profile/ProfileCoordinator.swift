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

    /// The picker hands back the store (a typed result, exactly once): Profile keeps it in the
    /// shared state Home's header reads. Esc or a click outside gives nil: nothing changes.
    private func chooseStore() {
        let picker = StorePickerCoordinator(router: router, services: services)
        let window = router.navigationController.window
        start(picker) { [weak self] store in
            guard let self, let store else { return }
            self.services.sharedState.selectedStore = store
            window?.showToast("Store set to \(store.name)")
        }
    }

    /// The confirmation answers true for "Log out"; Cancel, Esc, or the alert taken away by a
    /// deep link answer nil and keep the user in.
    private func confirmLogout() {
        router.showAlert(title: "Log out?", message: "You will need to log in again.", from: self, cancelTitle: "Cancel",
                         choices: [AlertChoice("Log out", style: .destructive, value: true)])
            .onResult { [weak self] confirmed in
                guard confirmed == true else { return }
                self?.findAncestor(ofType: (any LogoutHandling).self)?.logOut()
            }
    }
}
