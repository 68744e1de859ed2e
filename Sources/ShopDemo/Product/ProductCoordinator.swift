import LCoordinator
import Observation
import TerminalCore
import TerminalUI

struct ProductContext {
    let productID: Int
    let services: ShopServices
}

@MainActor
protocol ProductNavigationDelegate: AnyObject {
    func showRelated(_ id: Int)
    func checkout()
}

@MainActor
@Observable
final class ProductViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any ProductNavigationDelegate)?
    let product: Product
    let related: [Product]

    init(product: Product, related: [Product]) {
        self.product = product
        self.related = related
    }

    func openRelated(_ index: Int) {
        guard related.indices.contains(index) else { return }
        navigationDelegate?.showRelated(related[index].id)
    }

    func checkout() { navigationDelegate?.checkout() }
}

final class ProductViewController: ScreenViewController<ProductViewModel> {
    init(viewModel: ProductViewModel) {
        super.init(viewModel: viewModel, title: "Product \(viewModel.product.id)")
        keyBindings = [KeyBinding(.char("c"), title: "Checkout") { [weak viewModel] in viewModel?.checkout() }]
    }

    override func loadView() {
        let product = viewModel.product
        let related = ListView(items: viewModel.related.map { ListItem("Related: \($0.name)", detail: $0.price) }, activateTitle: "Open")
        related.onActivate = { [weak viewModel] index in viewModel?.openRelated(index) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
            Label("\(product.name) — \(product.price)", style: Theme.standard.accent),
            Label(product.summary),
            hint("Enter opens a related product · c checks out · Esc goes back"),
            related,
        ])
    }
}

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
