import LCoordinator
import TerminalCore
import TerminalUI

/// Told when a strategy logged the user in.
@MainActor
protocol LoginStrategyDelegate: AnyObject {
    func loginSucceeded(as name: String)
}

/// A login strategy: an embedded (`.none`) coordinator cached by the factory, navigating with
/// its `parentRouter` (seed 002's strategy pattern).
@MainActor
class LoginStrategy: ShopCoordinator, StrategyCoordinator {
    weak var delegate: (any LoginStrategyDelegate)?
    weak var viewModel: LoginViewModel?

    init(router: any RouterProtocol, services: ShopServices) {
        super.init(router: router, services: services, presentationStyle: .none)
    }

    func perform(with input: LoginStrategyType) {}
}

/// Logs in with name and password after a simulated network delay; `wrong` fails.
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
                self.viewModel?.setError("That password is wrong. Try any other one.")
            } else {
                self.delegate?.loginSucceeded(as: name)
            }
        }
    }
}

/// Asks for a fingerprint in a bottom sheet (presented with `parentRouter`), then logs in as `demo`.
final class BiometricLoginStrategy: LoginStrategy {
    override func perform(with input: LoginStrategyType) {
        let sheet = BiometricPromptViewController { [weak self] confirmed in
            guard let self else { return }
            self.parentRouter.dismiss(coordinator: self, isAnimated: true) { [weak self] in
                guard confirmed, let self else { return }
                self.viewModel?.setLoading(true, message: "Checking fingerprint…")
                self.services.scheduler.schedule(after: self.services.networkDelay) { [weak self] in
                    self?.viewModel?.setLoading(false)
                    self?.delegate?.loginSucceeded(as: "demo")
                }
            }
        }
        sheet.modalPresentationStyle = .bottomSheet
        parentRouter.present(drawable: sheet, coordinator: self, isAnimated: true, onDismiss: nil)
    }
}

/// "Touch the sensor" — Enter confirms, Esc cancels.
final class BiometricPromptViewController: ViewController {
    private let completion: @MainActor (Bool) -> Void

    init(completion: @escaping @MainActor (Bool) -> Void) {
        self.completion = completion
        super.init()
        title = "Biometric login"
        keyBindings = [KeyBinding(.enter, title: "Touch sensor") { [weak self] in self?.completion(true) }]
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 0, [
            Label("Biometric login", style: Theme.standard.accent),
            Label("Touch the sensor (press Enter) to log in as demo."),
        ])
    }
}
