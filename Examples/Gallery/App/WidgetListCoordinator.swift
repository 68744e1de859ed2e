import LCoordinator

/// The first screen: every widget of `GalleryCatalog`, Enter shows one.
@MainActor
public final class WidgetListCoordinator: BaseRouterCoordinator {
    override public func start() {
        let actions = GalleryCatalog.screens.map { screen in
            ActionList.Action(title: screen.name) { [weak self] in self?.show(screen) }
        }
        let list = PaddedScreen(title: "Gallery", [
            Label("Every widget of TerminalUI, one screen each."),
            ActionList(actions, activateTitle: "Show"),
            HintLabel("Enter shows a widget, Esc comes back · ? keys · F12 tree · q quits"),
        ])
        perform(list, from: self)
    }

    func show(_ screen: any GalleryScreen) {
        let widget = WidgetCoordinator(router: router, screen: screen)   // pushed; Esc pops and releases it
        addChildCoordinator(widget)
        widget.start()
    }
}
