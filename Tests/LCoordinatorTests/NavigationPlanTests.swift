import Testing
import TerminalUI
@testable import LCoordinator

/// Multi-step navigations as plans of single steps.
@MainActor
@Suite struct NavigationPlanTests {
    @Test func stepsRunInOrderEachOnceAndThePlanRunsOnce() {
        var log: [String] = []
        var pending: (@MainActor (Bool) -> Void)?
        let plan = NavigationPlan([
            .immediate("a") { log.append("a"); return true },
            NavigationStep("b") { done in log.append("b"); pending = done },
            .immediate("c") { log.append("c"); return true },
        ])
        var outcomes: [NavigationPlan.Outcome] = []
        plan.run { outcomes.append($0) }
        #expect(log == ["a", "b"])              // b has not answered yet
        pending?(true)
        pending?(true)                          // a second answer is ignored
        plan.run { outcomes.append($0) }        // and so is a second run
        #expect(log == ["a", "b", "c"])
        #expect(outcomes == [NavigationPlan.Outcome(completed: 3, stoppedAt: nil)])
        #expect(plan.titles == ["a", "b", "c"])
    }

    @Test func aStepThatCannotGoOnEndsThePlanThere() {
        var log: [String] = []
        let plan = NavigationPlan([
            .immediate("a") { log.append("a"); return true },
            .immediate("b") { log.append("b"); return false },
            .immediate("c") { log.append("c"); return true },
        ])
        var outcome: NavigationPlan.Outcome?
        plan.run { outcome = $0 }
        #expect(log == ["a", "b"])
        #expect(outcome == NavigationPlan.Outcome(completed: 1, stoppedAt: "b"))
        #expect(outcome?.isComplete == false)
    }

    @Test func eachStepIsARealRouterNavigationWithItsCallbacks() {
        let app = TestApp.stack()
        let home = app.home
        var product: ScreenCoordinator?
        NavigationPlan([
            .immediate("push Product") { product = home.show("Product", log: app.log); return true },
            .immediate("present Sheet") { product?.show("Sheet", style: .present(.pageSheet), log: app.log); return true },
            NavigationStep("dismiss what is presented") { done in
                home.router.dismissAllPresented(isAnimated: true) { done(true) }
            },
        ]).run()
        #expect(app.window.topViewController?.title == "Product")
        app.log.expectFiredOnceAfterLeaving("Sheet")
        app.log.expectNotFired("Product")
        app.press(.escape)
        app.log.expectFiredOnceAfterLeaving("Product")
    }

    /// Two route plugins on one host: each link goes to the plugin whose pattern it matches,
    /// and the dry run shows the route, its typed parameters and the plan's steps.
    @Test func theDryRunShowsTheMatchedPatternParametersAndSteps() {
        final class Delegate: DeeplinkManagerDelegate {
            let root: any Coordinator
            init(root: any Coordinator) { self.root = root }
            var isAuthenticated: Bool { true }
            var deeplinkRootCoordinator: (any Coordinator)? { root }
            func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {}
        }
        final class Plugin: RouteDeeplinkPlugin {
            let pattern: RoutePattern
            let usage = "an order link needs an id (app://order/1)"
            let stepTitles: [String]
            init(_ pattern: RoutePattern, steps: [String]) {
                self.pattern = pattern
                self.stepTitles = steps
            }
            func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? { nil }
            func steps(for route: Route) -> [String] { stepTitles.map { "\($0) \(route.int("id") ?? 0)" } }
        }
        let app = TestApp.stack()
        let manager = DeeplinkManager(plugins: [
            Plugin(.literal("app://order/<int:id>"), steps: ["push order"]),
            Plugin(.literal("app://order/<int:id>/tracking"), steps: ["select", "push order", "present tracking"]),
        ])
        let delegate = Delegate(root: app.appCoordinator)
        manager.setup(delegate: delegate)
        let plan = manager.dryRun(url: "app://order/12/tracking")
        #expect(plan.route?.pattern.text == "app://order/<int:id>/tracking")
        #expect(plan.steps == ["select 12", "push order 12", "present tracking 12"])
        #expect(plan.consoleLines.prefix(4) == ["→ select 12, push order 12, present tracking 12 from ScreenCoordinator",
                                                "  1. select 12", "  2. push order 12", "  3. present tracking 12"])
        #expect(plan.consoleLines.contains("route: app://order/<int:id>/tracking"))
        #expect(plan.consoleLines.contains("parameters: id = 12 (int)"))
        #expect(manager.dryRun(url: "app://order/12").route?.pattern.text == "app://order/<int:id>")
        let refused = manager.dryRun(url: "app://order/012")
        #expect(refused.outcome == .reject(.invalid("an order link needs an id (app://order/1)")))
        #expect(refused.steps.isEmpty && refused.route == nil)
    }
}
