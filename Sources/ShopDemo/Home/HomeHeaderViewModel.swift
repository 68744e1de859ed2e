import LCoordinator
import Observation

/// The header plugin's state: who is signed in and the store picked in Profile (read through
/// Observation, so the header follows the shared state).
@MainActor
@Observable
final class HomeHeaderViewModel: BaseViewModel {
    @ObservationIgnored private weak var services: ShopServices?

    init(services: ShopServices) {
        self.services = services
    }

    /// "Hello, NAME · Store: STORE".
    var greeting: String {
        guard let services else { return "" }
        let user = services.session.userName ?? services.visitorName ?? "guest"
        let store = services.sharedState.selectedStore?.name ?? "no store yet (pick one in Profile)"
        return "Hello, \(user) · Store: \(store)"
    }
}
