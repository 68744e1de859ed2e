import LCoordinator
import TerminalUI

/// A product's detail: its summary and the related products; `c` checks out.
final class ProductViewController: ScreenViewController<ProductViewModel> {
    private lazy var checkoutBinding = KeyBinding(.char("c"), title: "Checkout") { [weak viewModel] in viewModel?.checkout() }

    init(viewModel: ProductViewModel) {
        super.init(viewModel: viewModel, title: "Product \(viewModel.productID)")
    }

    /// `c` checks out once the product is there: not while it loads, nor after its load failed.
    override var keyBindings: [KeyBinding] {
        get { viewModel.product == nil ? [] : [checkoutBinding] }
        set {}
    }

    override func loadView() {
        let related = ListView(activateTitle: "Open")
        related.bindItems { [weak viewModel] in
            (viewModel?.related ?? []).map { ListItem("Related: \($0.name)", detail: $0.price) }
        }
        related.onActivate = { [weak viewModel] index in viewModel?.openRelated(index) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
            Label(style: Theme.standard.accent) { [weak viewModel] in
                viewModel?.product.map { "\($0.name) — \($0.price)" } ?? ""
            },
            Label { [weak viewModel] in viewModel?.product?.summary ?? "" },
            hint("Enter opens a related product · c checks out · Esc goes back"),
            related,
        ])
    }

    override func viewDidLoad() {
        viewModel.load()
    }
}
