import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The controls from the keyboard and the mouse: Switch, Checkbox, RadioGroup, Stepper,
/// Select, SegmentedControl and ProgressBar; a disabled control takes no focus, keys or clicks;
/// the footer shows their keys; the accessible cursor sits on the focused one; each is released
/// with its screen.
@MainActor
@Suite struct ControlsTests {
    let log = LifecycleLog()

    private func show(_ views: [View], size: Size = .reference) -> (UITestHarness, NavigationController) {
        let ui = UITestHarness(size: size)
        let nav = NavigationController(rootViewController: RecordingViewController("Root", log: log))
        ui.start(root: nav)
        nav.pushViewController(RecordingViewController("Controls", log: log, views: views))
        ui.renderIfNeeded()
        return (ui, nav)
    }

    @Test func aSwitchFlipsWithSpaceEnterAndAClickAndReportsEachChange() throws {
        let control = Switch("Wi-Fi")
        var changes: [Bool] = []
        control.onChange = { changes.append($0) }
        let (ui, _) = show([control])
        #expect(ui.contains("Space Turn on"))
        ui.press(.space)
        #expect(control.value)
        #expect(ui.contains("[ ●] On"))
        #expect(ui.contains("Space Turn off"))
        ui.press(.enter)
        #expect(!control.value)
        #expect(ui.click("Wi-Fi"))
        ui.renderIfNeeded()
        #expect(changes == [true, false, true])
    }

    @Test func aCheckboxChecksAndClears() {
        let box = Checkbox("Cheese")
        var changes: [Bool] = []
        box.onChange = { changes.append($0) }
        let (ui, _) = show([box])
        ui.press(.space)
        #expect(ui.contains("[x] Cheese"))
        #expect(ui.click("Cheese"))
        ui.renderIfNeeded()
        #expect(ui.contains("[ ] Cheese"))
        #expect(changes == [true, false])
    }

    @Test func aRadioGroupMovesWithUpAndDownAndChoosesTheClickedOption() {
        let group = RadioGroup(["Small", "Medium", "Large"])
        var changes: [Int] = []
        group.onChange = { changes.append($0) }
        let (ui, _) = show([group])
        ui.press(.up)
        #expect(changes.isEmpty, "nothing above the first option")
        ui.press(.down, .down, .down)
        #expect(group.selectedOption == "Large")
        #expect(ui.contains("› (•) Large"))
        #expect(ui.click("Small"))
        ui.renderIfNeeded()
        #expect(group.selectedIndex == 0)
        #expect(changes == [1, 2, 0])
    }

    @Test func aStepperStaysInItsRangeAndStepsFromKeysAndClicks() throws {
        let stepper = Stepper("Volume", value: 50, range: 0...100, step: 30)
        var changes: [Int] = []
        stepper.onChange = { changes.append($0) }
        let (ui, _) = show([stepper])
        ui.press(.right, .right)
        #expect(stepper.value == 100, "clamped to the range")
        ui.press(.char("-"), .home)
        #expect(stepper.value == 0)
        ui.press(.end)
        let plus = try #require(ui.locate("[ ]"))
        ui.click(at: plus)
        #expect(stepper.value == 100, "the greyed [+] at the top does nothing")
        let minus = try #require(ui.locate("[-]"))
        ui.click(at: minus)
        ui.renderIfNeeded()
        #expect(changes == [80, 100, 70, 0, 100, 70])
        let extreme = Stepper("Far", value: Int.max - 1, range: 0...Int.max, step: 10)
        let (far, _) = show([extreme])
        far.press(.right)
        #expect(extreme.value == Int.max, "no overflow at the end of Int")
    }

    @Test func aSelectOpensFiltersAndHandsBackTheChoice() {
        let select = Select("Country", options: ["Brazil", "Canada", "Chile", "Japan 日本"])
        var chosen: [Int] = []
        select.onChange = { chosen.append($0) }
        let (ui, nav) = show([select])
        #expect(ui.contains("Enter Choose country"))
        ui.press(.enter)
        #expect(select.isOpen)
        #expect(ui.contains("Esc Close"))
        ui.type("ch")
        #expect(select.matches == [2])
        ui.press(.backspace, .backspace)
        ui.type("日")
        ui.press(.enter)
        #expect(!select.isOpen)
        #expect(select.selectedOption == "Japan 日本")
        #expect(ui.contains("Country  Japan 日本 ▾"))
        // Esc closes the list without going back; a second Esc goes back.
        ui.press(.space, .down, .escape)
        #expect(!select.isOpen)
        #expect(nav.viewControllers.count == 2)
        #expect(select.selectedOption == "Japan 日本")
        // Clicks: open, then choose the clicked option.
        #expect(ui.click("Japan 日本 ▾"))
        ui.renderIfNeeded()
        #expect(ui.click("Canada"))
        ui.renderIfNeeded()
        #expect(chosen == [3, 1])
        ui.press(.escape)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func aSelectFilterWithNoMatchSaysSoAndEnterChoosesNothing() {
        let select = Select("Country", options: ["Brazil"])
        let (ui, _) = show([select])
        ui.press(.enter)
        ui.type("zz")
        #expect(ui.contains("No option matches"))
        ui.press(.enter)
        #expect(select.selectedIndex == nil)
    }

    /// The footer offers only what does something (found by the fuzzer in the Shop's checkout:
    /// "the footer shows Enter Choose but pressing it changes nothing").
    @Test func anOpenSelectOffersOnlyTheKeysThatDoSomething() {
        let select = Select("Country", options: ["Brazil", "Chile"])
        let (ui, nav) = show([select])
        ui.press(.enter)
        ui.renderIfNeeded()
        #expect(ui.contains("Enter Choose") && ui.contains("↑↓ Move") && ui.contains("Esc Close"))
        ui.type("zz")
        ui.renderIfNeeded()
        #expect(ui.contains("No option matches"))
        #expect(!ui.contains("Enter Choose"), "nothing to choose")
        #expect(!ui.contains("↑↓ Move"), "nothing to move to")
        #expect(ui.contains("Esc Close"))
        ui.press(.enter)                 // consumed by the open list: the screen never sees it
        #expect(nav.viewControllers.count == 2 && select.isOpen)
        ui.press(.backspace, .backspace)
        ui.type("bra")
        ui.renderIfNeeded()
        #expect(ui.contains("Enter Choose"))
        #expect(!ui.contains("↑↓ Move"), "one match: nowhere else to move")
    }

    @Test func aSegmentedControlChoosesWithArrowsAndClicks() {
        let control = SegmentedControl(["Day", "Week", "Month"])
        var changes: [Int] = []
        control.onChange = { changes.append($0) }
        let (ui, _) = show([control])
        ui.press(.left, .right, .right, .right)
        #expect(ui.contains("[Month]"))
        #expect(ui.click("Week"))
        ui.renderIfNeeded()
        #expect(changes == [1, 2, 1])
    }

    @Test func disabledControlsTakeNoFocusKeysOrClicks() {
        let toggle = Switch("Off limits")
        let box = Checkbox("Sold out")
        let stepper = Stepper("Seats", value: 2, range: 1...4)
        let select = Select("Plan", options: ["Free", "Pro"])
        let controls: [Control] = [toggle, box, stepper, select]
        for control in controls { control.isEnabled = false }
        let button = Button("OK") {}
        let (ui, _) = show(controls + [button])
        #expect(button.isFocused, "the first focusable view is the button")
        ui.press(.tab, .tab)
        #expect(button.isFocused)
        for needle in ["Off limits", "Sold out", "Seats", "Plan"] { _ = ui.click(needle) }
        ui.renderIfNeeded()
        #expect(!toggle.value && !box.value && stepper.value == 2 && !select.isOpen)
        toggle.toggle()
        box.toggle()
        stepper.change(to: 3)
        select.open()
        #expect(!toggle.value && !box.value && stepper.value == 2 && !select.isOpen)
    }

    @Test func theAccessibleCursorSitsOnTheFocusedControlsMark() throws {
        let ui = UITestHarness(width: 80, height: 24)
        ui.window.keepsCursorOnFocus = true
        let group = RadioGroup(["Small", "Medium"], selectedIndex: 1)
        ui.start(root: NavigationController(rootViewController: RecordingViewController("A", log: log, views: [Switch("Wi-Fi"), group])))
        let wifi = try #require(ui.locate("› Wi-Fi"))
        #expect(ui.terminal.lastFrame?.cursor == wifi)
        ui.press(.tab)
        let medium = try #require(ui.locate("› (•) Medium"))
        #expect(ui.terminal.lastFrame?.cursor == medium)
    }

    @Test func underNoColorEveryStateStillReadsInTextAndAttributes() throws {
        let ui = UITestHarness(size: .reference, environment: ["NO_COLOR": "1"])
        let toggle = Switch("Wi-Fi", value: true)
        let group = RadioGroup(["Small", "Medium"], selectedIndex: 1)
        let segments = SegmentedControl(["Day", "Week"], selectedIndex: 1)
        let box = Checkbox("Cheese", value: true)
        ui.start(root: NavigationController(rootViewController: RecordingViewController("Plain", log: log, views: [toggle, group, segments, box])))
        ui.renderIfNeeded()
        for text in ["[ ●] On", "(•) Medium", "[Week]", "[x] Cheese"] { #expect(ui.contains(text), "\(text)") }
        let on = try #require(ui.locate("[ ●] On"))
        #expect(ui.style(x: on.x, y: on.y).foreground == .default, "no colour")
        #expect(ui.style(x: on.x, y: on.y).attributes.contains(.reverse), "the focused switch is marked by an attribute")
    }

    @Test func theHelpListsAFocusedControlsKeys() {
        let (ui, _) = show([Switch("Wi-Fi"), Stepper("Seats")])
        ui.press(.char("?"))
        ui.renderIfNeeded()
        #expect(ui.contains("Turn on"))
        ui.press(.escape, .tab, .char("?"))
        ui.renderIfNeeded()
        #expect(ui.contains("Less"))
        #expect(ui.contains("More"))
    }

    @Test func anIndeterminateProgressBarSweepsWithTheClock() {
        let bar = ProgressBar("Search", progress: nil)
        let (ui, _) = show([bar])
        let before = ui.lines
        ui.advance(by: .milliseconds(300))
        ui.renderIfNeeded()
        #expect(ui.lines != before)
        #expect(ProgressBar(progress: .nan).percentage == 0)
        #expect(ProgressBar(progress: 7).percentage == 100)
    }

    @Test func controlsAreReleasedWithTheirScreen() {
        weak var weakSwitch: Switch?
        weak var weakSelect: Select?
        weak var weakSegments: SegmentedControl?
        let (ui, nav) = show([])
        do {
            let toggle = Switch("Wi-Fi")
            let select = Select("Country", options: ["Brazil", "Chile"])
            let segments = SegmentedControl(["A", "B"])
            weakSwitch = toggle
            weakSelect = select
            weakSegments = segments
            nav.pushViewController(RecordingViewController("More", log: log, views: [toggle, select, segments, ProgressBar(progress: nil)]))
            ui.renderIfNeeded()
            ui.press(.tab, .enter, .char("c"))
        }
        ui.press(.escape, .escape)
        ui.renderIfNeeded()
        #expect(weakSwitch == nil && weakSelect == nil && weakSegments == nil)
    }
}
