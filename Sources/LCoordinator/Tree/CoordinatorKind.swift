/// What the tree walks need to know of one coordinator, with its protocols looked up once:
/// each conformance check is a runtime lookup, and a walk asks several questions of each node.
@MainActor
struct CoordinatorKind {
    /// The coordinator as a router coordinator, if it is one.
    let routed: (any RouterCoordinator)?
    /// Whether it is a container (`ActiveChildCoordinator`).
    let isContainer: Bool

    init(_ coordinator: any Coordinator) {
        routed = coordinator as? any RouterCoordinator
        isContainer = coordinator is any ActiveChildCoordinator
    }

    /// A `.none` router coordinator (plugin, strategy) that is not a container: never a
    /// navigation target (see `Coordinator.isEmbedded`).
    var isEmbedded: Bool {
        routed?.presentationStyle == RouterPresentationStyle.none && !isContainer
    }

    /// A presented flow whose modal is gone (its router was restored).
    var hasLeftItsModal: Bool {
        guard let routed, routed.presentationStyle.isUsingPresent else { return false }
        return routed.router === routed.parentRouter
    }

    /// A presented flow whose modal is still up (its router is the modal's).
    var isPresentedNow: Bool {
        guard let routed, routed.presentationStyle.isUsingPresent else { return false }
        return routed.router !== routed.parentRouter
    }
}
