import TerminalUI

/// A node of the navigation tree: it owns its children and knows its parent (weakly).
///
/// Coordinators decide where to go; screens only report what the user did. The tree is how
/// children finish, how a deep link finds the visible screen and how a child reaches an ancestor.
///
/// ```swift
/// let login = LoginCoordinator(router: router)
/// addChildCoordinator(login)          // sets parentCoordinator, appends to children
/// login.start()
/// ```
@MainActor
public protocol Coordinator: AnyObject {
    /// The coordinator that owns this one. Implementations must hold it weakly.
    var parentCoordinator: (any Coordinator)? { get set }
    /// The coordinators this one owns, oldest first.
    var children: [any Coordinator] { get set }

    /// Starts the flow: builds the first screen and shows it.
    func start()

    /// Called when `child` finished; the default removes it from `children` (by identity).
    func childDidFinish(_ child: any Coordinator)

    /// Ends the flow and everything under it: closes what it shows, finishes its children and
    /// leaves its parent. The default leaves the parent; `BaseCoordinator` closes the subtree.
    func finish()
}

extension Coordinator {
    /// Removes `child` from `children` (by identity) when it has finished.
    public func childDidFinish(_ child: any Coordinator) {
        removeChildCoordinator(child)
    }

    /// Tells the parent this coordinator has finished (`childDidFinish`).
    public func finish() {
        parentCoordinator?.childDidFinish(self)
    }

    /// Adds `child` to `children` (once) and makes this coordinator its parent.
    ///
    /// Does nothing when `child` is this coordinator or one of its ancestors: it would become
    /// its own ancestor, and the tree a loop.
    public func addChildCoordinator(_ child: any Coordinator) {
        guard !ancestorChain(from: self).contains(where: { $0 === child }) else { return }
        if !children.contains(where: { $0 === child }) { children.append(child) }
        child.parentCoordinator = self
    }

    /// Removes `child` from `children` by identity; clears its parent if it was this coordinator.
    public func removeChildCoordinator(_ child: any Coordinator) {
        children.removeAll { $0 === child }
        if child.parentCoordinator === self { child.parentCoordinator = nil }
    }

    /// Removes every child (each one's parent is cleared).
    public func removeAllChildCoordinators() {
        for child in children { removeChildCoordinator(child) }
    }

    /// The first child of type `T`, oldest first.
    public func findChildCoordinator<T>(ofType type: T.Type) -> T? {
        children.lazy.compactMap { $0 as? T }.first
    }

    /// The type name, for trees and logs.
    public var coordinatorName: String { TypeName.of(type(of: self)) }
}
