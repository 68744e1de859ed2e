import LCoordinator

/// A login strategy: an embedded (`.none`) coordinator cached by the factory, navigating with
/// its `parentRouter` (the strategy pattern).
@MainActor
package class LoginStrategy: ShopCoordinator, StrategyCoordinator {
    weak var delegate: (any LoginStrategyDelegate)?
    /// The log-in screen's view model, whose loading state the strategy drives.
    weak var viewModel: LoginViewModel?

    init(router: any RouterProtocol, services: ShopServices) {
        super.init(router: router, services: services, presentationStyle: .none)
    }

    package func perform(with input: LoginStrategyType) {}
}
