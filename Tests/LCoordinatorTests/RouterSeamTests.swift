import Foundation
import LCoordinatorTesting
import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// State restoration, the invariant checker and the F12 inspector read a router only through
// `RouterProtocol` (`stack`, `contextRecords`): a `MockRouter` and an app's own router are
// saved, checked and listed like `Router`, never silently skipped.

/// A page with a route: `seam://page/<int:id>`.
@MainActor
private final class PageCoordinator: BaseRouterCoordinator, RouteProviding {
    static let pattern = RoutePattern.literal("seam://page/<int:id>")
    let id: Int

    init(router: any RouterProtocol, id: Int) {
        self.id = id
        super.init(router: router)
    }

    var route: Route? { try? Route(pattern: Self.pattern, parameters: ["id": .int(id)]) }

    override func start() {
        perform(PaddedScreen(title: "Page \(id)", [Label("Page \(id)")]), from: self)
    }

    @discardableResult
    func showPage(_ id: Int) -> PageCoordinator {
        let page = PageCoordinator(router: router, id: id)
        addChildCoordinator(page)
        page.start()
        return page
    }
}

/// One tab, on the router the test chose.
@MainActor
private final class SeamTabsCoordinator: TabBarCoordinator {
    let tabRouter: any RouterProtocol

    init(router: any RouterProtocol, tabRouter: any RouterProtocol) {
        self.tabRouter = tabRouter
        super.init(router: router)
    }

    override func makeTabs() -> [any RouterCoordinator] { [PageCoordinator(router: tabRouter, id: 1)] }

    var page: PageCoordinator? { tabCoordinators.first as? PageCoordinator }
}

/// The router a tab navigates with.
private enum RouterKind: String, CaseIterable, CustomStringConvertible {
    case router, mock, custom

    var description: String { rawValue }

    @MainActor
    func make() -> any RouterProtocol {
        switch self {
        case .router: Router(navigationController: NavigationController())
        case .mock: MockRouter()
        case .custom: LoggingRouter(navigationController: NavigationController())
        }
    }
}

@MainActor
private func seamApp(_ kind: RouterKind, showingPage2: Bool = true) -> (Application, SeamTabsCoordinator) {
    let application = Application(terminal: HeadlessTerminal(), clock: VirtualClock())
    let navigation = NavigationController()
    navigation.isNavigationBarHidden = true
    let tabs = SeamTabsCoordinator(router: Router(navigationController: navigation), tabRouter: kind.make())
    application.window.rootViewController = navigation
    tabs.start()
    application.start()
    if showingPage2 { tabs.page?.showPage(2) }
    application.settle()
    return (application, tabs)
}

@MainActor
private func restoration(of tabs: SeamTabsCoordinator) -> TabNavigationRestoration {
    TabNavigationRestoration(tabs: tabs) { route, router in
        route.int("id").map { PageCoordinator(router: router, id: $0) }
    }
}

@MainActor @Test(arguments: RouterKind.allCases)
private func everyRouterIsSavedAndRestored(_ kind: RouterKind) throws {
    let (application, tabs) = seamApp(kind)
    let state = restoration(of: tabs).state(flow: "home", in: application.window)
    #expect(state.stacks.map { $0.map(\.url) } == [["seam://page/1", "seam://page/2"]])

    // Rebuilt on a fresh app with the same kind of router (its tab at page 1), the same state
    // comes back. (It used to pop a page 2 first: a mock only records the pop, so its stale
    // page 2 was saved again only when the allocator gave the new page 2's coordinator the
    // freed one's address; under a busy parallel run it did not.)
    let (fresh, freshTabs) = seamApp(kind, showingPage2: false)
    let (plan, skipped) = restoration(of: freshTabs).plan(restoring: state)
    #expect(skipped.isEmpty)
    plan.run()
    fresh.settle()
    let again = restoration(of: freshTabs).state(flow: "home", in: fresh.window)
    #expect(again.stacks.map { $0.map(\.url) } == [["seam://page/1", "seam://page/2"]])
}

@MainActor @Test(arguments: RouterKind.allCases)
private func everyRouterIsCheckedByTheTreeRule(_ kind: RouterKind) {
    let (application, tabs) = seamApp(kind)
    let checker = InvariantChecker(application: application, leakTracker: nil, isAuthenticated: { true }, isGated: { _ in false },
                                   coordinatorTree: { tabs })
    let tree = checker.violations().filter { $0.rule == "tree" }.map(\.detail)
    switch kind {
    case .router, .custom:
        // The visible page belongs to the tab's router: nothing to report.
        #expect(tree.isEmpty, "\(tree)")
    case .mock:
        // A mock navigates nowhere: the checker sees its two contexts, whose screens are not on screen.
        #expect(tree.count == 2, "\(tree)")
        #expect(tree.allSatisfy { $0.contains("PageCoordinator") && $0.contains("not on screen") }, "\(tree)")
    }
}

@MainActor @Test(arguments: RouterKind.allCases)
private func everyRouterIsListedByTheInspector(_ kind: RouterKind) {
    let (application, tabs) = seamApp(kind)
    let lines = InspectorReport.lines(root: tabs, window: application.window, leakTracker: nil)
    #expect(lines.contains("  PageCoordinator's router: [Page 1 › Page 2]"), "\(lines.joined(separator: "\n"))")
    #expect(lines.contains("    push Page 2 for PageCoordinator (callback)"), "\(lines.joined(separator: "\n"))")
}

/// A screen whose record's coordinator is gone has no owner, so restoration never saves it
/// under a coordinator that merely took the freed one's address.
@MainActor @Test private func aRecordOfAGoneCoordinatorOwnsNoScreen() {
    let router = MockRouter()
    let root = PageCoordinator(router: router, id: 1)
    router.push(drawable: PaddedScreen(title: "Page 1", [Label("Page 1")]), to: root, isAnimated: false, onNavigateBack: nil)
    do {
        let gone = PageCoordinator(router: router, id: 2)
        router.push(drawable: PaddedScreen(title: "Page 2", [Label("Page 2")]), to: gone, isAnimated: false, onNavigateBack: nil)
    }
    #expect(router.contextRecords.count == 2)
    #expect(router.contextRecords.last?.coordinator == nil, "the mock holds coordinators weakly")
    let owners = router.screenOwnerIDs
    #expect(owners.count == 1, "only page 1 has a live owner")
    #expect(router.stack.first.map { owners[ObjectIdentifier($0)] } == ObjectIdentifier(root))
}

/// A router that implements only the navigation verbs gets `RouterInspection`'s defaults: the
/// tools list its stack, and say plainly that it holds no records.
@MainActor @Test private func aRouterWithOnlyTheVerbsWorksWithEveryTool() {
    let navigation = NavigationController()
    navigation.isNavigationBarHidden = true
    let application = Application(terminal: HeadlessTerminal(), clock: VirtualClock())
    let tabs = SeamTabsCoordinator(router: Router(navigationController: navigation),
                                   tabRouter: VerbsOnlyRouter(navigationController: NavigationController()))
    application.window.rootViewController = navigation
    tabs.start()
    application.start()
    tabs.page?.showPage(2)
    application.settle()
    guard let router = tabs.page?.router else {
        Issue.record("the tab has no page")
        return
    }
    #expect(router.leakTracker == nil && router.log == nil && router.contextRecords.isEmpty)
    #expect(router.stack.map(\.title) == ["Page 1", "Page 2"], "its stack is its navigation controller's")
    let lines = InspectorReport.lines(root: tabs, window: application.window, leakTracker: nil)
    #expect(lines.contains("  PageCoordinator's router: [Page 1 › Page 2]"), "\(lines.joined(separator: "\n"))")
    #expect(!lines.contains("    push Page 2 for PageCoordinator (callback)"), "no records, no contexts listed: \(lines.joined(separator: "\n"))")
    let state = restoration(of: tabs).state(flow: "home", in: application.window)
    #expect(state.stacks.map { $0.map(\.url) } == [[]], "no records: no screen of its stack is saved")
}

/// No code of the SDK, the demo or the tools downcasts a router: `Router`'s own files aside,
/// every reader goes through `RouterProtocol`.
@Test func noSourceDowncastsToRouter() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var offenders: [String] = []
    for folder in ["Sources", "Examples"] {
        let base = root.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("Router/Router.swift") {
            let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
            if text.range(of: #"\b(as[?!]|is) Router\b(?!Protocol|Coordinator|Context)"#, options: .regularExpression) != nil {
                offenders.append("\(folder)/\(file)")
            }
        }
    }
    #expect(offenders.isEmpty, "downcasts to Router: \(offenders)")
}
