import LCoordinator

/// What a message screen asks of its coordinator.
@MainActor
protocol MessageNavigationDelegate: AnyObject {
    func confirmDelete()
    func didDelete()
}
