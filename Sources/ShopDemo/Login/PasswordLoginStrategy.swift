import LCoordinator

/// Logs in with name and password after a simulated network delay; `wrong` fails with an
/// alert shown by the Router.
final class PasswordLoginStrategy: LoginStrategy {
    private var pending: ScheduledTask?

    override func perform(with input: LoginStrategyType) {
        guard case .password(let name, let password) = input, pending == nil else { return }
        viewModel?.setLoading(true, message: "Signing in…")
        pending = services.scheduler.schedule(after: services.networkDelay) { [weak self] in
            guard let self else { return }
            self.pending = nil
            self.viewModel?.setLoading(false)
            if password == "wrong" {
                self.showWrongPassword()
            } else {
                self.delegate?.loginSucceeded(as: name)
            }
        }
    }

    private func showWrongPassword() {
        parentRouter.showAlert(title: "Error", message: "That password is wrong. Try any other one.", from: self,
                               actions: [AlertAction(title: "OK", style: .cancel)])
    }
}
