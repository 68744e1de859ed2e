import LCoordinator
import Observation

/// One of the three Settings steps: its texts and its one action (next step, or Finish).
@MainActor
@Observable
final class SettingsStepViewModel: BaseViewModel {
    static let stepCount = 3
    @ObservationIgnored weak var navigationDelegate: (any SettingsStepNavigationDelegate)?
    let step: Int

    init(step: Int) {
        self.step = step
    }

    var isLast: Bool { step >= Self.stepCount }

    var title: String { step == 1 ? "Settings" : "Settings: Step \(step)" }

    var lines: [String] {
        switch step {
        case 1: ["Step 1 of 3: account settings.", "Enter goes on; Esc closes the sheet."]
        case Self.stepCount...: ["Step 3 of 3: all set.", "Finish closes the whole Settings flow."]
        default: ["Step \(step) of 3: notifications."]
        }
    }

    var actionTitle: String { isLast ? "Finish" : "Next: Step \(step + 1)" }

    /// The next step, or the end of the whole flow on the last one.
    func next() {
        if isLast { navigationDelegate?.finishSettings() } else { navigationDelegate?.showStep(after: step) }
    }
}
