import TerminalUI

/// Cancels an alert's result when code takes the alert away (a deep link dismissing what is
/// presented, a flow switch). The user's own ways out — a button, Esc — run an action that
/// answers, after the alert has left, so they are not cancellations here. The alert's actions
/// hold it (a view controller holds its departure observers weakly).
@MainActor
final class AlertResultObserver<Value>: ViewControllerDepartureObserver {
    private let result: ScreenResult<Value>

    init(result: ScreenResult<Value>) {
        self.result = result
    }

    func viewControllerDidDepart(_ viewController: ViewController, _ departure: Departure) {
        viewController.removeDepartureObserver(self)
        if !departure.isUserInitiated { result.cancel() }
    }
}
