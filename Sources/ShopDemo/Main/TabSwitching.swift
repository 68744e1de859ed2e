import LCoordinator

/// Lets any descendant switch tabs (found with `findAncestor(ofType:)`).
@MainActor
protocol TabSwitching: AnyObject {
    @discardableResult
    func switchTo(_ tab: ShopTab) -> (any Coordinator)?
}
