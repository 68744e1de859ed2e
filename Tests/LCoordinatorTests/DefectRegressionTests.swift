import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// One test per defect of the original SDK, named after it; each fails if the defect
// came back. (The deep-link defects — auth and duplicate gates, links dropped with no delegate —
// are tested with the deep-link manager.)

/// A screen that overrides the lifecycle without calling `super` and inherits from no SDK base
/// class: the original SDK needed a `BaseViewController` (or swizzling) to learn of back.
@MainActor
final class PlainScreen: ViewController {
    init(_ title: String) {
        super.init()
        self.title = title
    }

    override func didMove(toParent parent: ViewController?) {}
    override func willMove(toParent parent: ViewController?) {}
    override func viewDidDisappear(_ animated: Bool) {}
}

@MainActor @Test func defectOneContextPerCoordinatorSecondPushPresentOrAlertOverwroteTheFirst() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", log: app.log)
    app.watch(a)
    do {
        let pushed = Screen("A second push")
        a?.router.push(drawable: pushed, to: a!, isAnimated: true, onNavigateBack: app.log.callback("second push", leaving: pushed))
        let presented = Screen("A present")
        a?.router.present(drawable: presented, coordinator: a!, isAnimated: true, onDismiss: app.log.callback("present", leaving: presented))
        app.watch(pushed, "second pushed screen")
        app.watch(presented, "presented screen")
    }
    a?.router.showAlert(title: "Alert from A", message: "", from: a!, animated: true, actions: [
        AlertAction(title: "OK", style: .cancel, handler: app.log.alertHandler("alert")),
    ])
    #expect(app.mainRouter.contextCount(for: a!) == 4, "one context per navigation, not per coordinator")

    app.press(.escape, .escape, .escape, .escape)

    // With one context per coordinator, only the last navigation's cleanup survived: the first
    // push's callback never ran and A leaked.
    app.log.expectFiredOnceAfterLeaving("alert", "present", "second push", "A")
    app.expectAllReleased()
}

@MainActor @Test func defectNestedModalCallbacksLostInDismissAllPresented() {
    let app = TestApp.stack()
    weak let a = app.home.show("A", style: .present(.pageSheet), log: app.log)
    weak let b = a?.show("B", style: .present(.formSheet), log: app.log)
    weak let c = b?.show("C", style: .panModel, log: app.log)
    [a, b, c].forEach { app.watch($0) }

    app.mainRouter.dismissAllPresented(isAnimated: true, completion: nil)

    // B and C were presented from the nested modals' routers, not from the main router: the
    // original lost their callbacks and leaked them.
    app.log.expectFiredOnceAfterLeaving("A", "B", "C")
    app.expectAllReleased()
}

@MainActor @Test func defectDismissAllPresentedCompletionNeverCalledWhenNothingWasPresented() {
    let app = TestApp.stack()
    var completions = 0

    app.mainRouter.dismissAllPresented(isAnimated: true) { completions += 1 }
    app.mainRouter.dismissAllPresented(isAnimated: false) { completions += 1 }

    #expect(completions == 2)
}

@MainActor @Test func defectCallbacksSometimesRanBeforeTheTransitionInsteadOfAfter() {
    let app = TestApp.tabs()
    // Every path, each callback checked for "its screen had left the window when it ran".
    weak let escPopped = app.home.show("esc pop", log: app.log)
    app.press(.escape)
    app.home.show("router pop", log: app.log)
    app.mainRouter.pop(isAnimated: true)
    app.home.show("pop to root", log: app.log).show("pop to root 2", log: app.log)
    app.mainRouter.popToRootCoordinator(isAnimated: true)
    let target = app.home.show("target", log: app.log)
    target.show("pop to target", log: app.log)
    app.mainRouter.popToCoordinator(coordinator: target, isAnimated: true, completion: app.log.callback("popTo completion"))
    target.show("replaced", log: app.log)
    app.mainRouter.navigationController.setViewControllers(Array(app.mainRouter.navigationController.viewControllers.prefix(1)), animated: true)
    app.home.show("esc dismissed", style: .present(.pageSheet), log: app.log)
    app.press(.escape)
    let byCoordinator = app.home.show("dismiss coordinator", style: .present(.formSheet), log: app.log)
    app.mainRouter.dismiss(coordinator: byCoordinator, isAnimated: true, completion: app.log.callback("dismiss completion"))
    app.home.show("dismiss of type", style: .panModel, as: OfferCoordinator.self, log: app.log)
    app.mainRouter.dismiss(ofType: OfferCoordinator.self, isAnimated: true, completion: app.log.callback("ofType completion"))
    app.home.show("dismiss all", style: .present(.pageSheet), log: app.log).show("dismiss all nested", style: .panModel, log: app.log)
    app.mainRouter.dismissAllPresented(isAnimated: true, completion: app.log.callback("all completion"))
    let orders = app.tabsCoordinator?.children[1] as? ScreenCoordinator
    orders?.show("tab replaced", log: app.log)
    if let tabBar = app.tabBarController {
        tabBar.setViewControllers([tabBar.viewControllers[0], NavigationController(rootViewController: Screen("New orders")), tabBar.viewControllers[2]])
    }
    app.home.show("flow switched", style: .present(.pageSheet), log: app.log)
    app.window.rootViewController = NavigationController(rootViewController: Screen("Log in"))

    app.log.expectFiredOnceAfterLeaving(
        "esc pop", "router pop", "pop to root", "pop to root 2", "pop to target", "popTo completion", "replaced",
        "esc dismissed", "dismiss coordinator", "dismiss completion", "dismiss of type", "ofType completion",
        "dismiss all", "dismiss all nested", "all completion", "Orders", "tab replaced",
        "flow switched", "Home", "Profile", "target")
    #expect(app.log.entries.allSatisfy { $0.screenHadLeft })
    #expect(escPopped == nil)
}

@MainActor @Test func defectRouterNeverRestoredToParentRouterOnDismiss() {
    let app = TestApp.stack()
    let kept = [
        app.home.show("by Esc", style: .present(.pageSheet), log: app.log),
    ]
    app.press(.escape)
    let byCode = app.home.show("by code", style: .panModel, log: app.log)
    byCode.parentRouter.dismiss(coordinator: byCode, isAnimated: true, completion: nil)
    let byAll = app.home.show("by dismissAll", style: .present(.fullScreen), log: app.log)
    app.mainRouter.dismissAllPresented(isAnimated: true, completion: nil)

    // Kept alive by the test on purpose, to look at their routers after the dismissal.
    for coordinator in kept + [byCode, byAll] {
        #expect(coordinator.router === coordinator.parentRouter, "\(coordinator.title)")
        #expect(coordinator.router === app.mainRouter, "\(coordinator.title)")
    }
    app.log.expectFiredOnceAfterLeaving("by Esc", "by code", "by dismissAll")
}

@MainActor @Test func defectDismissOfTypePickedAnArbitraryMatch() {
    let app = TestApp.stack()
    for index in 1...3 {
        app.home.show("Offer \(index)", style: .present(.formSheet), as: OfferCoordinator.self, log: app.log)
    }
    #expect(app.presentedTitles == ["Offer 1", "Offer 2", "Offer 3"])

    // The original kept contexts in a dictionary, so "the first of the type" was any of them.
    app.mainRouter.dismiss(ofType: OfferCoordinator.self, isAnimated: true, completion: nil)
    #expect(app.presentedTitles == ["Offer 1", "Offer 2"])
    app.mainRouter.dismiss(ofType: OfferCoordinator.self, isAnimated: true, completion: nil)
    #expect(app.presentedTitles == ["Offer 1"])
    app.mainRouter.dismiss(ofType: OfferCoordinator.self, isAnimated: true, completion: nil)
    #expect(app.presentedTitles.isEmpty)
    #expect(app.log.names == ["Offer 3", "Offer 2", "Offer 1"])
    app.expectAllReleased()
}

@MainActor @Test func defectSwizzlingNeededToDetectBackNowOwnedByTheSDK() {
    let app = TestApp.stack()
    weak var plain: PlainScreen?
    weak var presentedPlain: PlainScreen?
    do {
        let screen = PlainScreen("Plain")
        app.mainRouter.push(drawable: screen, to: app.home, isAnimated: true, onNavigateBack: app.log.callback("plain popped", leaving: screen))
        let modal = PlainScreen("Plain modal")
        app.mainRouter.present(drawable: modal, coordinator: app.home, isAnimated: true, onDismiss: app.log.callback("plain dismissed", leaving: modal))
        plain = screen
        presentedPlain = modal
    }

    app.press(.escape, .escape)

    app.log.expectFiredOnceAfterLeaving("plain dismissed", "plain popped")
    expectReleased(["plain": plain, "plain modal": presentedPlain])
    app.expectAllReleased()
}
