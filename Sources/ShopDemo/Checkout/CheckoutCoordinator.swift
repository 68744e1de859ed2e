import LCoordinator
import TerminalCore
import TerminalUI

struct CheckoutContext {
    let product: Product
    let services: ShopServices
}

/// Checkout in a bottom sheet (`.panModel`): place the order or Esc. While the order is being
/// placed the sheet is modal in presentation (Esc cannot close it; the footer says why); an
/// alert then confirms, and the order goes into the shared state that Orders lists.
@MainActor
final class CheckoutCoordinator: BaseRouterContextCoordinator<CheckoutContext> {
    private weak var screen: ViewController?
    private var placing: ScheduledTask?

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
        screen.modalInPresentationMessage = "Placing your order — wait a moment"
        self.screen = screen
        perform(screen, from: self)
    }

    private func placeOrder() {
        guard placing == nil, let screen else { return }
        screen.isModalInPresentation = true
        screen.loadingMessage = "Placing order…"
        placing = context.services.scheduler.schedule(after: context.services.networkDelay) { [weak self] in
            guard let self else { return }
            self.placing = nil
            let services = self.context.services
            services.sharedState.placeOrder(of: self.context.product, after: services.catalog.orders)
            self.screen?.isModalInPresentation = false
            self.screen?.loadingMessage = nil
            self.confirm()
        }
    }

    private func confirm() {
        router.showAlert(title: "Order placed", message: "Thank you! Your \(context.product.name) is on its way.", from: self, animated: true,
                         actions: [AlertAction(title: "OK", style: .cancel) { [weak self] _ in self?.close() }])
    }

    private func close() {
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
