import LCoordinator

/// The popups shown at launch; lower priorities show first.
enum WelcomePopup: PopupItem {
    case whatsNew
    case rateUs

    var priority: Int {
        switch self {
        case .whatsNew: 0
        case .rateUs: 1
        }
    }
}
