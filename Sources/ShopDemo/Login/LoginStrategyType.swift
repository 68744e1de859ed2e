import LCoordinator

/// A way to log in: the key of the login coordinator's strategy factory.
package enum LoginStrategyType: StrategyType {
    case password(name: String, password: String)
    case biometric

    package var cacheKey: String {
        switch self {
        case .password: "password"
        case .biometric: "biometric"
        }
    }
}
