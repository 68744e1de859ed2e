import LCoordinator
import TerminalUI

/// "Touch the sensor" — Enter confirms, Esc cancels.
final class BiometricPromptViewController: ScreenViewController<BiometricPromptViewModel> {
    init(viewModel: BiometricPromptViewModel) {
        super.init(viewModel: viewModel, title: "Biometric login")
        keyBindings = [KeyBinding(.enter, title: "Touch sensor") { [weak viewModel] in viewModel?.confirm() }]
    }

    override func loadView() {
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 0, [
            Label("Biometric login", style: Theme.standard.accent),
            Label("Touch the sensor (press Enter) to log in as demo."),
        ])
    }
}
