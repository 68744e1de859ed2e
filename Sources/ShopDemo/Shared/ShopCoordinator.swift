import LCoordinator

/// A demo coordinator: a router coordinator with the app's services.
@MainActor
package class ShopCoordinator: BaseRouterCoordinator {
    let services: ShopServices

    init(router: any RouterProtocol, services: ShopServices, presentationStyle: RouterPresentationStyle = .push) {
        self.services = services
        super.init(router: router, presentationStyle: presentationStyle)
    }
}
