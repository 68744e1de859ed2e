import LCoordinator
import TerminalCore
import TerminalUI

struct CheckoutContext {
    let product: Product
}

/// Checkout in a bottom sheet (`.panModel`): place the order (an alert confirms) or Esc.
@MainActor
final class CheckoutCoordinator: BaseRouterContextCoordinator<CheckoutContext> {
    init(router: any RouterProtocol, context: CheckoutContext) {
        super.init(router: router, presentationStyle: .panModel, context: context)
    }

    override func start() {
        let product = context.product
        let screen = ViewController()
        screen.title = "Checkout"
        screen.view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [
            Label("1 × \(product.name) (Product \(product.id))   \(product.price)"),
            ActionList([
                .init(title: "Place order", detail: product.price) { [weak self] in self?.placeOrder() },
                .init(title: "Cancel", detail: "Esc") { [weak self] in self?.close() },
            ]),
        ])
        perform(screen, from: self)
    }

    private func placeOrder() {
        router.showAlert(title: "Order placed", message: "Thank you! Your \(context.product.name) is on its way.", from: self, animated: true,
                         actions: [AlertAction(title: "OK", style: .cancel) { [weak self] _ in self?.close() }])
    }

    private func close() {
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
