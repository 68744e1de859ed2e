import LCoordinator
import TerminalCore
import TerminalUI

/// The promo bottom sheet.
@MainActor
final class PromoCoordinator: BaseRouterCoordinator {
    let code: String

    init(router: any RouterProtocol, code: String) {
        self.code = code
        super.init(router: router, presentationStyle: .panModel)
    }

    override func start() {
        let screen = ViewController()
        screen.title = "Promo \(code)"
        screen.view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [
            Label("Code \(code) is applied to your next order.", style: Theme.standard.success),
            ActionList([.init(title: "Great!", detail: "Esc") { [weak self] in
                guard let self else { return }
                self.parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
            }]),
        ])
        perform(screen, from: self)
    }
}
