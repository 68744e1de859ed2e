import LCoordinator

/// One widget's screen, pushed from the list.
@MainActor
public final class WidgetCoordinator: BaseRouterCoordinator {
    let screen: any GalleryScreen

    init(router: any RouterProtocol, screen: any GalleryScreen) {
        self.screen = screen
        super.init(router: router)
    }

    override public func start() {
        perform(screen.makeViewController(), from: self)
    }
}
