import TerminalUITestSupport
import Testing

// The article "Testing your coordinators", section "Testing a screen": a screen that loads in an
// owned task, and its test, run here. This file imports `TerminalUITestSupport` alone: it
// compiles only while that module re-exports what the example needs.

// doc-snippet begin
/// A package's versions: loaded in an owned task when the screen loads; `r` loads them again.
@MainActor
final class VersionsScreen: ViewController {
    let label = Label("Loading…")
    let load: @MainActor () async -> [String]

    init(load: @escaping @MainActor () async -> [String]) {
        self.load = load
        super.init()
        title = "Versions"
        keyBindings = [KeyBinding(.char("r"), title: "Reload") { [weak self] in self?.reload() }]
    }

    override func loadView() {
        view = StackView(topPadding: 1, [label])
    }

    override func viewDidLoad() {
        reload()
    }

    func reload() {
        label.text = "Loading…"
        task { [weak self] in                          // owned: cancelled when the screen goes
            guard let self else { return }
            let versions = await self.load()
            self.label.text = versions.joined(separator: ", ")
        }
    }
}
// doc-snippet end

@Suite struct ScreenTestSnippets {
    // doc-snippet begin
    @Test @MainActor func theVersionsShowOnceLoaded() async {
        var loads = 0
        let screen = VersionsScreen {
            loads += 1
            await Task.yield()                         // a real suspension, as a service's call
            return ["1.0.0", "2.0.\(loads)"]
        }
        let harness = UITestHarness(width: 40, height: 12)
        harness.start(root: NavigationController(rootViewController: screen))
        harness.expectContains("Loading…")            // the first frame: the task has not run yet
        await harness.settle()                         // the owned task finished, the frame drawn
        harness.expectContains("1.0.0, 2.0.1")
        await harness.press(.char("r"))                // a key, through the run loop's path
        await harness.settle()
        harness.expectContains("1.0.0, 2.0.2")
        harness.expectLine(0, contains: "Versions")
    }
    // doc-snippet end
}
