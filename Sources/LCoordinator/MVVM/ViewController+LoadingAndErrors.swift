import TerminalUI

extension ViewController {
    /// Shows `viewModel`'s loading state as an overlay on this screen and its errors as an alert
    /// (whose OK or Cancel clears the error; Retry, when the error has one, clears it and retries),
    /// following the model through Observation.
    public func bindLoadingAndErrors(to viewModel: BaseViewModel) {
        observe(self, { [weak viewModel] _ in
            viewModel.map { ($0.isLoading ? $0.loadingMessage : nil, $0.errorMessage) }
        }) { [weak viewModel] screen, state in
            guard let viewModel, let (loading, error) = state else { return }
            screen.loadingMessage = loading
            if let error, !(screen.presentedViewController is AlertController) {
                screen.present(AlertController(title: "Error", message: error, actions: Self.errorActions(for: viewModel)))
            }
        }
    }

    /// OK (or Cancel, beside Retry when the error has one): each clears the error.
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
}
