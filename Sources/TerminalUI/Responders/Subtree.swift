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
/// own subview, a child coordinator assigned by hand) could close a loop or share an object
/// between two parents: the walk yields each object once, at the first place it is reached,
/// and does not go below it again.
@_spi(Walkers) @MainActor public struct Subtree<Element>: @MainActor Sequence, @MainActor IteratorProtocol {
    @usableFromInline var pending: [Element]
    @usableFromInline var reached: Set<ObjectIdentifier> = []
    @usableFromInline let children: @MainActor (Element) -> [Element]
    @usableFromInline let identity: @Sendable (Element) -> ObjectIdentifier

    /// The walk from `root` (empty when it is nil), following `children`.
    @inlinable
    public init(_ root: Element?, children: @escaping @MainActor (Element) -> [Element]) where Element: AnyObject {
        self.init(root, identity: { ObjectIdentifier($0) }, children: children)
    }

    /// The walk from `root` (empty when it is nil), following `children`, for objects seen
    /// through a protocol (`any Coordinator`) or carried in a value: `identity` tells when an
    /// object was already reached.
    @inlinable
    public init(_ root: Element?, identity: @escaping @Sendable (Element) -> ObjectIdentifier, children: @escaping @MainActor (Element) -> [Element]) {
        pending = root.map { [$0] } ?? []
        self.children = children
        self.identity = identity
    }

    /// The next object, or nil once every reachable one was yielded.
    @inlinable
    public mutating func next() -> Element? {
        while let element = pending.popLast() {
            guard reached.insert(identity(element)).inserted else { continue }
            pending += children(element).reversed()
            return element
        }
        return nil
    }
}
