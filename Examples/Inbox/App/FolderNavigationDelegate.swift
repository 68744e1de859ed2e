import LCoordinator

/// What a folder's list asks of its coordinator.
@MainActor
protocol FolderNavigationDelegate: AnyObject {
    func showMessage(_ id: Int)
    func compose()
    func search()
}
