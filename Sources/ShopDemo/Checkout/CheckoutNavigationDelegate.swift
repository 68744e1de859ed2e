/// What the checkout sheet asks of its coordinator: confirm a placed order, or close.
@MainActor
protocol CheckoutNavigationDelegate: AnyObject {
    func checkoutDidPlaceOrder(of product: Product)
    func closeCheckout()
}
