import TerminalUI

extension ViewController {
    /// Shows `viewModel`'s loading state as an overlay on this screen and its errors as an alert
    /// (whose OK or Cancel clears the error; Retry, when the error has one, clears it and retries),
    /// following the model through Observation.
    ///
    /// A model has at most one error alert on screen: a state change while its alert is up (even
    /// with another screen presented in between) shows no second one. When another screen's
    /// alert with the same message is already up, that alert answers for both: its Retry retries
    /// both loads, its Cancel clears both errors.
    package func bindLoadingAndErrors(to viewModel: BaseViewModel) {
        let shown = ErrorAlertSlot()
        observe(self, { [weak viewModel] _ in
            viewModel.map { ($0.isLoading ? $0.loadingMessage : nil, $0.errorMessage) }
        }) { [weak viewModel] screen, state in
            guard let viewModel, let (loading, error) = state else { return }
            screen.loadingMessage = loading
            guard let error, shown.alert?.isBeingPresented != true else { return }
            let actions = Self.errorActions(for: viewModel)
            var top: ViewController = screen
            while let next = top.presentedViewController { top = next }
            if let visible = top.asAlert, visible.title == "Error", visible.message == error {
                visible.replaceActions(Self.merging(visible.actions, with: actions))
                shown.alert = visible
                return
            }
            let alert = AlertController(title: "Error", message: error, actions: actions)
            shown.alert = alert
            screen.present(alert)
        }
    }

    /// Retry (when the error has one) and OK or Cancel: each clears the error.
    private static func errorActions(for model: BaseViewModel) -> [AlertAction] {
        let clear = AlertAction(title: model.retryAction == nil ? "OK" : "Cancel", style: .cancel) { [weak model] _ in
            model?.clearError()
        }
        guard model.retryAction != nil else { return [clear] }
        let retry = AlertAction(title: "Retry") { [weak model] _ in
            let action = model?.retryAction
            model?.clearError()
            action?()
        }
        return [retry, clear]
    }

    /// `actions` with each of `more`'s handlers run after the same-titled one's.
    private static func merging(_ actions: [AlertAction], with more: [AlertAction]) -> [AlertAction] {
        var merged = actions
        for action in more {
            guard let index = merged.firstIndex(where: { $0.title == action.title }) else {
                merged.append(action)
                continue
            }
            let first = merged[index].handler
            let second = action.handler
            merged[index].handler = { chosen in
                first?(chosen)
                second?(chosen)
            }
        }
        return merged
    }
}
