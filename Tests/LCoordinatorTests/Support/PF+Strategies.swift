import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

@MainActor
extension PF {
    // MARK: - Strategies

    enum LoginKind: StrategyType {
        case password(String)
        case biometric

        var cacheKey: String {
            switch self {
            case .password: "password"
            case .biometric: "biometric"
            }
        }
    }

    /// A login strategy: embedded (`.none`), navigating with its `parentRouter`.
    @MainActor
    class LoginStrategy: BaseRouterCoordinator, StrategyCoordinator {
        private(set) var performed: [String] = []

        init(router: any RouterProtocol) {
            super.init(router: router, presentationStyle: .none)
        }

        func perform(with input: LoginKind) {
            performed.append(input.cacheKey)
        }
    }

    /// Pushes a "Verifying <name>" screen on the parent's router.
    @MainActor
    final class PasswordStrategy: LoginStrategy {
        override func perform(with input: LoginKind) {
            super.perform(with: input)
            guard case .password(let name) = input else { return }
            parentRouter.push(drawable: Screen("Verifying \(name)"), to: self, isAnimated: true, onNavigateBack: nil)
        }
    }

    /// Presents a "Touch the sensor" bottom sheet on the parent's router.
    @MainActor
    final class BiometricStrategy: LoginStrategy {
        override func perform(with input: LoginKind) {
            super.perform(with: input)
            let sheet = Screen("Touch the sensor")
            sheet.modalPresentationStyle = .bottomSheet
            parentRouter.present(drawable: sheet, coordinator: self, isAnimated: true, onDismiss: nil)
        }
    }

    /// Shows a login screen and owns a strategy factory.
    @MainActor
    final class LoginOwner: BaseRouterCoordinator {
        let strategies = StrategyCoordinatorFactory<LoginKind, LoginStrategy> { kind, router in
            switch kind {
            case .password: PasswordStrategy(router: router)
            case .biometric: BiometricStrategy(router: router)
            }
        }

        override func start() {
            strategies.configure(router: router, parentCoordinator: self) { [weak self] child in self?.addChildCoordinator(child) }
            perform(Screen("Log in"), from: self)
        }
    }
}
