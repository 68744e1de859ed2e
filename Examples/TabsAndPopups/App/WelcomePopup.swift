import LCoordinator

/// The popups shown at launch; lower priorities show first.
public enum WelcomePopup: PopupItem {
    case whatsNew
    case rateUs

    public var priority: Int {
        switch self {
        case .whatsNew: 0
        case .rateUs: 1
        }
    }
}
