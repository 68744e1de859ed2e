import LCoordinator

/// Shows the start-up popups one at a time (a popup flow with a popup factory): a
/// system-style alert without a coordinator (shown by the Router), then two bottom sheets with
/// coordinators.
@MainActor
final class StartupPopupFactory {
    private weak var router: (any RouterProtocol)?
    private weak var owner: (any Coordinator)?
    private let services: ShopServices

    init(router: any RouterProtocol, owner: any Coordinator, services: ShopServices) {
        self.router = router
        self.owner = owner
        self.services = services
    }

    func show(_ item: StartupPopup, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)? {
        guard let router, let owner else { onDismiss(); return nil }
        switch item {
        case .notifications:
            // A system popup: no coordinator, an alert whose answer closes it.
            let answer: @MainActor (AlertAction) -> Void = { _ in onDismiss() }
            router.showAlert(title: "Allow notifications?", message: "Shop would like to send you order updates.",
                             from: owner, animated: true,
                             actions: [AlertAction(title: "Don't allow", style: .cancel, handler: answer),
                                       AlertAction(title: "Allow", handler: answer)])
            return nil
        case .createStore:
            let sheet = PromptSheetCoordinator(
                router: router, title: "Create your store",
                message: "Create your store to start selling.",
                choices: [.init(title: "Create store") { [weak services] in services?.sharedState.selectedStore = Store(id: 9, name: "My new store") },
                          .init(title: "Later") {}],
                onClose: onDismiss)
            owner.addChildCoordinator(sheet)
            sheet.start()
            return sheet
        case .suggestBiometric:
            let sheet = PromptSheetCoordinator(
                router: router, title: "Enable biometric login?",
                message: "Use your fingerprint next time.",
                choices: [.init(title: "Enable") { [weak services] in services?.session.biometricEnabled = true },
                          .init(title: "Not now") {}],
                onClose: onDismiss)
            owner.addChildCoordinator(sheet)
            sheet.start()
            return sheet
        }
    }
}
