import LCoordinator

/// Asks for a fingerprint in a bottom sheet (presented with `parentRouter`), then logs in as `demo`.
package final class BiometricLoginStrategy: LoginStrategy, BiometricPromptNavigationDelegate {
    package override func perform(with input: LoginStrategyType) {
        let prompt = BiometricPromptViewModel()
        prompt.navigationDelegate = self
        let sheet = BiometricPromptViewController(viewModel: prompt)
        sheet.modalPresentationStyle = .bottomSheet
        parentRouter.present(drawable: sheet, coordinator: self, isAnimated: true, onDismiss: nil)
    }

    func biometricPromptDidConfirm() {
        parentRouter.dismiss(coordinator: self, isAnimated: true) { [weak self] in
            guard let self else { return }
            self.viewModel?.setLoading(true, message: "Checking fingerprint…")
            self.services.scheduler.schedule(after: self.services.networkDelay) { [weak self] in
                self?.viewModel?.setLoading(false)
                self?.delegate?.loginSucceeded(as: "demo")
            }
        }
    }
}
