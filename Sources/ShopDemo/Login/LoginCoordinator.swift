import LCoordinator
import TerminalUI

/// Log in with strategies built and cached by a factory (password, biometric).
@MainActor
package final class LoginCoordinator: ShopCoordinator, LoginNavigationDelegate, LoginStrategyDelegate {
    weak var delegate: (any LoginCoordinatorDelegate)?
    private let viewModel = LoginViewModel()
    let strategies: StrategyCoordinatorFactory<LoginStrategyType, LoginStrategy>

    init(router: any RouterProtocol, services: ShopServices) {
        self.strategies = StrategyCoordinatorFactory { type, router in
            switch type {
            case .password: PasswordLoginStrategy(router: router, services: services)
            case .biometric: BiometricLoginStrategy(router: router, services: services)
            }
        }
        super.init(router: router, services: services)
    }

    package override func start() {
        viewModel.navigationDelegate = self
        strategies.configure(router: router, parentCoordinator: self) { [weak self] child in
            self?.addChildCoordinator(child)
        }
        // Biometric is likely: build it ahead (the factory's preload).
        strategies.preloadStrategies([.biometric])
        perform(LoginViewController(viewModel: viewModel), from: self)
    }

    func performLogin(with type: LoginStrategyType) {
        guard let strategy = strategies.getStrategy(for: type) else { return }
        strategy.delegate = self
        strategy.viewModel = viewModel
        strategy.perform(with: type)
    }

    func loginSucceeded(as name: String) {
        delegate?.loginDidSucceed(as: name)
    }
}
