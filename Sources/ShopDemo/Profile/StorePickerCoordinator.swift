import LCoordinator

/// Picks the store in a form sheet and hands it back as its result (nil after Esc).
@MainActor
package final class StorePickerCoordinator: ShopCoordinator, ResultProducing, StorePickerNavigationDelegate {
    package let result = ScreenResult<Store>()

    init(router: any RouterProtocol, services: ShopServices) {
        super.init(router: router, services: services, presentationStyle: .present(.formSheet))
    }

    package override func start() {
        let viewModel = StorePickerViewModel(stores: services.catalog.stores)
        viewModel.navigationDelegate = self
        perform(StorePickerViewController(viewModel: viewModel), from: self)
    }

    func didPick(_ store: Store) {
        result.send(store)
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}
