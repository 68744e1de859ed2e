import LCoordinator
import TerminalUI

/// The header plugin: greets the user and shows the store picked in Profile (shared state).
@MainActor
final class HomeHeaderPluginCoordinator: BasePluginCoordinator<HomePluginContext> {
    override var pluginId: String { "header" }

    override func makePluginViewController() -> ViewController {
        HomeHeaderViewController(viewModel: HomeHeaderViewModel(services: context.services))
    }
}
