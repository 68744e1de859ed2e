/// What an order's detail asks of its coordinator: the order's tracking.
@MainActor
protocol OrderDetailNavigationDelegate: AnyObject {
    func showOrderTracking()
}
