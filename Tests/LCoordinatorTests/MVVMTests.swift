import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// MVVM-C: View → ViewModel → NavigationDelegate (weak) → Coordinator, the coordinator
// conveniences, ModalConfiguration, BaseViewModel's loading and error state on screen.

@MainActor
protocol CatalogNavigationDelegate: AnyObject {
    func showDetail(_ name: String)
    func showSettings()
}

@MainActor
final class CatalogViewModel: BaseViewModel {
    weak var navigationDelegate: (any CatalogNavigationDelegate)?
    private(set) var items: [String] = []

    func loadData(on scheduler: any Scheduler) {
        setLoading(true, message: "Fetching products…")
        scheduler.schedule(after: .seconds(1)) { [weak self] in
            self?.items = ["Tea", "Coffee"]
            self?.setLoading(false)
        }
    }

    func failLoading() {
        setError("The network is down")
    }

    func selectDetail() { navigationDelegate?.showDetail("Tea") }
    func selectSettings() { navigationDelegate?.showSettings() }
}

/// A screen reading its view model: Enter opens the detail, `s` the settings.
@MainActor
final class CatalogScreen: ViewController, ViewModelOwning {
    let viewModel: CatalogViewModel

    init(viewModel: CatalogViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Catalog"
        keyBindings = [
            KeyBinding(.enter, title: "Open") { [weak self] in self?.viewModel.selectDetail() },
            KeyBinding(.char("s"), title: "Settings") { [weak self] in self?.viewModel.selectSettings() },
        ]
        bindLoadingAndErrors(to: viewModel)
    }

    var ownedViewModels: [AnyObject] { [viewModel] }

    override func loadView() {
        view = Label { [weak self] in "Items: " + (self?.viewModel.items.joined(separator: ", ") ?? "") }
    }
}

/// An MVVM-C coordinator: builds the view model, sets itself as its delegate, `replaceAll`.
@MainActor
final class CatalogCoordinator: BaseRouterCoordinator, CatalogNavigationDelegate {
    let log: CallbackLog
    private(set) weak var viewModel: CatalogViewModel?

    init(router: any RouterProtocol, log: CallbackLog) {
        self.log = log
        super.init(router: router)
    }

    override func start() {
        let viewModel = CatalogViewModel()
        viewModel.navigationDelegate = self
        self.viewModel = viewModel
        replaceAll(with: CatalogScreen(viewModel: viewModel), animated: false)
    }

    func showDetail(_ name: String) {
        let detail = ScreenCoordinator(name, router: router, log: log)
        addChildCoordinator(detail)
        detail.start()
    }

    func showSettings() {
        let settings = SettingsCoordinator(router: router, log: log)
        addChildCoordinator(settings)
        settings.start()
    }
}

/// A modal with its own stack: `finish()` dismisses it and leaves the parent.
@MainActor
final class SettingsCoordinator: BaseRouterCoordinator {
    let log: CallbackLog
    private(set) weak var screen: Screen?

    init(router: any RouterProtocol, log: CallbackLog) {
        self.log = log
        super.init(router: router, presentationStyle: .present(.pageSheet))
    }

    override func start() {
        let screen = Screen("Settings", viewModel: ScreenViewModel(name: "Settings"))
        screen.keyBindings = [KeyBinding(.char("d"), title: "Done") { [weak self] in self?.finish() }]
        self.screen = screen
        perform(screen, from: self, onFinish: log.callback("Settings", leaving: screen))
    }
}

@MainActor
private func catalogApp() -> (TestApp, CatalogCoordinator) {
    let app = TestApp.stack()
    let catalog = CatalogCoordinator(router: app.mainRouter, log: app.log)
    app.appCoordinator.addChildCoordinator(catalog)
    catalog.start()
    // The catalog replaced Home's screen, so Home left the tree.
    return (app, catalog)
}

@MainActor @Test func childCoordinatorConveniencesAddRemoveAndFindChildren() {
    let app = TestApp.stack()
    let parent = app.home
    let a = ScreenCoordinator("A", router: app.mainRouter, log: app.log)
    let b = OfferCoordinator("B", router: app.mainRouter, log: app.log)

    parent.addChildCoordinator(a)
    parent.addChildCoordinator(b)
    parent.addChildCoordinator(a)

    #expect(parent.children.count == 2)
    #expect(a.parentCoordinator === parent)
    #expect(parent.findChildCoordinator(ofType: OfferCoordinator.self) === b)
    #expect(parent.findChildCoordinator(ofType: ScreenCoordinator.self) === a)
    #expect(parent.findChildCoordinator(ofType: UnusedCoordinator.self) == nil)

    parent.removeChildCoordinator(a)
    #expect(parent.children.count == 1)
    #expect(a.parentCoordinator == nil)

    parent.addChildCoordinator(a)
    parent.removeAllChildCoordinators()
    #expect(parent.children.isEmpty)
    #expect(b.parentCoordinator == nil)
}

@MainActor @Test func viewModelTalksToItsCoordinatorThroughAWeakNavigationDelegate() {
    let (app, catalog) = catalogApp()
    weak let viewModel = catalog.viewModel
    #expect(app.visibleTitle == "Catalog")

    app.press(.enter)

    #expect(app.visibleTitle == "Tea")
    weak let detail = catalog.findChildCoordinator(ofType: ScreenCoordinator.self)
    app.watch(detail)

    app.press(.escape)

    app.log.expectFiredOnceAfterLeaving("Tea")
    #expect(catalog.children.isEmpty)
    app.expectAllReleased()
    #expect(viewModel?.navigationDelegate === catalog)
}

@MainActor @Test func pushPopPopToRootAndReplaceAllConveniencesDriveTheRouter() {
    let app = TestApp.stack()
    let home = app.home
    weak var one: Screen?
    weak var two: Screen?
    weak var three: Screen?
    do {
        let a = Screen("One"), b = Screen("Two"), c = Screen("Three")
        home.push(a)
        home.push(b)
        home.push(c)
        one = a; two = b; three = c
    }
    #expect(app.mainRouter.navigationController.viewControllers.map(\.title) == ["Home", "One", "Two", "Three"])
    #expect(app.mainRouter.contextCount(for: home) == 4)

    home.pop()
    #expect(three == nil)
    #expect(app.visibleTitle == "Two")

    home.popToRoot()
    #expect(one == nil && two == nil)
    #expect(app.mainRouter.contextCount(for: home) == 1)

    weak var fresh: Screen?
    do {
        let screen = Screen("Fresh root")
        home.replaceAll(with: screen)
        fresh = screen
    }
    #expect(app.mainRouter.navigationController.viewControllers.map(\.title) == ["Fresh root"])
    #expect(fresh != nil)
    // Home's own first screen was replaced: its perform callback ran, but Home owns the new
    // root, so it stays in the tree while that screen is up (ownership, not the first screen).
    app.log.expectFiredOnceAfterLeaving("Home")
    #expect(app.appCoordinator.children.count == 1)
}

@MainActor @Test func presentWithConfigurationThatIsModalInPresentationIgnoresEscUntilDismissedByCode() {
    let app = TestApp.stack()
    let home = app.home
    weak var terms: Screen?
    do {
        let screen = Screen("Terms")
        home.present(screen, configuration: ModalConfiguration(presentationStyle: .formSheet, isModalInPresentation: true),
                     animated: true, completion: app.log.callback("presented"))
        terms = screen
    }
    app.log.expectFiredOnceAfterLeaving("presented")
    #expect(terms?.modalPresentationStyle == .formSheet)
    #expect(terms?.isModalInPresentation == true)

    app.press(.escape)

    #expect(app.presentedTitles == ["Terms"])
    #expect(app.shows("can't be closed with Esc"))

    home.dismiss(animated: true, completion: app.log.callback("dismissed", leaving: terms))

    app.log.expectFiredOnceAfterLeaving("dismissed")
    #expect(app.presentedTitles.isEmpty)
    #expect(terms == nil)
    app.expectAllReleased()
}

@MainActor @Test func presentWithAPlainConfigurationClosesWithEscAndForgetsItsContext() {
    let app = TestApp.stack()
    weak var sheet: Screen?
    do {
        let screen = Screen("Help")
        app.home.present(screen, configuration: .bottomSheet)
        sheet = screen
    }
    #expect(sheet?.modalPresentationStyle == .bottomSheet)
    #expect(app.mainRouter.contextCount(for: app.home) == 2)

    app.press(.escape)

    #expect(sheet == nil)
    #expect(app.mainRouter.contextCount(for: app.home) == 1)
    app.expectAllReleased()
}

@MainActor @Test func finishOfAPresentedFlowDismissesItLeavesTheParentAndReleasesIt() {
    let (app, catalog) = catalogApp()
    app.press(.char("s"))
    weak let settings = catalog.findChildCoordinator(ofType: SettingsCoordinator.self)
    weak let screen = settings?.screen
    #expect(app.presentedTitles == ["Settings"])
    #expect(settings?.router !== settings?.parentRouter)

    app.press(.char("d"))

    #expect(app.presentedTitles.isEmpty)
    app.log.expectFiredOnceAfterLeaving("Settings")
    #expect(catalog.children.isEmpty)
    expectReleased(["settings": settings, "settings screen": screen])
    app.expectAllReleased()
}

@MainActor @Test func finishOfAPushedCoordinatorPopsItsScreensAndItsChildrensScreens() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    weak let b = a?.show("B", log: app.log)
    weak let c = b?.show("C", log: app.log)
    [a, b, c].forEach { app.watch($0) }

    a?.finish()

    #expect(app.visibleTitle == "Home")
    app.log.expectFiredOnceAfterLeaving("A", "B", "C")
    #expect(app.home.children.isEmpty)
    app.expectAllReleased()
}

@MainActor @Test func finishAlsoDismissesWhatAPushedCoordinatorPresentedWithAConfiguration() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    weak var first: Screen?
    weak var second: Screen?
    do {
        let one = Screen("Sheet one"), two = Screen("Sheet two")
        a?.present(one, configuration: .pageSheet)
        a?.present(two, configuration: .formSheet)
        first = one; second = two
    }
    app.watch(a)
    app.mainRouter.showAlert(title: "From A", message: "", from: a!, animated: true, actions: [])
    #expect(app.window.presentedViewControllers.count == 3)

    a?.finish()

    #expect(app.window.presentedViewControllers.isEmpty)
    #expect(app.visibleTitle == "Home")
    expectReleased(["first": first, "second": second])
    app.expectAllReleased()
}

@MainActor @Test func aUsersFinishOverrideWithDismissAndRemoveChildCoordinatorWorks() {
    /// A `finish()` override as users write it: dismiss itself, then leave its parent.
    final class UserSettingsCoordinator: BaseRouterCoordinator {
        let log: CallbackLog
        init(router: any RouterProtocol, log: CallbackLog) {
            self.log = log
            super.init(router: router, presentationStyle: .present(.pageSheet))
        }
        override func start() {
            perform(Screen("User settings"), from: self)
        }
        override func finish() {
            dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.log.record("finish completion", screen: nil, expectsScreen: false,
                                facts: ["router restored": self.router === self.parentRouter])
                self.removeAllChildCoordinators()
                (self.parentCoordinator as? any RouterCoordinator)?.removeChildCoordinator(self)
            }
        }
    }
    let app = TestApp.stack()
    weak var settings: UserSettingsCoordinator?
    do {
        let coordinator = UserSettingsCoordinator(router: app.mainRouter, log: app.log)
        app.home.addChildCoordinator(coordinator)
        coordinator.start()
        settings = coordinator
    }
    #expect(app.presentedTitles == ["User settings"])

    settings?.finish()

    #expect(app.presentedTitles.isEmpty)
    app.log.expectFiredOnceAfterLeaving("finish completion")
    #expect(settings == nil)
    app.expectAllReleased()
}

@MainActor @Test func loadingShowsAnOverlayAndSwallowsKeysUntilTheViewModelIsDone() async {
    let (app, catalog) = catalogApp()
    let viewModel = catalog.viewModel!

    viewModel.loadData(on: app.application)
    await app.application.waitForWork()

    #expect(viewModel.isLoading)
    #expect(app.shows("Fetching products…"))
    app.press(.enter)
    #expect(app.visibleTitle == "Catalog", "keys are swallowed while loading")

    await app.application.advance(by: .seconds(1), on: app.clock)

    #expect(!viewModel.isLoading)
    #expect(!app.shows("Fetching products…"))
    #expect(app.shows("Items: Tea, Coffee"))
}

@MainActor @Test func anErrorShowsAnAlertWhoseOKClearsIt() async {
    let (app, catalog) = catalogApp()
    weak let viewModel = catalog.viewModel

    viewModel?.failLoading()
    #expect(app.window.presentedViewControllers.isEmpty, "the screen follows its model through Observation, after the change")
    await app.application.waitForWork()

    #expect(app.window.presentedViewControllers.first is AlertController)
    #expect(app.shows("The network is down"))
    #expect(app.shows("[ OK ]"))

    app.press(.enter)

    #expect(viewModel?.errorMessage == nil)
    #expect(app.window.presentedViewControllers.isEmpty)
    #expect(!app.shows("The network is down"))

    // The screen and its view model go with the coordinator's screen.
    catalog.replaceAll(with: Screen("Elsewhere"))
    #expect(viewModel == nil)
}
