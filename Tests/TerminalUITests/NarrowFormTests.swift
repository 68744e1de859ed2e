import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Forms and sheets on narrow terminals (40×12 and 30×10): a form whose label column leaves a
/// control less than it needs stacks every label above its field; a bottom sheet keeps its last
/// action while it can grow; empty fields stay visible, under `NO_COLOR` too.
@MainActor
@Suite struct NarrowFormTests {
    let log = LifecycleLog()

    enum Size3: String, CaseIterable, CustomStringConvertible {
        case small = "Small", medium = "Medium", large = "Large — 大きい"
        var description: String { rawValue }
    }

    enum Keys {
        static let airplane = FormKey<Bool>("airplane")
        static let seats = FormKey<Int>("seats")
        static let size = FormKey<Size3>("size")
        static let country = FormKey<Size3>("country")
        static let notes = FormKey<String>("notes")
        static let name = FormKey<String>("name")
    }

    /// A form whose first label is 30 columns wide: side by side, it would leave a control 4 at 40 columns.
    private func longLabelFields() -> [FormField] {
        [
            .toggle(Keys.airplane, label: "Airplane mode while travelling", value: true),
            .number(Keys.seats, label: "Seats", value: 3, range: 1...20),
            .select(Keys.country, label: "Country", selected: .medium),
            .radio(Keys.size, label: "Size", selected: .small),
        ]
    }

    private func showForm(_ fields: [FormField], size: Size, environment: [String: String] = [:]) -> (UITestHarness, FormView) {
        let ui = UITestHarness(size: size, environment: environment)
        ui.window.minimumSize = Size(width: 30, height: 10)
        let form = FormView(fields, submitTitle: "Save")
        ui.start(root: NavigationController(rootViewController: FormViewController(title: "Settings", form: form)))
        ui.renderIfNeeded()
        return (ui, form)
    }

    @Test func aLabelColumnTooWideForAControlStacksEveryLabelAboveItsField() {
        let (ui, form) = showForm(longLabelFields(), size: Size(width: 40, height: 24))
        #expect(form.isStacked)
        // Every control's state shows in full, and every label too.
        ui.expectContains("Airplane mode while travelling")
        ui.expectContains("[ ●] On")
        ui.expectContains("[-] 3 [+]")
        ui.expectContains("Medium ▾")
        ui.expectContains("(•) Small")
        ui.expectContains("( ) Large — 大きい")
        // All the labels go above (the form reads one way): the short ones too.
        for label in ["Seats", "Country", "Size"] {
            for row in ui.rows(containing: label) {
                let text = ui.trimmedLine(row).drop { $0 == " " }
                #expect(text == label || text == "› " + label, "\(label) shares row \(row): \(ui.line(row))")
            }
        }
        ui.assertSnapshot(named: "form-stacked-40x24")
    }

    @Test func aFormWhoseControlsFitKeepsItsLabelsBesideThem() {
        let (ui, form) = showForm(longLabelFields(), size: Size(width: 80, height: 24))
        #expect(!form.isStacked)
        ui.expectContains("Airplane mode while travelling  [ ●] On")
        ui.expectContains("Seats                           [-] 3 [+]")
    }

    @Test func theFormGoesBackBesideItsLabelsWhenTheTerminalWidens() {
        let (ui, form) = showForm(longLabelFields(), size: Size(width: 40, height: 24))
        #expect(form.isStacked)
        ui.resize(width: 80, height: 24)
        ui.renderIfNeeded()
        #expect(!form.isStacked)
        ui.expectContains("Airplane mode while travelling  [ ●] On")
    }

    /// An app's control says how wide it must be; the form stacks for it as for a built-in.
    final class WideControl: Control, FormControl {
        var formValue: FormValue { .text("") }
        func setFormValue(_ value: FormValue) {}
        var formMinimumWidth: Int { 40 }
    }

    @Test func anAppsControlTakesPartThroughFormMinimumWidth() {
        let fields = [FormField(id: "wide", label: "Wide", kind: .control { WideControl() }, initialValue: .text(""))]
        let (ui, wide) = showForm(fields, size: Size(width: 40, height: 24))
        #expect(wide.isStacked, "\(ui.text)")
        let (_, roomy) = showForm(fields, size: Size(width: 80, height: 24))
        #expect(!roomy.isStacked)
        #expect(TextField().formMinimumWidth > 0)
        #expect(Stepper("N", value: 1, range: -100...100).formMinimumWidth == "[-] -100 [+]".count)
        #expect(Switch("S").formMinimumWidth == "[○ ] Off".count)
    }

    // MARK: - Sheets

    @Test func aBottomSheetKeepsItsActionListWhileTheScreenHasRoom() {
        let ui = UITestHarness(size: Size(width: 40, height: 12))
        let root = NavigationController(rootViewController: RecordingViewController("Home", log: log))
        ui.start(root: root)
        let message = Label("Your basket holds three items that ship from two stores, so they may come on different days.")
        let actions = ActionList([.init(title: "Place order", detail: "$27.11") {}])
        let prompt = RecordingViewController("Checkout", log: log, views: [message, actions])
        let sheet = NavigationController(rootViewController: prompt)
        sheet.modalPresentationStyle = .bottomSheet
        root.present(sheet)
        ui.renderIfNeeded()
        ui.expectContains("Place order")
        ui.expectContains("different days.")
        ui.assertSnapshot(named: "sheet-label-and-actions-40x12")
    }

    // MARK: - Empty fields

    @Test func anEmptyTextAreaHasAnOutline() {
        let (ui, _) = showForm([.multiline(Keys.notes, label: "Notes", lines: 2)], size: Size(width: 40, height: 12))
        ui.expectContains("╭")
        ui.expectContains("╰")
    }

    @Test func anEmptyOneLineFieldShowsItsCellsUnderNoColor() {
        let (ui, _) = showForm([FormField(Keys.name, label: "Name"), FormField("city", label: "City")], size: Size(width: 40, height: 12),
                               environment: ["NO_COLOR": "1"])
        let row = ui.rows(containing: "City").first ?? -1
        #expect(ui.line(row).contains("____"), "\(ui.line(row))")
        ui.assertSnapshot(named: "form-empty-fields-no-color-40x12")
        // With colours the field is its underlined cells, as before.
        let (colored, _) = showForm([FormField("city", label: "City")], size: Size(width: 40, height: 12))
        #expect(!colored.contains("_"))
    }

    @Test func aTextAreaGivesUpRowsBeforeTheFormScrolls() {
        let fields: [FormField] = [FormField(Keys.name, label: "Name"), .multiline(Keys.notes, label: "Notes", lines: 8)]
        // 12 rows: a bar, the footer and the buttons leave 9, too few for 8 rows of text, their outline and Name.
        let (ui, form) = showForm(fields, size: Size(width: 40, height: 12))
        #expect(form.scrollOffset == 0)
        #expect(!ui.contains("↓"))
        ui.expectContains("Name")
        ui.expectContains("╰")
        ui.expectContains("[ Save ]")
    }

    @Test func everyFieldOfAStackedFormComesIntoViewAt30x10() {
        let (ui, form) = showForm(longLabelFields(), size: Size(width: 30, height: 10))
        #expect(form.isStacked)
        ui.assertSnapshot(named: "form-stacked-30x10")
        let states = ["[-] 3 [+]", "Medium ▾", "(•) Small"]
        for state in states {
            ui.press(.tab)
            ui.renderIfNeeded()
            ui.expectContains(state)
            ui.expectContains("[ Save ]")
        }
        ui.assertSnapshot(named: "form-stacked-30x10-end")
    }

    @Test func aStackedControlStillNamesItselfInTheFooterAndTheInspector() {
        let (ui, form) = showForm(longLabelFields(), size: Size(width: 30, height: 10))
        #expect(form.isStacked)
        ui.press(.tab, .tab)
        ui.renderIfNeeded()
        ui.expectContains("Enter Choose country")
        #expect(form.subviews.compactMap(\.inspectorSummary).contains("\"Seats\" = 3"), "\(form.subviews.compactMap(\.inspectorSummary))")
    }
}
