import LCoordinator

/// Step 2 and Step 3 of Settings, pushed on the sheet's router.
@MainActor
package final class SettingsStepCoordinator: BaseRouterCoordinator, SettingsStepNavigationDelegate {
    let step: Int

    init(router: any RouterProtocol, step: Int) {
        self.step = step
        super.init(router: router)
    }

    package override func start() {
        let viewModel = SettingsStepViewModel(step: step)
        viewModel.navigationDelegate = self
        perform(SettingsStepViewController(viewModel: viewModel), from: self)
    }

    func showStep(after step: Int) {
        Self.push(after: step, from: self)
    }

    /// Pushes the step after `step` on `parent`'s router, as its child.
    static func push(after step: Int, from parent: BaseRouterCoordinator) {
        let next = SettingsStepCoordinator(router: parent.router, step: step + 1)
        parent.addChildCoordinator(next)
        next.start()
    }

    func finishSettings() {
        findAncestor(ofType: (any FinishFlowDelegate).self)?.didFinishFlow()
    }
}
