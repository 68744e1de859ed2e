import LCoordinator

/// The Profile tab: switch to Orders through an ancestor, pick a store (shared state shown in
/// Home's header), log out after a confirmation alert.
@MainActor
package final class ProfileCoordinator: ShopCoordinator, ProfileNavigationDelegate {
    package override func start() {
        let viewModel = ProfileViewModel(services: services)
        viewModel.navigationDelegate = self
        perform(ProfileViewController(viewModel: viewModel), from: self)
    }

    func switchToOrders() {
        findAncestor(ofType: (any TabSwitching).self)?.switchTo(.orders)
    }

    /// The picker hands back the store (a typed result, exactly once): Profile keeps it in the
    /// shared state Home's header reads. Esc or a click outside gives nil: nothing changes.
    func chooseStore() {
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
    func confirmLogout() {
        router.showAlert(title: "Log out?", message: "You will need to log in again.", from: self, cancelTitle: "Cancel",
                         choices: [AlertChoice("Log out", style: .destructive, value: true)])
            .onResult { [weak self] confirmed in
                guard confirmed == true else { return }
                self?.findAncestor(ofType: (any LogoutHandling).self)?.logOut()
            }
    }
}
