import TerminalUI

/// Records departures of any controllers it observes (navigation controllers, alerts, …).
@MainActor
package final class DepartureRecorder: ViewControllerDepartureObserver {
    /// Each departure, in order.
    package private(set) var events: [(viewController: ViewController, departure: Departure)] = []
    private let log: LifecycleLog?

    /// - Parameter log: when given, each departure is also written there as `"<name>.departed(…)"`.
    package init(log: LifecycleLog? = nil) {
        self.log = log
    }

    /// Starts observing each of `controllers`.
    package func observe(_ controllers: ViewController...) {
        observe(controllers)
    }

    /// Starts observing each of `controllers`.
    package func observe(_ controllers: [ViewController]) {
        for controller in controllers { controller.addDepartureObserver(self) }
    }

    /// How many departures of `controller` were seen.
    package func count(of controller: ViewController) -> Int {
        events.filter { $0.viewController === controller }.count
    }

    /// The departures of `controller`, in order.
    package func departures(of controller: ViewController) -> [Departure] {
        events.filter { $0.viewController === controller }.map(\.departure)
    }

    /// Records the call.
    package func viewControllerDidDepart(_ viewController: ViewController, _ departure: Departure) {
        events.append((viewController, departure))
        if let log { log.record("\(log.displayName(of: viewController)).departed(\(departure.logDescription))") }
    }
}

/// A presentation delegate that counts what it is told, and can run a check when told.
@MainActor
public final class PresentationDelegateSpy: PresentationControllerDelegate {
    /// Screens the user dismissed.
    public private(set) var dismissed: [ViewController] = []
    /// Screens the user tried to dismiss while modal in presentation.
    public private(set) var attempts: [ViewController] = []
    /// Runs inside `presentationControllerDidDismiss` (to check the state at that moment).
    public var onDismiss: (@MainActor (ViewController) -> Void)?

    /// A spy with nothing recorded.
    public init() {}

    /// Records the call.
    public func presentationControllerDidDismiss(_ presentedViewController: ViewController) {
        dismissed.append(presentedViewController)
        onDismiss?(presentedViewController)
    }

    /// Records the call.
    public func presentationControllerDidAttemptToDismiss(_ presentedViewController: ViewController) {
        attempts.append(presentedViewController)
    }
}

/// A navigation delegate that records which screens were shown.
@MainActor
public final class NavigationDelegateSpy: NavigationControllerDelegate {
    /// Screens shown, in order.
    public private(set) var shown: [ViewController] = []

    /// A spy with nothing recorded.
    public init() {}

    /// Records the call.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        shown.append(viewController)
    }
}

/// A tab bar delegate that records selections and can refuse some.
@MainActor
public final class TabBarDelegateSpy: TabBarControllerDelegate {
    /// Tabs selected, in order.
    public private(set) var selected: [ViewController] = []
    /// Return false to refuse a selection.
    public var shouldSelect: (@MainActor (ViewController) -> Bool)?

    /// A spy with nothing recorded.
    public init() {}

    /// Records the call.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        shouldSelect?(viewController) ?? true
    }

    /// Records the call.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        selected.append(viewController)
    }
}
