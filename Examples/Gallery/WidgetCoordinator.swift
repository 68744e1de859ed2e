import LCoordinator

/// One widget's screen, pushed from the list.
@MainActor
final class WidgetCoordinator: BaseRouterCoordinator {
    let screen: any GalleryScreen

    init(router: any RouterProtocol, screen: any GalleryScreen) {
        self.screen = screen
        super.init(router: router)
    }

    override func start() {
        perform(screen.makeViewController(), from: self)
    }
}
