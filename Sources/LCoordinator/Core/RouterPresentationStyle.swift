import TerminalUI

/// How a router coordinator's first screen is shown by `perform(_:isAnimated:from:onFinish:)`.
public enum RouterPresentationStyle: Hashable, Sendable {
    /// Pushed on the router's navigation stack.
    case push
    /// Presented modally, wrapped in a new navigation controller with its own router.
    case present(ModalPresentationStyle)
    /// Presented as a bottom sheet, wrapped in a new navigation controller with its own router.
    /// (The spelling is LCoordinator's on iOS, kept for source compatibility.)
    case panModel
    /// Not shown by the router: embedded (plugins) or acting for a parent (strategies).
    case none

    /// Whether `perform` presents (so dismissing goes through `parentRouter`).
    public var isUsingPresent: Bool {
        switch self {
        case .present, .panModel: true
        case .push, .none: false
        }
    }

    /// The modal style used when presenting.
    package var modalStyle: ModalPresentationStyle? {
        switch self {
        case .present(let style): style
        case .panModel: .bottomSheet
        case .push, .none: nil
        }
    }
}

extension RouterPresentationStyle {
    /// The style's name, for trees and logs (`push`, `present(page sheet)`, `panModel`, `none`).
    package var name: String {
        switch self {
        case .push: "push"
        case .present(let style): "present(\(style))"
        case .panModel: "panModel"
        case .none: "none"
        }
    }
}
