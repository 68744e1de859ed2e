import LCoordinator

/// The popups shown after log in, by priority (lower first).
package enum StartupPopup: PopupItem, Hashable {
    case notifications
    case createStore
    case suggestBiometric

    package var priority: Int {
        switch self {
        case .notifications: 0
        case .createStore: 1
        case .suggestBiometric: 2
        }
    }
}
