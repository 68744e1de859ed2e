import LCoordinator
import Observation

/// The rating popup's two answers; either closes it.
@MainActor
@Observable
final class RateUsViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any RateUsNavigationDelegate)?

    /// The user will rate the app.
    func rate() { navigationDelegate?.closeRateUs() }

    /// Maybe later.
    func notNow() { navigationDelegate?.closeRateUs() }
}
