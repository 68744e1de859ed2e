import LCoordinator

/// What the rating popup asks of its coordinator: close it.
@MainActor
protocol RateUsNavigationDelegate: AnyObject {
    func closeRateUs()
}
