import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// `PopupFlowCoordinator` with a `PopupFactory`: priority order, one at a time, system alerts
/// and bottom-sheet coordinators, Esc, late and repeated callbacks, cancel and release.
@MainActor
@Suite struct PopupFlowTests {
    let harness = PF.Harness()
    let host: PF.PopupHost

    init() {
        let navigation = NavigationController()
        host = PF.PopupHost(router: harness.makeRouter(navigation))
        harness.show(navigation)
        host.start()
    }

    func close(_ name: String) {
        host.dismissers[name]?()
        harness.app.settle()
    }

    // MARK: - Order

    @Test func popupsShowByPriorityThenInTheOrderTheyWereAdded() {
        let flow = host.makeFlow([
            PF.Popup(name: "C", priority: 2), PF.Popup(name: "A", priority: 0), PF.Popup(name: "B1", priority: 1),
            PF.Popup(name: "B2", priority: 1), PF.Popup(name: "A2", priority: 0),
        ])
        #expect(flow.queuedItems.map(\.name) == ["A", "A2", "B1", "B2", "C"])
        flow.start()
        for name in ["A", "A2", "B1", "B2", "C"] {
            #expect(flow.currentPopup?.name == name)
            close(name)
        }
        #expect(host.shown == ["A", "A2", "B1", "B2", "C"])
        #expect(host.closed == ["A", "A2", "B1", "B2", "C"])
        #expect(host.finishedCount == 1)
    }

    @Test func aPopupAddedWhileTheFlowRunsTakesItsPlaceByPriority() {
        let flow = host.makeFlow([PF.Popup(name: "A", priority: 0), PF.Popup(name: "C", priority: 5)])
        flow.start()
        flow.addPopup(PF.Popup(name: "B", priority: 1))
        #expect(host.shown == ["A"])
        close("A")
        close("B")
        close("C")
        #expect(host.shown == ["A", "B", "C"])
        #expect(host.finishedCount == 1)
    }

    @Test func onlyOnePopupIsOnScreenAtATime() {
        let flow = host.makeFlow([
            PF.Popup(name: "Allow notifications?", priority: 0, kind: .alert),
            PF.Popup(name: "Create your store", priority: 1, kind: .sheet),
            PF.Popup(name: "Rate us", priority: 2, kind: .alert),
        ])
        flow.start()
        #expect(host.shown == ["Allow notifications?"])
        #expect(harness.window.presentedViewControllers.count == 1)
        #expect(flow.queuedItems.map(\.name) == ["Create your store", "Rate us"])
        harness.press(.escape)
        #expect(host.shown == ["Allow notifications?", "Create your store"])
        #expect(harness.window.presentedViewControllers.count == 1)
        #expect(!harness.shows("Allow notifications?"))
        #expect(harness.shows("Create your store"))
    }

    // MARK: - Kinds of popup

    @Test func aSystemAlertPopupHasNoCoordinatorAndIsClosedByItsAction() {
        let flow = host.makeFlow([
            PF.Popup(name: "Allow notifications?", priority: 0, kind: .alert),
            PF.Popup(name: "Next", priority: 1),
        ])
        flow.start()
        #expect(flow.currentCoordinator == nil)
        #expect(harness.window.presentedViewControllers.first is AlertController)
        #expect(harness.shows("Allow notifications?"))
        #expect(harness.shows("[ Allow ]"))
        // Enter runs the highlighted default action ("Allow").
        harness.press(.enter)
        #expect(host.answers["Allow notifications?"] == "Allow")
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(host.closed == ["Allow notifications?"])
        #expect(flow.currentPopup?.name == "Next")
        #expect(host.children.filter { !($0 is PF.PopupHost.Flow) }.isEmpty)
    }

    @Test func aCoordinatorPopupIsABottomSheetCoordinatorChildOfTheOwner() throws {
        weak var sheet: PF.PopupSheetCoordinator?
        let flow = host.makeFlow([
            PF.Popup(name: "Create your store", priority: 0, kind: .sheet),
            PF.Popup(name: "Next", priority: 1),
        ])
        do {
            flow.start()
            let shown = try #require(flow.currentCoordinator as? PF.PopupSheetCoordinator)
            sheet = shown
            #expect(shown.parentCoordinator === host)
            #expect(shown.presentationStyle == .panModel)
            #expect(shown.router !== shown.parentRouter)
            #expect(harness.window.presentedViewControllers.first?.modalPresentationStyle == .bottomSheet)
            #expect(harness.shows("Create your store sheet"))
            // Closed by code, as the sheet's own button would.
            shown.parentRouter.dismiss(coordinator: shown, isAnimated: true, completion: nil)
        }
        #expect(sheet == nil)
        #expect(host.closed == ["Create your store"])
        #expect(flow.currentPopup?.name == "Next")
        #expect(flow.currentCoordinator == nil)
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func escClosingEachPopupAdvancesTheQueue() {
        weak var firstSheet: (any Coordinator)?
        let flow = host.makeFlow([
            PF.Popup(name: "Create your store", priority: 1, kind: .sheet),
            PF.Popup(name: "Allow notifications?", priority: 0, kind: .alert),
            PF.Popup(name: "Enable biometric login?", priority: 2, kind: .sheet),
        ])
        flow.start()
        #expect(harness.shows("Allow notifications?"))
        harness.press(.escape)
        // Esc on an alert runs its cancel action.
        #expect(host.answers["Allow notifications?"] == "Don't allow")
        #expect(harness.shows("Create your store"))
        firstSheet = flow.currentCoordinator
        #expect(firstSheet != nil)
        harness.press(.escape)
        #expect(firstSheet == nil)
        #expect(harness.shows("Enable biometric login?"))
        // The same key path, one event at a time.
        harness.app.handle(.key(.escape))
        harness.app.settle()
        #expect(host.shown == ["Allow notifications?", "Create your store", "Enable biometric login?"])
        #expect(host.closed == host.shown)
        #expect(host.finishedCount == 1)
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(harness.shows("Welcome"))
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func anAlertWithoutACancelActionStillAdvancesTheQueueOnEsc() {
        let factory = host.factory
        let flow = host.makeFlow([PF.Popup(name: "Next", priority: 1)])
        var closedCount = 0
        factory.showAlert(title: "Update ready", message: "Restart to update.", actions: [AlertAction(title: "Restart")]) {
            closedCount += 1
            flow.start()
        }
        #expect(harness.shows("Update ready"))
        harness.press(.escape)
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(closedCount == 1)
        #expect(flow.currentPopup?.name == "Next")
    }

    @Test func anAlertClosedByCodeStillClosesItsPopupOnce() {
        let flow = host.makeFlow([
            PF.Popup(name: "Allow notifications?", priority: 0, kind: .alert),
            PF.Popup(name: "Next", priority: 1),
        ])
        flow.start()
        host.router.dismissAllPresented(isAnimated: true, completion: nil)
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(host.closed == ["Allow notifications?"])
        #expect(host.answers.isEmpty)
        #expect(flow.currentPopup?.name == "Next")
    }

    @Test func anAddChildThatOnlyAppendsStillGivesThePopupItsParent() throws {
        let factory = PopupFactory()
        factory.configure(router: host.router, parentCoordinator: host) { [weak host] child in host?.children.append(child) }
        var closed = 0
        weak var sheet: PF.PopupSheetCoordinator?
        do {
            let built = factory.showCoordinator({ PF.PopupSheetCoordinator(router: $0, title: "Promo") }, onDismiss: { closed += 1 })
            let shown = try #require(built)
            #expect(shown.parentCoordinator === host)
            sheet = shown
        }
        harness.press(.escape)
        #expect(closed == 1)
        #expect(sheet == nil)
        #expect(!host.children.contains { $0 is PF.PopupSheetCoordinator })
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func aPopupThatCannotBeShownIsSkippedNotStalled() {
        let unconfigured = PopupFactory()
        var closed = 0
        let built = unconfigured.showCoordinator({ PF.PopupSheetCoordinator(router: $0, title: "Never") }, onDismiss: { closed += 1 })
        #expect(built == nil)
        unconfigured.showAlert(title: "Never", message: "", actions: []) { closed += 1 }
        #expect(closed == 2)
        #expect(harness.window.presentedViewControllers.isEmpty)
    }

    // MARK: - Finishing

    @Test func popupFlowFinishedIsCalledOnce() {
        let flow = host.makeFlow([PF.Popup(name: "A", priority: 0), PF.Popup(name: "B", priority: 1)])
        flow.start()
        close("A")
        close("B")
        #expect(host.finishedCount == 1)
        #expect(flow.hasFinished)
        close("B")
        close("A")
        flow.notifyClosed()
        flow.start()
        #expect(host.finishedCount == 1)
        #expect(host.closed == ["A", "B"])
    }

    @Test func anEmptyQueueFinishesOnceAtStart() {
        let flow = host.makeFlow([])
        flow.start()
        flow.start()
        #expect(host.finishedCount == 1)
        #expect(host.shown.isEmpty)
    }

    // MARK: - Late and repeated callbacks

    @Test func onDismissCalledTwiceDoesNotSkipAPopup() {
        let flow = host.makeFlow(["A", "B", "C"].enumerated().map { PF.Popup(name: $1, priority: $0) })
        flow.start()
        close("A")
        close("A")
        #expect(flow.currentPopup?.name == "B")
        #expect(host.shown == ["A", "B"])
        #expect(host.closed == ["A"])
    }

    @Test func aLateOnDismissDoesNotSkipTheNextPopup() {
        let flow = host.makeFlow(["A", "B", "C"].enumerated().map { PF.Popup(name: $1, priority: $0) })
        flow.start()
        let lateA = host.dismissers["A"]
        close("A")
        close("B")
        #expect(flow.currentPopup?.name == "C")
        lateA?()
        #expect(flow.currentPopup?.name == "C")
        #expect(host.shown == ["A", "B", "C"])
        #expect(host.finishedCount == 0)
    }

    @Test func aSheetClosedTwiceClosesItsPopupOnce() throws {
        let flow = host.makeFlow([
            PF.Popup(name: "First", priority: 0, kind: .sheet),
            PF.Popup(name: "Second", priority: 1, kind: .sheet),
        ])
        flow.start()
        let first = try #require(flow.currentCoordinator as? PF.PopupSheetCoordinator)
        let onDismiss = first.onPopupDismiss
        harness.press(.escape)
        #expect(flow.currentPopup?.name == "Second")
        onDismiss?()
        #expect(flow.currentPopup?.name == "Second")
        #expect(harness.shows("Second sheet"))
        #expect(host.closed == ["First"])
    }

    // MARK: - Cancel and release

    @Test func afterCancelAClosingPopupAdvancesNothingAndNothingLeaks() {
        weak var sheet: (any Coordinator)?
        let flow = host.makeFlow([
            PF.Popup(name: "First", priority: 0, kind: .sheet),
            PF.Popup(name: "Second", priority: 1, kind: .sheet),
        ])
        flow.start()
        sheet = flow.currentCoordinator
        flow.cancel()
        #expect(flow.queuedItems.isEmpty)
        #expect(harness.shows("First sheet"))
        harness.press(.escape)
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(host.shown == ["First"])
        #expect(host.finishedCount == 0)
        #expect(sheet == nil)
        flow.addPopup(PF.Popup(name: "Third", priority: 0))
        flow.start()
        #expect(host.shown == ["First"])
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func releasingTheFlowMidQueueLeavesLaterClosesHarmless() {
        weak var flow: PF.PopupHost.Flow?
        weak var sheet: (any Coordinator)?
        do {
            let running = host.makeFlow([
                PF.Popup(name: "First", priority: 0, kind: .sheet),
                PF.Popup(name: "Second", priority: 1, kind: .alert),
            ])
            running.start()
            sheet = running.currentCoordinator
            flow = running
            host.removeChildCoordinator(running)
        }
        #expect(flow == nil)
        #expect(sheet != nil)
        harness.press(.escape)
        #expect(sheet == nil)
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(host.shown == ["First"])
        #expect(host.finishedCount == 0)
        host.dismissers["First"]?()
        #expect(host.shown == ["First"])
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func switchingAppFlowsMidQueueClosesThePopupShowsNoMoreAndLeaksNothing() {
        // Its own app: the suite's popup host must not be on this window.
        let harness = PF.Harness()
        let recorder = PF.Recorder()
        let app = PF.AppCoordinator(window: harness.window, factory: PF.FlowBuilder(tracker: harness.tracker, recorder: recorder),
                                    leakTracker: harness.tracker)
        app.navigate(to: .home)
        harness.start()
        weak var popupHost: PF.PopupHost?
        weak var flow: PF.PopupHost.Flow?
        weak var sheet: (any Coordinator)?
        do {
            let startup = app.children.first as? PF.SilentRootCoordinator
            let owner = PF.PopupHost(router: startup?.router ?? harness.makeRouter())
            startup?.addChildCoordinator(owner)
            owner.factory.configure(router: owner.router, parentCoordinator: owner)
            let running = owner.makeFlow([
                PF.Popup(name: "First", priority: 0, kind: .sheet),
                PF.Popup(name: "Second", priority: 1, kind: .alert),
                PF.Popup(name: "Third", priority: 2, kind: .sheet),
            ])
            running.start()
            popupHost = owner
            flow = running
            sheet = running.currentCoordinator
        }
        #expect(harness.shows("First sheet"))
        app.navigate(to: .login)
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(harness.shows("Intro"))
        #expect(popupHost == nil)
        #expect(flow == nil)
        #expect(sheet == nil)
        #expect(harness.tracker.leaks().isEmpty)
    }

    @Test func theFlowDoesNotRetainItsDelegateOrItsPopups() {
        weak var weakHost: PF.PopupHost?
        weak var weakFlow: PF.PopupHost.Flow?
        do {
            let navigation = NavigationController()
            let other = PF.PopupHost(router: harness.makeRouter(navigation))
            let flow = other.makeFlow([PF.Popup(name: "A", priority: 0)])
            weakHost = other
            weakFlow = flow
            flow.start()
        }
        #expect(weakHost == nil)
        #expect(weakFlow == nil)
    }
}
