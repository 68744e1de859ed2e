import LCoordinator
import Observation

/// The biometric prompt's intents: confirm (Esc, which cancels, is the Router's).
@MainActor
@Observable
final class BiometricPromptViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any BiometricPromptNavigationDelegate)?

    /// The user touched the sensor.
    func confirm() {
        navigationDelegate?.biometricPromptDidConfirm()
    }
}
