import LCoordinator
import Observation

/// A prompt sheet's texts and choices; choosing runs the choice, then closes the sheet.
@MainActor
@Observable
final class PromptSheetViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any PromptSheetNavigationDelegate)?
    let title: String
    let message: String
    @ObservationIgnored let choices: [PromptSheetChoice]

    init(title: String, message: String, choices: [PromptSheetChoice]) {
        self.title = title
        self.message = message
        self.choices = choices
    }

    /// Runs the choice at `index`, then closes the sheet.
    func choose(_ index: Int) {
        guard choices.indices.contains(index) else { return }
        choices[index].run()
        navigationDelegate?.closePromptSheet()
    }
}
