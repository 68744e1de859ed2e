import LCoordinator

/// Settings, presented as a page sheet (Step 1). Steps 2 and 3 are pushed inside the sheet on
/// its own router; Step 3's Finish reaches this coordinator with `findAncestor` and it closes
/// the whole flow with `parentRouter.dismiss(coordinator:)`.
@MainActor
package final class SettingsCoordinator: ShopCoordinator, SettingsStepNavigationDelegate, FinishFlowDelegate {
    init(router: any RouterProtocol, services: ShopServices) {
        super.init(router: router, services: services, presentationStyle: .present(.pageSheet))
    }

    package override func start() {
        let viewModel = SettingsStepViewModel(step: 1)
        viewModel.navigationDelegate = self
        perform(SettingsStepViewController(viewModel: viewModel), from: self)
    }

    func showStep(after step: Int) {
        SettingsStepCoordinator.push(after: step, from: self)
    }

    func finishSettings() { didFinishFlow() }

    func didFinishFlow() {
        guard presentationStyle.isUsingPresent else { return }
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
