import TerminalUI

extension RouterProtocol {
    /// Shows an alert whose buttons answer with values; returns the answer, delivered exactly
    /// once: a choice's value, or nil for the cancel button, Esc, or the alert taken away by
    /// code (a deep link dismissing what is presented).
    ///
    /// ```swift
    /// router.showAlert(title: "Log out?", message: "…", from: self, cancelTitle: "Cancel",
    ///                  choices: [AlertChoice("Log out", style: .destructive, value: true)])
    ///     .onResult { confirmed in if confirmed == true { logOut() } }
    /// ```
    @discardableResult
    public func showAlert<Value>(title: String, message: String, from coordinator: any Coordinator, cancelTitle: String,
                                 choices: [AlertChoice<Value>]) -> ScreenResult<Value> {
        let result = ScreenResult<Value>()
        let observer = AlertResultObserver(result: result)
        // Every action holds the observer, so it lives exactly as long as the alert.
        var actions = [AlertAction(title: cancelTitle, style: .cancel) { _ in _ = observer; result.cancel() }]
        for choice in choices {
            actions.append(AlertAction(title: choice.title, style: choice.style) { _ in _ = observer; result.send(choice.value) })
        }
        showAlert(title: title, message: message, from: coordinator, animated: true, actions: actions)
        if let alert = navigationController.window?.presentedViewControllers.last?.asAlert, alert.title == title {
            alert.addDepartureObserver(observer)
        } else if navigationController.window != nil {
            // Not shown (nothing to present over): nobody can answer.
            result.cancel()
        }
        return result
    }
}
