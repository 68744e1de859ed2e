/// A depth-first walk down one kind of link to many objects — subviews, child controllers,
/// child coordinators: `root`, then each object `children` leads to, parents before their
/// children, in order.
///
/// ```swift
/// Subtree(view) { $0.subviews }                             // a view and every descendant
/// Subtree(root) { $0.isContainer ? [$0.visibleChild].compactMap { $0 } : $0.children }
/// ```
///
/// The links this package makes form trees, but links an app makes (a view added under its
/// own subview) could close a loop or share an object between two parents: the walk yields
/// each object once, at the first place it is reached, and does not go below it again.
package struct Subtree<Element: AnyObject>: Sequence, IteratorProtocol {
    private var pending: [Element]
    private var reached: Set<ObjectIdentifier> = []
    private let children: (Element) -> [Element]

    /// The walk from `root` (empty when it is nil), following `children`.
    package init(_ root: Element?, children: @escaping (Element) -> [Element]) {
        pending = root.map { [$0] } ?? []
        self.children = children
    }

    /// The next object, or nil once every reachable one was yielded.
    package mutating func next() -> Element? {
        while let element = pending.popLast() {
            guard reached.insert(ObjectIdentifier(element)).inserted else { continue }
            pending += children(element).reversed()
            return element
        }
        return nil
    }
}
