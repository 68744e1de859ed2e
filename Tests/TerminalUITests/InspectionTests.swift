import Testing
import TerminalCore
@testable import TerminalUI
import TerminalUITestSupport

/// What the F12 inspector reads of a screen: a line per visible view, indented by depth, with
/// its type, title and value, enabled or disabled, and focused.
@MainActor
@Suite struct InspectionTests {
    @Test func eachWidgetSaysItsTypeValueEnabledAndFocused() {
        let wifi = Switch("Wi-Fi", value: true)
        let terms = Checkbox("I accept the terms")
        terms.isEnabled = false
        let password = TextField("Password", text: "secret", isSecure: true)
        let notes = TextArea(text: "one\ntwo")
        let hidden = Label("never listed")
        hidden.isHidden = true
        let views: [View] = [
            Label("Hello"), wifi, terms, RadioGroup(["Small", "Large"], selectedIndex: 1), Stepper("Seats", value: 3),
            Select("Country", options: ["France", "Japan"], selectedIndex: 1), SegmentedControl(["Day", "Week"]),
            ProgressBar("Upload", progress: 0.4), ProgressBar("Search", progress: nil), password, notes,
            Button("Save") {}, Spinner(message: "Syncing…"), hidden, HintLabel("Tab moves"),
        ]
        let ui = UITestHarness(size: .reference)
        let screen = PaddedScreen(title: "Widgets", spacing: 0, views)
        ui.start(root: NavigationController(rootViewController: screen))
        ui.renderIfNeeded()
        ui.press(.tab)
        ui.renderIfNeeded()
        #expect(screen.view.inspectorLines == [
            String(describing: type(of: screen.view)),
            "  Label \"Hello\"",
            "  Switch \"Wi-Fi\" = on · enabled",
            "  Checkbox \"I accept the terms\" = unchecked · disabled",
            "  RadioGroup = \"Large\" of 2 · enabled · focused",
            "  Stepper \"Seats\" = 3 · enabled",
            "  Select \"Country\" = \"Japan\" · enabled",
            "  SegmentedControl = \"Day\" of 2 · enabled",
            "  ProgressBar \"Upload\" = 40 %",
            "  ProgressBar \"Search\" = indeterminate",
            "  TextField \"Password\" = 6 hidden characters · enabled",
            "  TextArea = 2 lines, 7 characters · enabled",
            "  Button \"Save\" · enabled",
            "  Spinner \"Syncing…\"",
            "  HintLabel \"Tab moves\"",
        ], "\(screen.view.inspectorLines.joined(separator: "\n"))")
    }
}
