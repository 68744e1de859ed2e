import LCoordinator

/// The Home tab: plugin coordinators (embedded, `.none`, sharing this router) and a product
/// list that pushes product details; `s` presents Settings as a page sheet.
@MainActor
package final class HomeCoordinator: ShopCoordinator, HomeNavigationDelegate {
    package override func start() {
        let context = HomePluginContext(services: services)
        let pluginScreens = installPlugins([
            HomeHeaderPluginCoordinator(router: router, context: context),
            HomeBannerPluginCoordinator(router: router, context: context),
            HomeReportPluginCoordinator(router: router, context: context),
        ])
        let viewModel = HomeViewModel(backend: services.backend)
        viewModel.navigationDelegate = self
        perform(HomeViewController(viewModel: viewModel, plugins: pluginScreens), from: self)
    }

    func showProduct(_ id: Int) {
        let product = ProductCoordinator(router: router, context: ProductContext(productID: id, services: services))
        addChildCoordinator(product)
        product.start()
    }

    func showSettings() {
        let settings = SettingsCoordinator(router: router, services: services)
        addChildCoordinator(settings)
        settings.start()
    }
}
