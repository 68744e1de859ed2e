import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The fields of every kind in one form: typed values back, checks as each field changes and
/// on submit, messages wrapped in full at 80x24 and 40x12, the hint giving way before the
/// buttons, the form scrolling in its sheet, and release with the screen.
@MainActor
@Suite struct FormKindsTests {
    let log = LifecycleLog()

    enum Plan: String, CaseIterable, CustomStringConvertible {
        case free = "Free", pro = "Pro", team = "Team"
        var description: String { rawValue }
    }

    enum Keys {
        static let name = FormKey<String>("name")
        static let password = FormKey<String>("password")
        static let about = FormKey<String>("about")
        static let newsletter = FormKey<Bool>("newsletter")
        static let plan = FormKey<Plan>("plan")
        static let country = FormKey<Plan>("country")
        static let seats = FormKey<Int>("seats")
        static let terms = FormKey<Bool>("terms")
    }

    static let longMessage = "At least 8 characters, so that nobody guesses it in a few tries — 日本語 too"

    private func fields() -> [FormField] {
        [
            .required(Keys.name, label: "Name"),
            .secure(Keys.password, label: "Password") { $0.count < 8 ? Self.longMessage : nil },
            .multiline(Keys.about, label: "About", lines: 2),
            .toggle(Keys.newsletter, label: "Newsletter", value: true),
            .radio(Keys.plan, label: "Plan", selected: .free),
            .select(Keys.country, label: "Country") { $0 == nil ? "Choose one" : nil },
            .number(Keys.seats, label: "Seats", value: 2, range: 1...5),
            .checkbox(Keys.terms, label: "I accept the terms") { $0 ? nil : "Accept the terms" },
        ]
    }

    private func presentForm(size: Size = .reference, hint: String? = "Tab moves; Enter on the button signs up.")
        -> (UITestHarness, FormView, NavigationController) {
        let ui = UITestHarness(size: size)
        let root = NavigationController(rootViewController: RecordingViewController("Home", log: log))
        ui.start(root: root)
        let form = FormView(fields(), submitTitle: "Sign up", hint: hint)
        form.onCancel = { root.dismiss() }
        let sheet = NavigationController(rootViewController: FormViewController(title: "Sign up", form: form))
        sheet.modalPresentationStyle = .bottomSheet
        root.present(sheet)
        ui.renderIfNeeded()
        return (ui, form, root)
    }

    @Test func everyKindHandsBackItsTypedValue() {
        let (ui, form, _) = presentForm()
        var submitted: [FormValues] = []
        form.onSubmit = { submitted.append($0) }
        ui.type("Ada")
        ui.press(.enter)
        ui.type("correct horse")
        ui.press(.enter)
        ui.type("Hi")
        ui.press(.enter)
        ui.type("there")
        ui.press(.tab, .space)                       // newsletter off
        ui.press(.tab, .down, .down)                 // plan: team
        ui.press(.tab, .enter)
        ui.type("pr")
        ui.press(.enter)                             // country: Pro (the only match)
        ui.press(.tab, .right, .right, .right, .right)  // seats: 5 (the range's end)
        ui.press(.tab, .space, .tab, .enter)         // terms, then Sign up
        #expect(submitted.count == 1)
        let values = submitted.first ?? FormValues()
        #expect(values[Keys.name] == "Ada")
        #expect(values[Keys.password] == "correct horse")
        #expect(values[Keys.about] == "Hi\nthere")
        #expect(values[Keys.newsletter] == false)
        #expect(values[Keys.plan] == .team)
        #expect(values[Keys.country] == .pro)
        #expect(values[Keys.seats] == 5)
        #expect(values[Keys.terms] == true)
        #expect(values["seats"] == "5", "the text of any value by its id")
        #expect(!ui.contains("correct horse"), "a secure field never draws its text")
    }

    @Test func aFieldIsCheckedAsItChangesAndEveryFieldOnSubmit() {
        let (ui, form, _) = presentForm()
        ui.press(.tab)
        ui.type("short")
        ui.renderIfNeeded()
        #expect(ui.contains("At least 8 characters"))
        #expect(!ui.contains("Required"), "the untouched name is not checked yet")
        ui.type("-enough")
        ui.renderIfNeeded()
        #expect(!ui.contains("At least 8 characters"))
        form.submit()
        ui.renderIfNeeded()
        #expect(ui.contains("Required"))
        #expect(form.showsMessages)
        #expect(form.message(for: "country") == "Choose one")
        #expect(form.message(for: "terms") == "Accept the terms")
    }

    @Test func everyMessageShowsInFullWrappedAt80x24And40x12() {
        for (size, name) in [(Size.reference, "form-kinds-messages-80x24"), (Size(width: 40, height: 12), "form-kinds-messages-40x12")] {
            let (ui, form, _) = presentForm(size: size)
            ui.press(.tab)
            ui.type("short")
            ui.renderIfNeeded()
            // Every word of the long message is on screen, none cut with an ellipsis.
            for word in Self.longMessage.split(separator: " ") { #expect(ui.contains(String(word)), "\(word) at \(size)") }
            #expect(!ui.rows(containing: "guesses").contains { ui.line($0).contains("…") })
            ui.assertSnapshot(named: name)
            _ = form
        }
    }

    @Test func theHintGivesWayBeforeTheButtonsAt40x12() {
        let (ui, form, _) = presentForm(size: Size(width: 40, height: 12))
        #expect(!form.showsHint)
        #expect(ui.contains("[ Sign up ]"))
        #expect(ui.contains("[ Cancel ]"))
        #expect(ui.contains("↓"))
        // Tab through every field: each comes into view in turn, the buttons stay.
        for _ in 0..<8 {
            ui.press(.tab)
            ui.renderIfNeeded()
            #expect(ui.contains("[ Sign up ]"))
        }
        #expect(ui.contains("› [ ] I accept the terms") || ui.contains("› [ Sign up ]"))
        ui.assertSnapshot(named: "form-kinds-40x12-end")
        let (roomy, roomyForm, _) = presentForm()
        #expect(roomyForm.showsHint)
        #expect(roomy.contains("Tab moves; Enter on the button signs up."))
    }

    @Test func theWheelScrollsATallFormUntilTheFocusMoves() throws {
        let (ui, form, _) = presentForm(size: Size(width: 40, height: 12))
        let row = try #require(ui.locate("Name"))
        ui.scroll(3, at: row)
        ui.renderIfNeeded()
        #expect(form.scrollOffset == 3)
        #expect(!ui.contains("› Name"), "the focused field may scroll out of view")
        #expect(ui.contains("↑"))
        ui.scroll(-10, at: row)
        ui.renderIfNeeded()
        #expect(form.scrollOffset == 0)
        ui.scroll(50, at: row)
        ui.renderIfNeeded()
        #expect(ui.contains("I accept the terms"), "to the end and no further")
        ui.press(.tab)
        ui.renderIfNeeded()
        #expect(ui.contains("› Password"), "a focus move brings the focused field back into view")
    }

    @Test func tabAndShiftTabFollowTheFieldsThenTheButtons() {
        let (ui, form, _) = presentForm()
        var focused: [String] = []
        for _ in 0..<10 {
            ui.press(.tab)
            ui.renderIfNeeded()
            focused.append(ui.rows(containing: "›").first.map { ui.trimmedLine($0) } ?? "")
        }
        #expect(focused[0].contains("› Password"))
        #expect(focused[7].contains("› [ Sign up ]"))
        #expect(focused[8].contains("› [ Cancel ]"))
        #expect(focused[9].contains("› Name"))
        ui.press(.backTab)
        #expect(form.subviews.last?.isFocused == true)
    }

    @Test func aFormIsReleasedWithItsSheet() {
        weak var weakForm: FormView?
        let (ui, _, root) = presentForm()
        do {
            root.dismiss()
            let form = FormView(fields(), submitTitle: "Sign up")
            form.onCancel = { root.dismiss() }
            form.onSubmit = { _ in root.dismiss() }
            weakForm = form
            let sheet = NavigationController(rootViewController: FormViewController(title: "Again", form: form))
            sheet.modalPresentationStyle = .bottomSheet
            root.present(sheet)
            ui.renderIfNeeded()
            ui.press(.tab, .tab, .tab, .tab, .tab, .enter)   // the select open
            ui.type("p")
        }
        ui.press(.escape, .escape)
        ui.renderIfNeeded()
        #expect(weakForm == nil)
    }
}
