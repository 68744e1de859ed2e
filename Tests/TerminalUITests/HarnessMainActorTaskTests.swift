import TerminalCore
import TerminalUI
import TerminalUITestSupport
import Testing

/// `UITestHarness`'s async steps run every ready main-actor job before the test looks: a plain
/// `Task { @MainActor in … }` from `viewDidLoad` or from a key.
@MainActor
@Suite struct HarnessMainActorTaskTests {
    final class TaskScreen: ViewController {
        let label = Label("nothing yet")

        override init() {
            super.init()
            title = "Tasks"
            keyBindings = [KeyBinding(.char("k"), title: "Key") { [label] in Task { @MainActor in label.text = "set after a key" } }]
        }

        override func loadView() {
            view = StackView(topPadding: 1, [label])
        }

        override func viewDidLoad() {
            Task { @MainActor [label] in label.text = "set at start-up" }
        }
    }

    @Test func theHarnessRunsAMainActorTaskBeforeItsNextLook() async {
        let ui = UITestHarness(size: Size(width: 40, height: 12))
        ui.start(root: NavigationController(rootViewController: TaskScreen()))
        await ui.settle()
        #expect(ui.contains("set at start-up"), "\(ui.terminal.lines)")
        await ui.press(.char("k"))
        #expect(ui.contains("set after a key"))
    }
}
