import TerminalUI

/// A coordinator that navigates: it has a router, a presentation style and the router it came from.
///
/// Before a presented flow starts, `router === parentRouter`. `perform` of a `.present` or
/// `.panModel` coordinator keeps the old router in `parentRouter` and switches `router` to the
/// new modal one; when the modal leaves, `router` is restored to `parentRouter`.
@MainActor
public protocol RouterCoordinator: Coordinator {
    /// The router this coordinator navigates with now (the modal's, while it is presented).
    var router: any RouterProtocol { get set }
    /// How `perform` shows the first screen.
    var presentationStyle: RouterPresentationStyle { get }
    /// The router this coordinator was given, used to dismiss a presented flow or to navigate
    /// on the parent's behalf (`.none` strategies).
    var parentRouter: any RouterProtocol { get set }
}
