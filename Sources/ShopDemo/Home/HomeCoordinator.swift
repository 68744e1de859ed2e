import LCoordinator
import Observation
import TerminalCore
import TerminalUI

@MainActor
protocol HomeNavigationDelegate: AnyObject {
    func showProduct(_ id: Int)
    func showSettings()
}

@MainActor
@Observable
final class HomeViewModel: BaseViewModel {
    @ObservationIgnored weak var navigationDelegate: (any HomeNavigationDelegate)?
    let products: [Product]

    init(products: [Product]) {
        self.products = products
    }

    func select(_ index: Int) {
        guard products.indices.contains(index) else { return }
        navigationDelegate?.showProduct(products[index].id)
    }

    func openSettings() { navigationDelegate?.showSettings() }
}

/// Home: the plugins' views above the product list.
final class HomeViewController: ScreenViewController<HomeViewModel> {
    private let plugins: [ViewController]

    init(viewModel: HomeViewModel, plugins: [ViewController]) {
        self.plugins = plugins
        super.init(viewModel: viewModel, title: "Home")
        keyBindings = [KeyBinding(.char("s"), title: "Settings") { [weak viewModel] in viewModel?.openSettings() }]
    }

    override func loadView() {
        let stack = StackView(spacing: 0, horizontalPadding: 1, topPadding: 0)
        view = stack
        for plugin in plugins { embed(plugin, in: stack) }
        stack.addSubview(Spacer(height: 1))
        let list = ListView(items: viewModel.products.map { ListItem("\($0.name)", detail: $0.price) }, activateTitle: "Open")
        list.onActivate = { [weak viewModel] index in viewModel?.select(index) }
        stack.addSubview(list)
    }
}

/// The Home tab: plugin coordinators (embedded, `.none`, sharing this router) and a product
/// list that pushes product details; `s` presents Settings as a page sheet.
@MainActor
final class HomeCoordinator: ShopCoordinator, HomeNavigationDelegate {
    override func start() {
        let context = HomePluginContext(services: services)
        let pluginScreens = installPlugins([
            HomeHeaderPluginCoordinator(router: router, context: context),
            HomeBannerPluginCoordinator(router: router, context: context),
            HomeReportPluginCoordinator(router: router, context: context),
        ])
        let viewModel = HomeViewModel(products: services.catalog.featured)
        viewModel.navigationDelegate = self
        perform(HomeViewController(viewModel: viewModel, plugins: pluginScreens), from: self)
    }

    func showProduct(_ id: Int) {
        let product = ProductCoordinator(router: router, context: ProductContext(productID: id, services: services))
        addChild(product)
        product.start()
    }

    func showSettings() {
        let settings = SettingsCoordinator(router: router, services: services)
        addChild(settings)
        settings.start()
    }
}
