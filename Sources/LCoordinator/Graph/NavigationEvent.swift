import TerminalUI

/// One navigation, as the SDK reports it to a `NavigationObserver`.
///
/// Screens are identified by their view controller's `ObjectIdentifier` (`screen`) and named by
/// the coordinator that showed them; `stack` identifies the navigation controller a router
/// drives (a presented sheet's own stack is the presented navigation controller).
package enum NavigationEvent: Hashable, Sendable {
    /// A router showed `screen` for `coordinator`: `how` is `push`, `alert` or the presentation
    /// style (`page sheet`, `form sheet`, `full-screen`, `bottom sheet`).
    case shown(screen: ObjectIdentifier, coordinator: String, stack: ObjectIdentifier, how: String)
    /// `screen` left its router's stack or presentation; `byUser` when Esc (or a key) removed it.
    case left(screen: ObjectIdentifier, stack: ObjectIdentifier, reason: String, byUser: Bool)
    /// A tab bar coordinator's tab `index` (0-based), shown by `tab`, was selected.
    case tabSelected(container: String, tab: String, index: Int, stack: ObjectIdentifier)
    /// An app coordinator replaced flow `from` (nil at launch) with `to` for `route`.
    case flowSwitched(from: String?, to: String, route: String)
    /// A deep link starts navigating: what follows until `deeplinkEnded` are its steps. `label`
    /// is its URL pattern, or its plugin's name for a plugin without one.
    case deeplinkBegan(label: String)
    /// The deep link that began last has done its navigation.
    case deeplinkEnded

    /// How a presentation style reads in a graph.
    package static func label(of style: ModalPresentationStyle) -> String {
        switch style {
        case .fullScreen: "full-screen"
        case .pageSheet: "page sheet"
        case .formSheet: "form sheet"
        case .bottomSheet: "bottom sheet"
        }
    }
}

extension NavigationEvent {
    /// The event for a screen a router recorded as `kind`.
    @MainActor
    static func shown(_ viewController: ViewController, kind: RouterContext.Kind, coordinator: any Coordinator, stack: NavigationController) -> NavigationEvent {
        let how = switch kind {
        case .push: "push"
        case .alert: "alert"
        case .present: label(of: viewController.modalPresentationStyle)
        }
        return .shown(screen: ObjectIdentifier(viewController), coordinator: coordinator.coordinatorName,
                      stack: ObjectIdentifier(stack), how: how)
    }
}
