import TerminalUI

/// A container coordinator (tab bar, segments, pages) with many children of which one is visible.
///
/// `deepestVisibleCoordinator` follows `activeChildCoordinator`, so a deep link pushes on the
/// selected tab, not on the first one.
///
/// ```swift
/// final class TabbarCoordinator: BaseRouterCoordinator, ActiveChildCoordinator {
///     var activeChildCoordinator: (any Coordinator)? {
///         children.indices.contains(tabBarController.selectedIndex) ? children[tabBarController.selectedIndex] : nil
///     }
/// }
/// ```
@MainActor
public protocol ActiveChildCoordinator: Coordinator {
    /// The child whose screens are visible now.
    var activeChildCoordinator: (any Coordinator)? { get }
}
