import LCoordinator

/// A bottom-sheet popup with a message and choices; a choice or Esc closes it.
@MainActor
package final class PromptSheetCoordinator: BaseRouterCoordinator, PromptSheetNavigationDelegate {
    private let heading: String
    private let message: String
    private let choices: [PromptSheetChoice]
    private let onClose: @MainActor () -> Void

    init(router: any RouterProtocol, title: String, message: String, choices: [PromptSheetChoice], onClose: @escaping @MainActor () -> Void) {
        self.heading = title
        self.message = message
        self.choices = choices
        self.onClose = onClose
        super.init(router: router, presentationStyle: .panModel)
    }

    package override func start() {
        let viewModel = PromptSheetViewModel(title: heading, message: message, choices: choices)
        viewModel.navigationDelegate = self
        perform(PromptSheetViewController(viewModel: viewModel), from: self) { [onClose] in onClose() }
    }

    func closePromptSheet() {
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
