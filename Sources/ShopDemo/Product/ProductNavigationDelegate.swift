/// What a product's screen asks of its coordinator: a related product, or checkout.
@MainActor
protocol ProductNavigationDelegate: AnyObject {
    func showRelated(_ id: Int)
    func checkout(_ product: Product)
}
