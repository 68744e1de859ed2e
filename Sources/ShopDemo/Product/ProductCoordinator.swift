import LCoordinator

/// A product's detail, pushed; related products push further; checkout is a bottom sheet.
@MainActor
package final class ProductCoordinator: BaseRouterContextCoordinator<ProductContext>, ProductNavigationDelegate {
    init(router: any RouterProtocol, context: ProductContext) {
        super.init(router: router, presentationStyle: .push, context: context)
    }

    package override func start() {
        let viewModel = ProductViewModel(productID: context.productID, backend: context.services.backend)
        viewModel.navigationDelegate = self
        perform(ProductViewController(viewModel: viewModel), from: self)
    }

    func showRelated(_ id: Int) {
        let related = ProductCoordinator(router: router, context: ProductContext(productID: id, services: context.services))
        addChildCoordinator(related)
        related.start()
    }

    func checkout(_ product: Product) {
        let checkout = CheckoutCoordinator(router: router, context: CheckoutContext(product: product, services: context.services))
        addChildCoordinator(checkout)
        checkout.start()
    }
}
