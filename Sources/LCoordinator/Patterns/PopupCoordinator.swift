/// A coordinator shown as a popup by a `PopupFactory` (a bottom sheet, a prompt).
///
/// It calls `onPopupDismiss` once its popup has closed, usually from `perform`'s `onFinish`:
///
/// ```swift
/// final class CreateStoreSheetCoordinator: BaseRouterCoordinator, PopupCoordinator {
///     var onPopupDismiss: (@MainActor () -> Void)?
///     override func start() {
///         perform(CreateStoreViewController(), from: self) { [weak self] in self?.onPopupDismiss?() }
///     }
/// }
/// ```
@MainActor
public protocol PopupCoordinator: Coordinator {
    /// Set by the factory; the popup calls it when it has closed (extra calls do nothing).
    var onPopupDismiss: (@MainActor () -> Void)? { get set }
}
