import TerminalUI

/// What a router remembers about one navigation: the screen, who asked for it, and the
/// callback to run once it has left. One per push, present or alert — never one per coordinator.
@MainActor
struct RouterContext {
    typealias Kind = RouterContextRecord.Kind

    let id: Int
    let kind: Kind
    weak var viewController: ViewController?
    weak var coordinator: (any Coordinator)?
    let coordinatorID: ObjectIdentifier
    let coordinatorType: any Coordinator.Type
    var onNavigateBack: NavigationBackClosure?
}

/// One navigation a router holds now — a push, a presentation or an alert whose callback has
/// not run yet — as every router reports it (``RouterProtocol/contextRecords``). State
/// restoration, the invariant checker and the F12 inspector read these, so `Router`, a
/// `MockRouter` and a router of your own are saved, checked and inspected alike.
@MainActor
public struct RouterContextRecord {
    /// How the screen was shown.
    public enum Kind: String, Sendable {
        /// Pushed on the router's stack.
        case push
        /// Presented over the top-most layer.
        case present
        /// An alert.
        case alert
    }

    /// How the screen was shown.
    public let kind: Kind
    /// The screen (nil once it was released).
    public weak var screen: ViewController?
    /// The coordinator that asked for it (nil once it was released).
    public weak var coordinator: (any Coordinator)?
    /// The identity of the coordinator that asked, kept after its release.
    public let coordinatorID: ObjectIdentifier
    /// The type name of the coordinator that asked (`ProductCoordinator`).
    public let coordinatorType: String
    /// Whether a callback waits for the screen to leave.
    public let hasCallback: Bool

    /// A record of `screen`, shown as `kind` for `coordinator`.
    public init(kind: Kind, screen: ViewController?, coordinator: any Coordinator, hasCallback: Bool) {
        self.init(kind: kind, screen: screen, coordinator: coordinator, coordinatorID: ObjectIdentifier(coordinator),
                  coordinatorType: TypeName.of(type(of: coordinator)), hasCallback: hasCallback)
    }

    /// A record whose coordinator may already be gone (`coordinator` nil, its identity and type kept).
    public init(kind: Kind, screen: ViewController?, coordinator: (any Coordinator)?, coordinatorID: ObjectIdentifier,
                coordinatorType: String, hasCallback: Bool) {
        self.kind = kind
        self.screen = screen
        self.coordinator = coordinator
        self.coordinatorID = coordinatorID
        self.coordinatorType = coordinatorType
        self.hasCallback = hasCallback
    }
}

/// A read-only view of a router context, for inspectors and tests.
package struct RouterContextSnapshot: Hashable, Sendable {
    package let kind: String
    package let coordinatorType: String
    package let screenTitle: String?
    package let isScreenAlive: Bool
    package let hasCallback: Bool
}
