import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Settability reads the same on every widget (issue 43): `value`, `selectedIndex` and `text`
/// are settable, set from code they clamp or validate and redraw, and `onChange` hears only
/// the user (or `select(_:)`, `toggle()`, `change(to:)`, which act as the user would).
@MainActor
@Suite struct SettableValueTests {
    let ui = UITestHarness(width: 80, height: 24)

    @Test func controlsClampWhatCodeSetsAndCallNoOnChange() {
        let stepper = Stepper("Quantity", value: 1, range: 1...10)
        let toggle = Switch("Wi-Fi")
        let box = Checkbox("Cheese")
        let select = Select("Shipping", options: ["Standard", "Express"])
        let radio = RadioGroup(["S", "M", "L"])
        let segments = SegmentedControl(["Day", "Week"])
        var changes = 0
        stepper.onChange = { _ in changes += 1 }
        toggle.onChange = { _ in changes += 1 }
        box.onChange = { _ in changes += 1 }
        select.onChange = { _ in changes += 1 }
        radio.onChange = { _ in changes += 1 }
        segments.onChange = { _ in changes += 1 }
        ui.start(root: NavigationController(rootViewController: widgetScreen("Form", stepper, toggle, box, select, radio, segments)))

        stepper.value = 42
        toggle.value = true
        box.value = true
        select.selectedIndex = 1
        radio.selectedIndex = 2
        segments.selectedIndex = 7
        ui.renderIfNeeded()
        #expect(stepper.value == 10, "clamped to the range")
        #expect(segments.selectedIndex == 1, "clamped to the segments")
        ui.expectContains("[-] 10 [ ]")
        ui.expectContains("[ ●] On")
        ui.expectContains("[x] Cheese")
        ui.expectContains("Express")
        select.selectedIndex = 5
        radio.selectedIndex = -1
        #expect(select.selectedIndex == nil && radio.selectedIndex == nil, "out of range chooses nothing")
        #expect(changes == 0)

        stepper.change(to: 3)
        toggle.toggle()
        segments.select(0)
        #expect(changes == 3, "the verbs act as the user would")
    }

    @Test func textsCutWhatCodeSetsAndCallNoOnChange() {
        let field = TextField("Name", maxLength: 5)
        let area = TextArea(maxLength: 8)
        var changes = 0
        field.onChange = { _ in changes += 1 }
        area.onChange = { _ in changes += 1 }
        ui.start(root: NavigationController(rootViewController: widgetScreen("Form", field, area)))
        field.text = "Ada Lovelace"
        area.text = "one\ntwo\nthree"
        #expect(field.text == "Ada L" && field.cursor == 5)
        #expect(area.text == "one\ntwo\n", "cut to maxLength (a line break counts one)")
        #expect(changes == 0)
        ui.renderIfNeeded()
        ui.expectContains("Ada L")
    }

    @Test func listsClampTheSelectionCodeSetsAndCallNoOnChange() {
        let list = ListView(items: (1...30).map { ListItem("Item \($0)") })
        var changes: [Int] = []
        list.onChange = { changes.append($0) }
        ui.start(root: NavigationController(rootViewController: widgetScreen("List", list)))
        list.selectedIndex = 25
        ui.renderIfNeeded()
        ui.expectContains("› Item 26")
        list.selectedIndex = -4
        #expect(list.selectedIndex == 0)
        #expect(changes.isEmpty)
        ui.press(.down)
        #expect(changes == [1])
    }
}
