import LCoordinator

/// A product's detail, pushed; related products push further; checkout is a bottom sheet.
@MainActor
final class ProductCoordinator: BaseRouterContextCoordinator<ProductContext>, ProductNavigationDelegate {
    init(router: any RouterProtocol, context: ProductContext) {
        super.init(router: router, presentationStyle: .push, context: context)
    }

    override func start() {
        let catalog = context.services.catalog
        let viewModel = ProductViewModel(product: catalog.product(context.productID), related: catalog.related(to: context.productID))
        viewModel.navigationDelegate = self
        perform(ProductViewController(viewModel: viewModel), from: self)
    }

    func showRelated(_ id: Int) {
        let related = ProductCoordinator(router: router, context: ProductContext(productID: id, services: context.services))
        addChild(related)
        related.start()
    }

    func checkout() {
        let checkout = CheckoutCoordinator(router: router, context: CheckoutContext(product: context.services.catalog.product(context.productID), services: context.services))
        addChild(checkout)
        checkout.start()
    }
}
