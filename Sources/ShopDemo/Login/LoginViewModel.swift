import LCoordinator
import Observation
import TerminalUI

/// A way to log in (seed 002's strategy type).
enum LoginStrategyType: StrategyType {
    case password(name: String, password: String)
    case biometric

    var cacheKey: String {
        switch self {
        case .password: "password"
        case .biometric: "biometric"
        }
    }
}

@MainActor
protocol LoginNavigationDelegate: AnyObject {
    func performLogin(with type: LoginStrategyType)
}

@MainActor
@Observable
final class LoginViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any LoginNavigationDelegate)?
    var name = ""
    var password = ""

    func submit() {
        let trimmed = name.trimmingSpaces
        navigationDelegate?.performLogin(with: .password(name: trimmed.isEmpty ? "demo" : trimmed, password: password))
    }

    func useBiometric() {
        navigationDelegate?.performLogin(with: .biometric)
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
