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
package struct RouterContextSnapshot: Hashable, Sendable {
    package let kind: String
    package let coordinatorType: String
    package let screenTitle: String?
    package let isScreenAlive: Bool
    package let hasCallback: Bool
}
