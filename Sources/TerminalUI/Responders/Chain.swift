/// A walk along one kind of link between objects — parents, presenters, presented controllers,
/// next responders, parent coordinators: `first`, then what `next` leads to from it, until nil.
///
/// ```swift
/// Chain(rootViewController?.presented) { $0.presented }   // the presented layers, bottom to top
/// Chain(self) { $0.parent }.contains { $0 === candidate }   // is `candidate` self or an ancestor?
/// ```
///
/// The links this package makes cannot loop: `present` refuses a controller already in the
/// presentation chain and `addChild` one that would become its own ancestor. Links an app sets
/// itself (an overridden `nextResponder`, `parentCoordinator`) could still close a loop, so the
/// walk also ends where a link leads back to an object it already reached (Brent's cycle
/// detection: two references, no visited set, no step limit); such a walk may yield the objects
/// of the loop a few times before it ends, but it ends.
@_spi(Walkers) @MainActor public struct Chain<Element>: @MainActor Sequence, @MainActor IteratorProtocol {
    @usableFromInline var current: Element?
    @usableFromInline let link: @MainActor (Element) -> Element?
    @usableFromInline let identity: @Sendable (Element) -> ObjectIdentifier
    /// Brent's cycle detection: an object of the walk that moves ahead after 1, 2, 4, 8… steps;
    /// a link leading back to it closes a loop.
    @usableFromInline var checkpoint: Element?
    @usableFromInline var power = 1
    @usableFromInline var steps = 0

    /// The chain from `first` (empty when it is nil), following `next`.
    @inlinable
    public init(_ first: Element?, next: @escaping @MainActor (Element) -> Element?) where Element: AnyObject {
        self.init(first, identity: { ObjectIdentifier($0) }, next: next)
    }

    /// The chain from `first` (empty when it is nil), following `next`, for objects seen through
    /// a protocol (`any Responder`): `identity` tells when a link leads back.
    @inlinable
    public init(_ first: Element?, identity: @escaping @Sendable (Element) -> ObjectIdentifier, next: @escaping @MainActor (Element) -> Element?) {
        current = first
        checkpoint = first
        link = next
        self.identity = identity
    }

    /// The next object of the chain, or nil at its end (or where it loops back).
    @inlinable
    public mutating func next() -> Element? {
        guard let element = current else { return nil }
        let following = link(element)
        if let following, let checkpoint, identity(following) == identity(checkpoint) {
            current = nil
            return element
        }
        steps += 1
        if steps == power {
            checkpoint = element
            power *= 2
            steps = 0
        }
        current = following
        return element
    }
}
