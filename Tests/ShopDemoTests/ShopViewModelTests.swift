import Testing
import LCoordinator
import TerminalCore
import TerminalUI
@testable import ShopDemo

/// The Shop screens' view models, without a coordinator, a router or a terminal: each intent
/// asks its navigation delegate for exactly one thing, and the delegate is weak.
@MainActor
@Suite struct ShopViewModelTests {
    let spy = NavigationDelegateSpy()
    let catalog = Catalog()
    var backend: ShopBackend { ShopBackend(clock: VirtualClock(), catalog: catalog, latency: .none) }

    @Test func loginSubmitsTheTrimmedNameOrDemo() {
        let model = LoginViewModel()
        model.navigationDelegate = spy
        model.name = "  ann "
        model.password = "pw"
        model.submit()
        model.name = "   "
        model.submit()
        model.useBiometric()
        #expect(spy.calls == ["performLogin(password: ann, pw)", "performLogin(password: demo, pw)", "performLogin(biometric)"])
    }

    @Test func biometricPromptConfirms() {
        let model = BiometricPromptViewModel()
        model.navigationDelegate = spy
        model.confirm()
        #expect(spy.calls == ["biometricPromptDidConfirm"])
    }

    @Test func onboardingGoesToTheNextPageThenFinishes() {
        let first = OnboardingPageViewModel(page: 0)
        let last = OnboardingPageViewModel(page: OnboardingPageViewModel.pages.count - 1)
        first.navigationDelegate = spy
        last.navigationDelegate = spy
        first.next()
        last.next()
        #expect(spy.calls == ["showPage(after: 0)", "finishOnboarding"])
        #expect(first.progress == "Page 1 of 3")
        #expect(!first.isLast && last.isLast)
    }

    @Test func homeOpensTheSelectedProductAndIgnoresRowsOutsideTheList() async {
        let model = HomeViewModel(backend: backend)
        await model.load().wait()
        #expect(model.products == catalog.featured)
        model.navigationDelegate = spy
        model.select(2)
        model.select(12)
        model.select(-1)
        model.openSettings()
        #expect(spy.calls == ["showProduct(3)", "showSettings"])
    }

    @Test func productOpensARelatedProductOrChecksOut() async {
        let model = ProductViewModel(productID: 1, backend: backend)
        model.navigationDelegate = spy
        model.checkout()
        #expect(spy.calls.isEmpty, "no checkout before the product loaded")
        await model.load().wait()
        #expect(model.product == catalog.product(1))
        model.openRelated(1)
        model.openRelated(2)
        model.checkout()
        #expect(spy.calls == ["showRelated(8)", "checkout(1)"])
    }

    @Test func ordersReadTheOrdersWhenSelectedSoAPlacedOrderCanBeOpened() async {
        // The orders placed in this session, as the app's shared state holds them.
        final class Placed { var orders: [Order] = [] }
        let placed = Placed()
        let model = OrdersViewModel(placed: { placed.orders }, backend: backend)
        await model.load().wait()
        model.navigationDelegate = spy
        placed.orders.insert(Order(id: 1004, productID: 1, status: "Placed", totalCents: 100), at: 0)
        model.select(0)
        model.select(4)
        #expect(spy.calls == ["showOrderDetail(1004)"])
    }

    @Test func orderDetailShowsTheOrderOrALinkPlaceholderAndTracks() {
        let known = OrderDetailViewModel(orderID: 1001, order: catalog.orders[0], productName: "Coffee Mug")
        let unknown = OrderDetailViewModel(orderID: 7, order: nil, productName: "")
        #expect(known.lines == ["Status: Delivered", "Total: $19.99", "Item: Coffee Mug"])
        #expect(unknown.lines == ["Status: Processing", "This order was opened from a link."])
        known.navigationDelegate = spy
        known.track()
        #expect(spy.calls == ["showOrderTracking"])
    }

    @Test func trackingAdvancesOneStageASecondOnTheAppClockUntilStopped() {
        let clock = VirtualClock()
        let application = Application(terminal: HeadlessTerminal(), clock: clock)
        let model = TrackingViewModel(orderID: 1001, scheduler: application)
        model.startUpdates()
        application.advance(by: .seconds(2), on: clock)
        #expect(model.stage == 2)
        #expect(model.current == "Now: Handed to courier")
        model.stopUpdates()
        application.advance(by: .seconds(5), on: clock)
        #expect(model.stage == 2)
        #expect(model.timeline.split(separator: "\n").map { $0.hasPrefix("●") } == [true, true, true, false, false])
    }

    @Test func checkoutPlacesTheOrderOnceAfterTheNetworkDelayThenTellsItsDelegate() async throws {
        let clock = VirtualClock()
        let shop = ShopApp(terminal: HeadlessTerminal(), clock: clock)
        let services = shop.services
        let product = catalog.product(5)
        let model = CheckoutViewModel(product: product, services: services)
        model.navigationDelegate = spy
        model.placeOrder()
        model.placeOrder()
        #expect(model.isLoading)
        #expect(model.loadingMessage == "Placing order…")
        #expect(spy.calls.isEmpty)
        let placing = try #require(model.runningTasks.first)
        #expect(model.runningTasks.count == 1, "a second placeOrder while placing does nothing")
        // The order reaches the server, which takes its processing time on the app's clock.
        var yields = 0
        while clock.sleeperCount == 0, yields < 100_000 {
            await Task.yield()
            yields += 1
        }
        #expect(!placing.isFinished, "nothing happens before the network delay passed")
        await shop.application.advance(by: services.networkDelay, on: clock)
        await placing.wait()
        #expect(!model.isLoading)
        #expect(services.sharedState.placedOrders.map(\.productID) == [5])
        #expect(spy.calls == ["checkoutDidPlaceOrder(5)"])
        model.cancel()
        #expect(spy.calls.last == "closeCheckout")
    }

    @Test func profileFollowsTheSessionAndTheSharedState() {
        let shop = ShopApp(terminal: HeadlessTerminal(), clock: VirtualClock())
        let model = ProfileViewModel(services: shop.services)
        #expect(model.signedIn == "Signed in as nobody")
        shop.services.session.logIn(as: "ann")
        shop.services.sharedState.selectedStore = catalog.stores[1]
        shop.services.session.biometricEnabled = true
        #expect(model.signedIn == "Signed in as ann")
        #expect(model.settings == "Store: Harbour · Biometric login: on")
        model.navigationDelegate = spy
        model.switchToOrders()
        model.chooseStore()
        model.logOut()
        #expect(spy.calls == ["switchToOrders", "chooseStore", "confirmLogout"])
    }

    @Test func storePickerHandsBackThePickedStore() {
        let model = StorePickerViewModel(stores: catalog.stores)
        model.navigationDelegate = spy
        model.pick(2)
        model.pick(3)
        #expect(spy.calls == ["didPick(Airport)"])
    }

    @Test func settingsStepsGoOnThenFinishTheFlow() {
        let steps = (1...3).map { SettingsStepViewModel(step: $0) }
        #expect(steps.map(\.title) == ["Settings", "Settings: Step 2", "Settings: Step 3"])
        #expect(steps.map(\.actionTitle) == ["Next: Step 2", "Next: Step 3", "Finish"])
        #expect(steps[1].lines == ["Step 2 of 3: notifications."])
        for step in steps {
            step.navigationDelegate = spy
            step.next()
        }
        #expect(spy.calls == ["showStep(after: 1)", "showStep(after: 2)", "finishSettings"])
    }

    @Test func aPromptSheetRunsTheChoiceThenCloses() {
        var ran: [String] = []
        let model = PromptSheetViewModel(title: "T", message: "M", choices: [
            PromptSheetChoice(title: "A") { ran.append("A") }, PromptSheetChoice(title: "B") { ran.append("B") },
        ])
        model.navigationDelegate = spy
        model.choose(1)
        model.choose(2)
        #expect(ran == ["B"])
        #expect(spy.calls == ["closePromptSheet"])
    }

    @Test func promoShowsItsCodeAndCloses() {
        let model = PromoViewModel(code: "SPRING")
        model.navigationDelegate = spy
        model.close()
        #expect(model.message == "Code SPRING is applied to your next order.")
        #expect(spy.calls == ["closePromo"])
    }

    /// The screens whose view model has a navigation delegate.
    nonisolated static let screens: [String] = ["Login", "BiometricPrompt", "OnboardingPage", "Home", "Product", "Checkout", "Orders",
                                    "OrderDetail", "Profile", "StorePicker", "SettingsStep", "PromptSheet", "Promo"]

    private func makeViewModel(_ screen: String, delegate: NavigationDelegateSpy) -> (model: AnyObject, delegate: () -> AnyObject?) {
        let shop = ShopApp(terminal: HeadlessTerminal(), clock: VirtualClock())
        switch screen {
        case "Login": let m = LoginViewModel(); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "BiometricPrompt": let m = BiometricPromptViewModel(); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "OnboardingPage": let m = OnboardingPageViewModel(page: 0); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "Home": let m = HomeViewModel(backend: shop.services.backend); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "Product": let m = ProductViewModel(productID: 1, backend: shop.services.backend); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "Checkout": let m = CheckoutViewModel(product: catalog.product(1), services: shop.services); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "Orders": let m = OrdersViewModel(placed: { [] }, backend: shop.services.backend); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "OrderDetail": let m = OrderDetailViewModel(orderID: 1, order: nil, productName: ""); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "Profile": let m = ProfileViewModel(services: shop.services); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "StorePicker": let m = StorePickerViewModel(stores: []); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "SettingsStep": let m = SettingsStepViewModel(step: 1); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        case "PromptSheet": let m = PromptSheetViewModel(title: "", message: "", choices: []); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        default: let m = PromoViewModel(code: "X"); m.navigationDelegate = delegate; return (m, { m.navigationDelegate })
        }
    }

    @Test(arguments: screens)
    func theViewModelDoesNotRetainItsNavigationDelegate(screen: String) {
        var delegate: NavigationDelegateSpy? = NavigationDelegateSpy()
        weak let released = delegate
        let made = makeViewModel(screen, delegate: delegate ?? spy)
        #expect(made.delegate() === released, "\(screen): the delegate was not set")
        delegate = nil
        #expect(released == nil, "\(screen)ViewModel keeps its navigation delegate alive")
        #expect(made.delegate() == nil)
        _ = made.model
    }
}
