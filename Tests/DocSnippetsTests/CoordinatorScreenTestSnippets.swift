import LCoordinator
import TerminalUITestSupport
import Testing

// The article "Testing your coordinators", section "Testing a screen": the article's
// `PackageCoordinator` on a real router and window, driven by its keys.

@Suite struct CoordinatorScreenTestSnippets {
    // doc-snippet begin
    @Test @MainActor func vPicksAVersionInASheet() async {
        let harness = UITestHarness(width: 60, height: 16)
        let navigation = NavigationController()
        harness.start(root: navigation)
        let package = PackageCoordinator(router: Router(navigationController: navigation), name: "swift-nio")
        package.start()
        await harness.settle()
        harness.expectContains("v picks a version")
        await harness.press(.char("v"))
        harness.expectContains("2.0.0")                // the sheet of versions
        await harness.press(.down, .enter)
        await harness.settle()
        #expect(package.version == "2.0.0")
        harness.expectNotContains("Versions")          // the sheet closed
    }
    // doc-snippet end
}
