import TerminalUI

/// What a router remembers about one navigation: the screen, who asked for it, and the
/// callback to run once it has left. One per push, present or alert — never one per coordinator.
@MainActor
struct RouterContext {
    enum Kind: String {
        case push, present, alert
    }

    let id: Int
    let kind: Kind
    weak var viewController: ViewController?
    weak var coordinator: (any Coordinator)?
    let coordinatorID: ObjectIdentifier
    let coordinatorType: any Coordinator.Type
    var onNavigateBack: NavigationBackClosure?
}

/// A read-only view of a router context, for inspectors and tests.
public struct RouterContextSnapshot: Hashable, Sendable {
    public let kind: String
    public let coordinatorType: String
    public let screenTitle: String?
    public let isScreenAlive: Bool
    public let hasCallback: Bool
}
