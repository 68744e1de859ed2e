/// What the Orders list asks of its coordinator: an order's detail.
@MainActor
protocol OrdersNavigationDelegate: AnyObject {
    func showOrderDetail(_ id: Int)
}
