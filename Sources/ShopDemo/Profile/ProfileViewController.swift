import LCoordinator
import TerminalUI

/// The Profile tab's screen: the account lines and three actions.
final class ProfileViewController: ScreenViewController<ProfileViewModel> {
    init(viewModel: ProfileViewModel) {
        super.init(viewModel: viewModel, title: "Profile")
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [
            Label(style: Theme.standard.accent) { [weak viewModel] in viewModel?.signedIn ?? "" },
            Label { [weak viewModel] in viewModel?.settings ?? "" },
            ActionList([
                .init(title: "Switch to Orders", detail: nil) { [weak viewModel] in viewModel?.switchToOrders() },
                .init(title: "Choose store", detail: nil) { [weak viewModel] in viewModel?.chooseStore() },
                .init(title: "Log out", detail: nil) { [weak viewModel] in viewModel?.logOut() },
            ]),
        ])
    }
}
