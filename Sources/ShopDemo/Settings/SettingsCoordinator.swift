import LCoordinator
import TerminalCore
import TerminalUI

/// Lets a later step end the whole presented flow (seed 001: found with `findAncestor`).
@MainActor
protocol FinishFlowDelegate: AnyObject {
    func didFinishFlow()
}

/// A step screen: a few lines and a list of actions.
@MainActor
func stepScreen(title: String, lines: [String], actions: [ActionList.Action]) -> ViewController {
    PaddedScreen(title: title, lines.map { Label($0) } + [ActionList(actions)])
}

/// Settings, presented as a page sheet (Step 1). Steps 2 and 3 are pushed inside the sheet on
/// its own router; Step 3's Finish reaches this coordinator with `findAncestor` and it closes
/// the whole flow with `parentRouter.dismiss(coordinator:)`.
@MainActor
final class SettingsCoordinator: ShopCoordinator, FinishFlowDelegate {
    init(router: any RouterProtocol, services: ShopServices) {
        super.init(router: router, services: services, presentationStyle: .present(.pageSheet))
    }

    override func start() {
        let screen = stepScreen(title: "Settings", lines: ["Step 1 of 3: account settings.", "Enter goes on; Esc closes the sheet."],
                                actions: [.init(title: "Next: Step 2", detail: nil) { [weak self] in self?.showStep2() }])
        perform(screen, from: self)
    }

    private func showStep2() {
        let step = SettingsStepCoordinator(router: router, step: 2)
        addChild(step)
        step.start()
    }

    func didFinishFlow() {
        guard presentationStyle.isUsingPresent else { return }
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}

/// Step 2 and Step 3 of Settings, pushed on the sheet's router.
@MainActor
final class SettingsStepCoordinator: BaseRouterCoordinator {
    let step: Int

    init(router: any RouterProtocol, step: Int) {
        self.step = step
        super.init(router: router)
    }

    override func start() {
        let screen: ViewController
        if step < 3 {
            screen = stepScreen(title: "Settings: Step \(step)", lines: ["Step \(step) of 3: notifications."],
                                actions: [.init(title: "Next: Step \(step + 1)", detail: nil) { [weak self] in self?.showNext() }])
        } else {
            screen = stepScreen(title: "Settings: Step 3", lines: ["Step 3 of 3: all set.", "Finish closes the whole Settings flow."],
                                actions: [.init(title: "Finish", detail: nil) { [weak self] in self?.finishFlow() }])
        }
        perform(screen, from: self)
    }

    private func showNext() {
        let next = SettingsStepCoordinator(router: router, step: step + 1)
        addChild(next)
        next.start()
    }

    private func finishFlow() {
        findAncestor(ofType: (any FinishFlowDelegate).self)?.didFinishFlow()
    }
}
