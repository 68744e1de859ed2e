import TerminalCore

/// How a presented controller is laid out over its presenter.
public enum ModalPresentationStyle: Hashable, Sendable, CaseIterable {
    /// Covers the whole screen, tab bar included; the presenter disappears.
    case fullScreen
    /// A centred bordered window about 80 % × 80 % of the screen.
    case pageSheet
    /// A smaller centred window, about 60 % × 50 %.
    case formSheet
    /// Full width, anchored to the bottom, as tall as its content (at most about 60 %), with a grabber.
    case bottomSheet
}

/// Told when the *user* dismissed a presented controller (Esc), as UIKit's
/// `UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss` is for a swipe down.
///
/// Programmatic dismissals do not call it.
@MainActor
public protocol PresentationControllerDelegate: AnyObject {
    /// `presentedViewController` was dismissed by the user and has left the screen.
    func presentationControllerDidDismiss(_ presentedViewController: ViewController)
    /// The user tried to dismiss a controller whose `isModalInPresentation` is true.
    func presentationControllerDidAttemptToDismiss(_ presentedViewController: ViewController)
}

extension PresentationControllerDelegate {
    /// Does nothing by default.
    public func presentationControllerDidAttemptToDismiss(_ presentedViewController: ViewController) {}
}

/// Why a view controller left the screen for good.
package enum DepartureReason: Hashable, Sendable {
    /// Popped off a navigation stack.
    case popped
    /// Dismissed (itself, or a presented controller holding it).
    case dismissed
    /// Removed by a replaced stack, replaced tabs or a new window root.
    case replaced
    /// Removed from its parent by `removeFromParent()`.
    case removed
}

/// How a view controller left: why, and whether the user did it (Esc) or code did.
package struct Departure: Hashable, Sendable {
    /// Why the screen left.
    package var reason: DepartureReason
    /// Whether the user did it (Esc) rather than code.
    package var isUserInitiated: Bool

    /// A departure for `reason`.
    package init(reason: DepartureReason, isUserInitiated: Bool) {
        self.reason = reason
        self.isUserInitiated = isUserInitiated
    }
}

/// Observes view controllers leaving the screen: after a pop, a dismissal (also of a presenter
/// holding it), a replaced stack or window root. Called once per departure, after the
/// controller's `viewDidDisappear` and `didMove(toParent: nil)`.
///
/// This is how a router learns of every way back without subclassing view controllers.
@MainActor
package protocol ViewControllerDepartureObserver: AnyObject {
    func viewControllerDidDepart(_ viewController: ViewController, _ departure: Departure)
}
