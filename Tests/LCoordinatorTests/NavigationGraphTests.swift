import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator
import LCoordinatorTapes

// The navigation graph built from what the routers report.

final class SheetCoordinator: ScreenCoordinator {}

/// A stack app whose router reports to a `NavigationGraphRecorder`.
@MainActor
private func observedApp() -> (app: TestApp, recorder: NavigationGraphRecorder, home: ScreenCoordinator) {
    let app = TestApp.bare()
    let recorder = NavigationGraphRecorder()
    let log = NavigationLog()
    log.observer = recorder
    let router = Router(navigationController: NavigationController(), leakTracker: app.tracker, log: log)
    app.showRoot(router)
    let home = ScreenCoordinator("Home", router: router, log: app.log)
    app.appCoordinator.addChildCoordinator(home)
    home.start()
    app.application.settle()
    return (app, recorder, home)
}

@MainActor @Test func aPushAndEscBackAreEdgesBothWaysAndTheRootIsANodeOnly() {
    let (app, recorder, home) = observedApp()
    #expect(recorder.graph.observedNodes == ["ScreenCoordinator"])
    #expect(recorder.graph.observedEdges.isEmpty)

    _ = home.show("Offer", as: OfferCoordinator.self, log: app.log)
    app.press(.escape)

    #expect(recorder.graph.observedEdges == [
        .init(from: "ScreenCoordinator", to: "OfferCoordinator", how: "push"),
        .init(from: "OfferCoordinator", to: "ScreenCoordinator", how: "Esc"),
    ])
}

@MainActor @Test func presentationsAreLabelledWithTheirStyleAndStartOnTheTopMostScreen() {
    let (app, recorder, home) = observedApp()
    let offer = home.show("Offer", as: OfferCoordinator.self, log: app.log)
    let sheet = offer.show("Sheet", style: .present(.formSheet), as: SheetCoordinator.self, log: app.log)
    _ = sheet.show("Inside", as: UnusedCoordinator.self, log: app.log)
    home.router.dismissAllPresented(isAnimated: false, completion: nil)
    app.application.settle()

    let edges = recorder.graph.observedEdges
    #expect(edges.contains(.init(from: "OfferCoordinator", to: "SheetCoordinator", how: "form sheet")))
    #expect(edges.contains(.init(from: "SheetCoordinator", to: "UnusedCoordinator", how: "push")))
    // Pushing inside the sheet is not a transition of the stack below it.
    #expect(!edges.contains { $0.from == "OfferCoordinator" && $0.to == "UnusedCoordinator" })
    #expect(edges.contains { $0.to == "OfferCoordinator" && $0.how == "dismissed by code" })
}

@MainActor @Test func anAlertIsAnAlertNodeAndItsDismissalReturnsToTheScreenBelow() {
    let (app, recorder, home) = observedApp()
    home.router.showAlert(title: "Oops", message: "m", from: home, animated: false, actions: [AlertAction(title: "OK", style: .cancel)])
    app.application.settle()
    app.press(.escape)

    #expect(recorder.graph.observedEdges.contains(.init(from: "ScreenCoordinator", to: "Alert", how: "alert")))
    #expect(recorder.graph.observedEdges.contains(.init(from: "Alert", to: "ScreenCoordinator", how: "Esc")))
}

@MainActor @Test func declaredEdgesNeverObservedAreDashedInMermaidAndDot() {
    var graph = NavigationGraph()
    graph.observe(from: "A", to: "B", how: "push")
    graph.declare(from: "A", to: "C \"quoted\"", how: "tab 2")
    graph.declare(node: "B", group: "tab Home")

    #expect(graph.unobservedEdges == [.init(from: "A", to: "C \"quoted\"", how: "tab 2")])
    let mermaid = graph.mermaid()
    #expect(mermaid.hasPrefix("flowchart LR"))
    #expect(mermaid.contains("n_A -->|\"push\"| n_B"))
    #expect(mermaid.contains("n_A -.->|\"tab 2\"| n_C__quoted_"))
    #expect(mermaid.contains("subgraph n_tab_Home[\"tab Home\"]"))
    #expect(!mermaid.contains("\"quoted\""))
    let dot = graph.dot()
    #expect(dot.contains("\"A\" -> \"B\" [label=\"push\"];"))
    #expect(dot.contains("\"A\" -> \"C 'quoted'\" [label=\"tab 2\", style=dashed];"))
    #expect(dot.hasSuffix("}"))
}

@MainActor @Test func aNavigationMapNamesScreensByTypeAndItsTransitionsMatchTheRecordersLabels() {
    var map = NavigationMap()
    map.container(TabBarCoordinator.self)
    map.screen(ScreenCoordinator.self, in: "tab Home")
    map.screen(SheetCoordinator.self, in: "modal Sheet")
    map.flowSwitch(from: nil, to: ScreenCoordinator.self, route: "home")
    map.transition(from: ScreenCoordinator.self, to: SheetCoordinator.self, .present(.pageSheet))
    map.transition(from: ScreenCoordinator.self, to: ScreenCoordinator.self, .push)
    map.alert(from: SheetCoordinator.self)

    #expect(map.screenNames == ["ScreenCoordinator", "SheetCoordinator"])
    #expect(map.group(of: "SheetCoordinator") == "modal Sheet")
    #expect(map.group(of: "Nowhere") == nil)
    #expect(map.knows("Launch") && map.knows("Alert") && map.knows("deep link") && map.knows("TabBarCoordinator"))
    #expect(!map.knows("Nowhere"))
    #expect(map.transitions == [
        .init(from: "Launch", to: "ScreenCoordinator", how: "flow switch (home)"),
        .init(from: "ScreenCoordinator", to: "SheetCoordinator", how: "page sheet"),
        .init(from: "ScreenCoordinator", to: "ScreenCoordinator", how: "push"),
        .init(from: "SheetCoordinator", to: "Alert", how: "alert"),
    ])

    // What the recorder observes for the same presentation is the same edge, drawn solid.
    let (app, recorder, home) = observedApp()
    _ = home.show("Sheet", style: .present(.pageSheet), as: SheetCoordinator.self, log: app.log)
    app.application.settle()
    var graph = recorder.graph
    graph.declare(map)
    #expect(graph.observedEdges.contains(.init(from: "ScreenCoordinator", to: "SheetCoordinator", how: "page sheet")))
    #expect(graph.unobservedEdges.count == 3)
    #expect(graph.groups["SheetCoordinator"] == "modal Sheet")
    #expect(graph.mermaid().contains("n_ScreenCoordinator -->|\"page sheet\"| n_SheetCoordinator"))
}

/// Deep-link edges are labelled by URL pattern; Mermaid gets `<`, `>` and `|` as entity
/// codes (a raw `<int:id>` renders as an HTML tag, a raw `|` ends the label).
@MainActor @Test func patternLabelsAreEscapedForMermaidAndKeptForDot() {
    var graph = NavigationGraph()
    graph.observe(from: "deep link", to: "HomeCoordinator", how: "shop://tab/<tab:home|orders|profile>")
    let mermaid = graph.mermaid()
    #expect(mermaid.contains("n_deep_link -->|\"shop://tab/#lt;tab:home#124;orders#124;profile#gt;\"| n_HomeCoordinator"))
    #expect(!mermaid.contains("<tab:"))
    #expect(graph.dot().contains("[label=\"shop://tab/<tab:home|orders|profile>\"]"))
}

/// A deep link's edges start at the link and end at each screen it opened, one per step; what
/// it closed on the way, and the screen that happened to be open, make no edge.
@MainActor @Test func aDeepLinksStepsAreEdgesFromTheLinkToTheScreensItOpened() {
    let recorder = NavigationGraphRecorder()
    let home = ObjectIdentifier(NavigationController())
    let ordersStack = NavigationController()
    let sheet = NavigationController()
    let tracking = NavigationController()
    let product = ViewController()
    recorder.navigationDidHappen(.shown(screen: ObjectIdentifier(ViewController()), coordinator: "Home", stack: home, how: "push"))
    recorder.navigationDidHappen(.shown(screen: ObjectIdentifier(product), coordinator: "Product", stack: home, how: "push"))
    recorder.navigationDidHappen(.shown(screen: ObjectIdentifier(sheet), coordinator: "Settings", stack: ObjectIdentifier(sheet), how: "page sheet"))

    recorder.navigationDidHappen(.deeplinkBegan(label: "shop://order/<int:id>/tracking"))
    recorder.navigationDidHappen(.left(screen: ObjectIdentifier(sheet), stack: ObjectIdentifier(sheet), reason: "dismissed", byUser: false))
    recorder.navigationDidHappen(.tabSelected(container: "Tabs", tab: "Orders", index: 1, stack: ObjectIdentifier(ordersStack)))
    recorder.navigationDidHappen(.shown(screen: ObjectIdentifier(ViewController()), coordinator: "Order", stack: ObjectIdentifier(ordersStack), how: "push"))
    recorder.navigationDidHappen(.shown(screen: ObjectIdentifier(tracking), coordinator: "Tracking", stack: ObjectIdentifier(tracking), how: "full-screen"))
    recorder.navigationDidHappen(.deeplinkEnded)
    // After the link, edges start at the screen on top again.
    recorder.navigationDidHappen(.left(screen: ObjectIdentifier(tracking), stack: ObjectIdentifier(tracking), reason: "dismissed", byUser: true))

    let link = "shop://order/<int:id>/tracking"
    #expect(recorder.graph.observedEdges == [
        .init(from: "Home", to: "Product", how: "push"),
        .init(from: "Product", to: "Settings", how: "page sheet"),
        .init(from: NavigationGraphRecorder.deeplink, to: "Orders", how: "\(link) · tab 2"),
        .init(from: NavigationGraphRecorder.deeplink, to: "Order", how: "\(link) · push"),
        .init(from: NavigationGraphRecorder.deeplink, to: "Tracking", how: "\(link) · full-screen"),
        .init(from: "Tracking", to: "Order", how: "Esc"),
    ])
}
