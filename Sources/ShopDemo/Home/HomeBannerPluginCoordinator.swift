import LCoordinator
import TerminalUI

/// The banner plugin: a promotion (a fixed line: no state, no view model).
@MainActor
final class HomeBannerPluginCoordinator: BasePluginCoordinator<HomePluginContext> {
    override var pluginId: String { "banner" }

    override func makePluginViewController() -> ViewController {
        let screen = ViewController()
        screen.view = Label("★ Spring sale: 20% off everything with code SPRING", style: Theme.standard.success, wraps: false)
        return screen
    }
}
