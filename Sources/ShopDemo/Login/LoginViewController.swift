import LCoordinator
import TerminalCore
import TerminalUI

/// Log in: name first, Tab to the password, Enter logs in with the password strategy.
final class LoginViewController: ScreenViewController<LoginViewModel> {
    private let nameField = TextField("Name    ", placeholder: "any name", submitTitle: "Next")
    private let passwordField = TextField("Password", placeholder: "any but 'wrong'", isSecure: true, submitTitle: "Log in")

    init(viewModel: LoginViewModel) {
        super.init(viewModel: viewModel, title: "Log in")
    }

    override func loadView() {
        nameField.onChange = { [weak viewModel] in viewModel?.name = $0 }
        passwordField.onChange = { [weak viewModel] in viewModel?.password = $0 }
        nameField.onSubmit = { [weak self] _ in self?.focus(self?.passwordField) }
        passwordField.onSubmit = { [weak viewModel] _ in viewModel?.submit() }
        let logIn = Button("Log in") { [weak viewModel] in viewModel?.submit() }
        let biometric = Button("Use biometric login") { [weak viewModel] in viewModel?.useBiometric() }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
            Label("Log in to your shop", style: Theme.standard.accent),
            nameField,
            passwordField,
            logIn,
            biometric,
            hint("Any name and any password work, except the password 'wrong'. Tab moves between fields."),
        ])
    }
}
