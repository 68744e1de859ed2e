import LCoordinator

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
