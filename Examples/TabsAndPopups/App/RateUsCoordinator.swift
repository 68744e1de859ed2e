import LCoordinator

/// A bottom-sheet popup with its own coordinator; either choice or Esc closes it.
@MainActor
public final class RateUsCoordinator: BaseRouterCoordinator, PopupCoordinator, RateUsNavigationDelegate {
    public var onPopupDismiss: (@MainActor () -> Void)?

    init(router: any RouterProtocol) {
        super.init(router: router, presentationStyle: .panModel)
    }

    override public func start() {
        let viewModel = RateUsViewModel()
        viewModel.navigationDelegate = self
        perform(RateUsViewController(viewModel: viewModel), from: self) { [weak self] in self?.onPopupDismiss?() }
    }

    func closeRateUs() {
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
