import LCoordinator
import TerminalUI

/// The checkout sheet: Place order or Cancel. While the order is being placed it is modal in
/// presentation (Esc cannot close it; the footer says why) under a loading overlay.
final class CheckoutViewController: ScreenViewController<CheckoutViewModel> {
    init(viewModel: CheckoutViewModel) {
        super.init(viewModel: viewModel, title: "Checkout")
        modalInPresentationMessage = "Placing your order — wait a moment"
        observe(self, { $0.viewModel.isLoading }) { screen, loading in screen.isModalInPresentation = loading }
    }

    override func loadView() {
        // Place order keeps the first focus; Tab reaches the gift wrap and the shipping.
        let giftWrap = Switch("Gift wrap", value: viewModel.giftWrap)
        giftWrap.onChange = { [weak viewModel] value in viewModel?.giftWrap = value }
        let cases = Shipping.allCases
        let shipping = Select("Shipping", options: cases.map(\.description), selectedIndex: cases.firstIndex(of: viewModel.shipping))
        shipping.onChange = { [weak viewModel] index in viewModel?.shipping = cases[index] }
        giftWrap.titleWidth = 9
        shipping.titleWidth = 9
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [
            Label(viewModel.summary),
            ActionList([
                .init(title: "Place order", detail: viewModel.product.price) { [weak viewModel] in viewModel?.placeOrder() },
                .init(title: "Cancel", detail: "Esc") { [weak viewModel] in viewModel?.cancel() },
            ]),
            StackView(horizontalPadding: 0, [giftWrap, shipping]),
        ])
    }
}
