import LCoordinator
import TerminalUI

/// The report plugin: today's figures.
@MainActor
final class HomeReportPluginCoordinator: BasePluginCoordinator<HomePluginContext> {
    override var pluginId: String { "report" }

    override func makePluginViewController() -> ViewController {
        HomeReportViewController(viewModel: HomeReportViewModel(orders: context.services.catalog.orders))
    }
}
