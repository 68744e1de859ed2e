import LCoordinator

/// What a tab's list asks of its coordinator: open an item.
@MainActor
protocol ListTabNavigationDelegate: AnyObject {
    func showItem(_ item: String)
}
