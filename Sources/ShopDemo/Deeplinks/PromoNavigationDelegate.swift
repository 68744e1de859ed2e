/// What the promo sheet asks of its coordinator: close it.
@MainActor
protocol PromoNavigationDelegate: AnyObject {
    func closePromo()
}
