import LCoordinator
import Observation
import TerminalCore
import TerminalUI

/// What Home's plugins share: the services (session, shared state).
struct HomePluginContext {
    let services: ShopServices
}

/// The header plugin: greets the user and shows the store picked in Profile (shared state).
@MainActor
final class HomeHeaderPluginCoordinator: BasePluginCoordinator<HomePluginContext> {
    override var pluginId: String { "header" }

    override func makePluginViewController() -> ViewController {
        let services = context.services
        let screen = ViewController()
        screen.view = Label(style: Theme.standard.accent, wraps: false) { [weak services] in
            guard let services else { return "" }
            let user = services.session.userName ?? "guest"
            let store = services.sharedState.selectedStore?.name ?? "no store yet (pick one in Profile)"
            return "Hello, \(user) · Store: \(store)"
        }
        return screen
    }
}

/// The banner plugin: a promotion.
@MainActor
final class HomeBannerPluginCoordinator: BasePluginCoordinator<HomePluginContext> {
    override var pluginId: String { "banner" }

    override func makePluginViewController() -> ViewController {
        let screen = ViewController()
        screen.view = Label("★ Spring sale: 20% off everything with code SPRING", style: Theme.standard.success, wraps: false)
        return screen
    }
}

/// The report plugin: today's figures.
@MainActor
final class HomeReportPluginCoordinator: BasePluginCoordinator<HomePluginContext> {
    override var pluginId: String { "report" }

    override func makePluginViewController() -> ViewController {
        let orders = context.services.catalog.orders
        let total = orders.reduce(0) { $0 + $1.totalCents }
        let screen = ViewController()
        screen.view = Label("Today: \(orders.count) orders · \(Money.format(cents: total)) revenue", style: Theme.standard.secondaryText, wraps: false)
        return screen
    }
}
