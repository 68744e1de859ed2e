import TerminalUI

/// How `present(_:configuration:animated:completion:)` shows a screen.
public struct ModalConfiguration: Hashable, Sendable {
    /// How the screen is laid out when presented.
    public var presentationStyle: ModalPresentationStyle
    /// When true, Esc cannot dismiss it (the footer says why).
    public var isModalInPresentation: Bool

    /// - Parameters:
    ///   - presentationStyle: the modal style (default page sheet).
    ///   - isModalInPresentation: when true, Esc cannot dismiss it.
    public init(presentationStyle: ModalPresentationStyle = .pageSheet, isModalInPresentation: Bool = false) {
        self.presentationStyle = presentationStyle
        self.isModalInPresentation = isModalInPresentation
    }

    /// A page sheet.
    public static let pageSheet = ModalConfiguration(presentationStyle: .pageSheet)
    /// A form sheet.
    public static let formSheet = ModalConfiguration(presentationStyle: .formSheet)
    /// A full-screen modal.
    public static let fullScreen = ModalConfiguration(presentationStyle: .fullScreen)
    /// A bottom sheet.
    package static let bottomSheet = ModalConfiguration(presentationStyle: .bottomSheet)
}
