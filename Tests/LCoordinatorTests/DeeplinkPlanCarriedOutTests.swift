import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

// The manager carries out the plan it made: the link is parsed, its plugin chosen and its
// target found once, and handling uses them (never a second parse or choice that could differ).
// The console reads the plan's typed parts, verdict first.

@MainActor @Test func handlingALinkChoosesItsPluginOnce() {
    let app = PF.TabbedApp()
    let plan = app.open("app://product/7")
    guard case .handle = plan.outcome else {
        Issue.record("not handled: \(plan)")
        return
    }
    #expect(app.plugin.applicabilityChecks == 1)
    #expect(app.plugin.buildCount == 1)
    #expect(app.productTitles == ["Product 7"])
}

@MainActor @Test func theConsoleLinesAreTheVerdictThenTheDetails() {
    let app = PF.TabbedApp()
    let plan = app.manager.dryRun(url: "app://product/7")
    #expect(plan.verdictLines == ["→ push Product 7 from \(plan.outcomeTarget ?? "?")"])
    #expect(plan.consoleLines == plan.verdictLines + plan.detailLines)
    #expect(plan.detailLines.first == "plugin: ProductPlugin")
    #expect(plan.description == (["link: app://product/7"] + plan.detailLines + plan.verdictLines).joined(separator: "\n"))
}

extension DeeplinkPlan {
    /// The screen a `.handle` plan navigates from.
    fileprivate var outcomeTarget: String? {
        if case .handle(let target, _) = outcome { return target }
        return nil
    }
}
