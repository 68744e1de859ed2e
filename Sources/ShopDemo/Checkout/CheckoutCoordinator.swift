import LCoordinator

/// Checkout in a bottom sheet (`.panModel`): place the order or Esc. Once the order is placed
/// an alert (shown by the Router) confirms, and its OK closes the sheet.
@MainActor
package final class CheckoutCoordinator: BaseRouterContextCoordinator<CheckoutContext>, CheckoutNavigationDelegate {
    init(router: any RouterProtocol, context: CheckoutContext) {
        super.init(router: router, presentationStyle: .panModel, context: context)
    }

    package override func start() {
        let viewModel = CheckoutViewModel(product: context.product, services: context.services)
        viewModel.navigationDelegate = self
        perform(CheckoutViewController(viewModel: viewModel), from: self)
    }

    func checkoutDidPlaceOrder(of product: Product) {
        router.showAlert(title: "Order placed", message: "Thank you! Your \(product.name) is on its way.", from: self, animated: true,
                         actions: [AlertAction(title: "OK", style: .cancel) { [weak self] _ in self?.closeCheckout() }])
    }

    func closeCheckout() {
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
