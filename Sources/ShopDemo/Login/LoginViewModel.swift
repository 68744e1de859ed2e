import LCoordinator
import Observation

/// The log-in screen's state (the fields, loading) and intents; the strategies it asks for
/// report back through `setLoading`.
@MainActor
@Observable
final class LoginViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any LoginNavigationDelegate)?
    var name = ""
    var password = ""

    /// Logs in with the password strategy; an empty name logs in as `demo`.
    func submit() {
        let trimmed = name.trimmingSpaces
        navigationDelegate?.performLogin(with: .password(name: trimmed.isEmpty ? "demo" : trimmed, password: password))
    }

    /// Logs in with the biometric strategy.
    func useBiometric() {
        navigationDelegate?.performLogin(with: .biometric)
    }
}
