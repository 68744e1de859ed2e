import LCoordinator
import TerminalUI

/// A product's detail: its summary and the related products; `c` checks out.
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
