import LCoordinator

/// A bottom-sheet popup with its own coordinator; either choice or Esc closes it.
@MainActor
final class RateUsCoordinator: BaseRouterCoordinator, PopupCoordinator {
    var onPopupDismiss: (@MainActor () -> Void)?

    init(router: any RouterProtocol) {
        super.init(router: router, presentationStyle: .panModel)
    }

    override func start() {
        let close: @MainActor () -> Void = { [weak self] in self?.close() }
        let screen = PaddedScreen(title: "Enjoying the app?", topPadding: 0, [
            Label("A rating helps a lot."),
            ActionList([.init(title: "Rate it", run: close), .init(title: "Not now", detail: "Esc", run: close)]),
        ])
        perform(screen, from: self) { [weak self] in self?.onPopupDismiss?() }
    }

    private func close() {
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
