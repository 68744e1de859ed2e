import TerminalUI

/// A screen with a view model: reports its view model to the leak tracker (`ViewModelOwning`)
/// and, when the model is a `BaseViewModel`, shows its loading state as an overlay and its
/// errors as an alert.
///
/// ```swift
/// final class ProfileViewController: ScreenViewController<ProfileViewModel> {
///     override func loadView() {
///         view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
///             Label { [weak self] in self?.viewModel.name ?? "" },
///         ])
///     }
/// }
/// ```
@MainActor
open class ScreenViewController<ViewModel: AnyObject>: ViewController, ViewModelOwning {
    /// The screen's view model (the screen owns it; navigation goes through its delegate).
    public let viewModel: ViewModel

    /// A screen titled `title` showing `viewModel`.
    public init(viewModel: ViewModel, title: String) {
        self.viewModel = viewModel
        super.init()
        self.title = title
        if let base = viewModel as? BaseViewModel {
            bindLoadingAndErrors(to: base)
            base.screen = self
            adoptTasks(of: base.taskBag)
        }
    }

    /// The view model, for the leak tracker.
    package var ownedViewModels: [AnyObject] { [viewModel] }
}
