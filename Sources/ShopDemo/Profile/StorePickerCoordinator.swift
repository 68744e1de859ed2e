import LCoordinator
import TerminalCore
import TerminalUI

/// Picks the store in a form sheet and hands it back as its result (nil after Esc).
@MainActor
final class StorePickerCoordinator: ShopCoordinator, ResultProducing {
    let result = ScreenResult<Store>()

    init(router: any RouterProtocol, services: ShopServices) {
        super.init(router: router, services: services, presentationStyle: .present(.formSheet))
    }

    override func start() {
        let screen = ViewController()
        screen.title = "Choose store"
        let actions = services.catalog.stores.map { store in
            ActionList.Action(title: store.name, detail: nil) { [weak self] in self?.pick(store) }
        }
        screen.view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [hint("Home's header shows the store you pick."), ActionList(actions, activateTitle: "Pick")])
        perform(screen, from: self)
    }

    private func pick(_ store: Store) {
        result.send(store)
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
