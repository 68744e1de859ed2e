import LCoordinator

/// What an item's screen asks of its coordinator: the rating sheet.
@MainActor
protocol ItemNavigationDelegate: AnyObject {
    func showRateUs()
}
