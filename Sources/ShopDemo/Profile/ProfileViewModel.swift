import LCoordinator
import Observation

/// Profile: who is signed in, the store and biometric setting (read through Observation, so
/// the screen follows the session and the shared state), and its three intents.
@MainActor
@Observable
final class ProfileViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any ProfileNavigationDelegate)?
    @ObservationIgnored private weak var services: ShopServices?

    init(services: ShopServices) {
        self.services = services
    }

    /// "Signed in as NAME".
    var signedIn: String { "Signed in as \(services?.session.userName ?? "nobody")" }

    /// "Store: STORE · Biometric login: on|off".
    var settings: String {
        "Store: \(services?.sharedState.selectedStore?.name ?? "none") · Biometric login: \(services?.session.biometricEnabled == true ? "on" : "off")"
    }

    /// Shows the Orders tab.
    func switchToOrders() { navigationDelegate?.switchToOrders() }

    /// Opens the store picker.
    func chooseStore() { navigationDelegate?.chooseStore() }

    /// Logs out, once the user confirmed.
    func logOut() { navigationDelegate?.confirmLogout() }
}
