import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// A saved state restores a presented layer of every `ModalPresentationStyle`: the styles come
// from `allCases`, so a new style is covered here (and by restoration) with no list to extend.

/// `styles://page/<int:id>`: page 1 is the tab's root; page 10 + i is presented with style i.
@MainActor
private final class StyledPage: BaseRouterCoordinator, RouteProviding {
    static let pattern = RoutePattern.literal("styles://page/<int:id>")
    let id: Int

    init(router: any RouterProtocol, id: Int) {
        self.id = id
        let styles = ModalPresentationStyle.allCases
        super.init(router: router, presentationStyle: styles.indices.contains(id - 10) ? .present(styles[id - 10]) : .push)
    }

    var route: Route? { try? Route(pattern: Self.pattern, parameters: ["id": .int(id)]) }

    override func start() {
        perform(PaddedScreen(title: "Page \(id)", [Label("Page \(id)")]), from: self)
    }
}

@MainActor
private final class StyledTabsCoordinator: TabBarCoordinator {
    override func makeTabs() -> [any RouterCoordinator] {
        [StyledPage(router: Router(navigationController: NavigationController()), id: 1)]
    }
}

@MainActor
private func styledApp() -> (Application, StyledTabsCoordinator, TabNavigationRestoration) {
    let application = Application(terminal: HeadlessTerminal(), clock: VirtualClock())
    let navigation = NavigationController()
    navigation.isNavigationBarHidden = true
    let tabs = StyledTabsCoordinator(router: Router(navigationController: navigation))
    application.window.rootViewController = navigation
    tabs.start()
    application.start()
    let restoration = TabNavigationRestoration(tabs: tabs) { route, router in
        route.int("id").map { StyledPage(router: router, id: $0) }
    }
    return (application, tabs, restoration)
}

@MainActor @Test(arguments: ModalPresentationStyle.allCases.indices)
private func aLayerOfEveryPresentationStyleIsSavedAndRestored(_ index: Int) throws {
    let style = ModalPresentationStyle.allCases[index]
    let (application, tabs, restoration) = styledApp()
    let root = try #require(tabs.tabCoordinators.first)
    let sheet = StyledPage(router: root.router, id: 10 + index)
    root.addChildCoordinator(sheet)
    sheet.start()
    application.settle()
    let state = restoration.state(flow: "home", in: application.window)
    #expect(state.presented.map(\.style) == [NavigationEvent.label(of: style)])

    let (fresh, _, freshRestoration) = styledApp()
    let (plan, skipped) = freshRestoration.plan(restoring: state)
    #expect(skipped.isEmpty, "\(skipped)")
    var outcome: NavigationPlan.Outcome?
    plan.run { outcome = $0 }
    fresh.settle()
    #expect(outcome?.isComplete == true, "stopped at \(outcome?.stoppedAt ?? "?")")
    #expect(freshRestoration.state(flow: "home", in: fresh.window) == state)
}
