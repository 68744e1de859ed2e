import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Golden screens of the controls at 80x24, 40x12 and 30x10 (the window's minimum lowered to
/// it, as the Gallery does): each control enabled and disabled,
/// focused and not, with wide, combining and emoji text laid out by display width.
@MainActor
@Suite struct ControlsSnapshotTests {
    let log = LifecycleLog()

    /// A screen of `views` in a navigation stack, drawn at `size`.
    private func show(_ views: [View], title: String, size: Size) -> UITestHarness {
        let ui = UITestHarness(size: size)
        ui.window.minimumSize = Size(width: 30, height: 10)
        ui.start(root: NavigationController(rootViewController: RecordingViewController(title, log: log, views: views)))
        ui.renderIfNeeded()
        return ui
    }

    private func sizes(_ name: String, _ make: () -> [View], check: (UITestHarness) -> Void = { _ in }) {
        for (size, suffix) in [(Size.reference, "80x24"), (Size(width: 40, height: 12), "40x12"), (Size(width: 30, height: 10), "30x10")] {
            let ui = show(make(), title: name, size: size)
            check(ui)
            ui.assertSnapshot(named: "control-\(name.lowercased())-\(suffix)")
        }
    }

    @Test func switches() {
        sizes("Switch") {
            let disabled = Switch("Airplane ✈️ mode", value: true)
            disabled.isEnabled = false
            let switches = [Switch("Wi-Fi", value: true), Switch("Bluetooth"), disabled]
            for control in switches { control.titleWidth = 16 }
            return switches
        } check: { ui in
            #expect(ui.contains("› Wi-Fi"))
            #expect(ui.contains("[ ●] On"))
            #expect(ui.contains("[○ ] Off"))
        }
    }

    @Test func checkboxes() {
        sizes("Checkbox") {
            let disabled = Checkbox("Truffle (sold out)")
            disabled.isEnabled = false
            return [Checkbox("Cheese", value: true), Checkbox("Basil 🌿 and café"), disabled]
        } check: { ui in
            #expect(ui.contains("› [x] Cheese"))
            #expect(ui.contains("[ ] Basil 🌿 and café"))
        }
    }

    @Test func radioGroups() {
        sizes("RadioGroup") {
            let disabled = RadioGroup(["Fixed plan"])
            disabled.isEnabled = false
            return [RadioGroup(["Small", "Medium", "Large — 大きい"], selectedIndex: 1), disabled]
        } check: { ui in
            #expect(ui.contains("› (•) Medium"))
            #expect(ui.contains("( ) Large — 大きい"))
        }
    }

    @Test func steppers() {
        sizes("Stepper") {
            let disabled = Stepper("Seats", value: 2, range: 1...4)
            disabled.isEnabled = false
            return [Stepper("Quantity", value: 1, range: 1...10), Stepper("Volume", value: 50, step: 25), disabled]
        } check: { ui in
            #expect(ui.contains("› Quantity  [ ] 1 [+]"))
            #expect(ui.contains("Volume  [-] 50 [+]"))
        }
    }

    @Test func selects() {
        sizes("Select") {
            let disabled = Select("Plan", options: ["Free", "Pro"], selectedIndex: 0)
            disabled.isEnabled = false
            return [Select("Country", options: ["Brazil", "Japan 日本", "Perú"]), disabled]
        } check: { ui in
            #expect(ui.contains("› Country  Choose… ▾"))
        }
    }

    @Test func anOpenSelect() {
        sizes("Select-open") {
            [Select("Country", options: ["Brazil", "Japan 日本", "Perú", "Spain", "Canada", "Chile", "China", "Cuba"])]
        } check: { ui in
            ui.press(.enter)
            ui.type("c")
            ui.renderIfNeeded()
            #expect(ui.contains("Filter: c · 4 of 8"))
            #expect(ui.contains("› Canada"))
        }
    }

    @Test func progressBars() {
        sizes("ProgressBar") {
            [ProgressBar("Download", progress: 0.5), ProgressBar("Done", progress: 1), ProgressBar("Search", progress: nil)]
        } check: { ui in
            #expect(ui.contains(" 50%"))
            #expect(ui.contains("100%"))
        }
    }

    @Test func segmentedControls() {
        sizes("SegmentedControl") {
            let disabled = SegmentedControl(["List", "Grid"])
            disabled.isEnabled = false
            return [SegmentedControl(["Day", "Week", "月"], selectedIndex: 1), disabled]
        } check: { ui in
            #expect(ui.contains("›  Day │[Week]│ 月"))
        }
    }

    @Test func textAreas() {
        sizes("TextArea") {
            let disabled = TextArea(text: "Read only", preferredRows: 1)
            disabled.isEnabled = false
            return [TextArea(text: "Wide 日本語 text, emoji 🌿👋🏽 and café (e\u{301}) wrap by display width, never cut mid-character: 日本語日本語日本語日本語日本語.\nA second line.", preferredRows: 4), disabled]
        } check: { ui in
            #expect(ui.contains("A second line."))
        }
    }

    @Test func secureFields() {
        sizes("SecureField") {
            let field = TextField("Password", text: "hunter2 日本", isSecure: true)
            return [field]
        } check: { ui in
            #expect(ui.contains("••••••••••"))
            #expect(!ui.contains("hunter2"))
        }
    }
}
