import LCoordinator

/// The promo bottom sheet.
@MainActor
package final class PromoCoordinator: BaseRouterCoordinator, PromoNavigationDelegate {
    let code: String

    init(router: any RouterProtocol, code: String) {
        self.code = code
        super.init(router: router, presentationStyle: .panModel)
    }

    package override func start() {
        let viewModel = PromoViewModel(code: code)
        viewModel.navigationDelegate = self
        perform(PromoViewController(viewModel: viewModel), from: self)
    }

    func closePromo() {
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
