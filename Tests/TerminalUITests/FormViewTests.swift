import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Forms: focus order, Enter to the next field and to submit, validation next to the field,
/// Esc to cancel, a sheet as tall as the form up to the screen, scrolling, a hint that gives
/// way to the buttons.
@MainActor
@Suite struct FormViewTests {
    let log = LifecycleLog()

    private func composeFields() -> [FormField] {
        [
            .required("to", label: "To", placeholder: "name@example.com"),
            FormField("cc", label: "Cc"),
            FormField("bcc", label: "Bcc"),
            FormField("replyTo", label: "Reply to"),
            .required("subject", label: "Subject"),
            FormField("attach", label: "Attach", placeholder: "a file name"),
            FormField("body", label: "Message"),
            FormField("signature", label: "Signature", text: "— sent from the terminal"),
        ]
    }

    /// A form in a bottom sheet over a list, as an app shows a compose form.
    private func presentForm(size: Size = .reference, hint: String? = "Tab moves between fields; Enter on the last one sends.")
        -> (UITestHarness, FormView, [FormValues], () -> Int) {
        let ui = UITestHarness(size: size)
        let list = ListView(items: (1...30).map { ListItem("Message \($0)") })
        let root = NavigationController(rootViewController: RecordingViewController("Inbox", log: log, views: [list]))
        ui.start(root: root)
        let form = FormView(composeFields(), submitTitle: "Send", hint: hint)
        var submitted: [FormValues] = []
        var cancels = 0
        form.onSubmit = { submitted.append($0) }
        form.onCancel = { cancels += 1; root.dismiss() }
        let sheet = NavigationController(rootViewController: FormViewController(title: "Compose", form: form))
        sheet.modalPresentationStyle = .bottomSheet
        root.present(sheet)
        ui.renderIfNeeded()
        return (ui, form, submitted, { cancels })
    }

    @Test func composeSheetAt80x24() {
        let (ui, _, _, _) = presentForm()
        ui.assertSnapshot(named: "form-sheet-80x24")
    }

    @Test func composeSheetAt40x12ScrollsAndItsHintGivesWayToTheButtons() {
        let (ui, form, _, _) = presentForm(size: Size(width: 40, height: 12))
        ui.assertSnapshot(named: "form-sheet-40x12")
        #expect(ui.contains("↓"))
        #expect(!form.showsHint)
        #expect(!ui.contains("Tab moves"))
        #expect(ui.contains("[ Send ]"))
        // Tab to the last field scrolls it into view; the first scrolls out.
        ui.press(.tab, times: 7)
        ui.renderIfNeeded()
        ui.assertSnapshot(named: "form-sheet-40x12-last-field")
        #expect(ui.contains("Signature"))
        #expect(!ui.contains("› To"))
        #expect(ui.contains("↑"))
    }

    @Test func anEmptyRequiredFieldShowsItsMessageAndIsFocused() {
        var submitted: [FormValues] = []
        let (ui, form, _, _) = presentForm()
        form.onSubmit = { submitted.append($0) }
        ui.press(.tab, times: 7)
        ui.press(.enter)
        ui.renderIfNeeded()
        #expect(submitted.isEmpty)
        #expect(form.showsMessages)
        #expect(form.message(for: "to") == "Required")
        ui.assertSnapshot(named: "form-sheet-invalid-80x24")
        // The focus went to the first field with a message: typing fills it.
        ui.type("ada@example.com")
        ui.renderIfNeeded()
        #expect(ui.rows(containing: "Required").count == 1)
    }

    @Test func enterMovesToTheNextFieldAndSubmitsFromTheLast() {
        var submitted: [FormValues] = []
        let (ui, form, _, _) = presentForm()
        form.onSubmit = { submitted.append($0) }
        ui.type("ada@example.com")
        ui.press(.enter, times: 4)
        ui.type("Hello 👋🏽")
        ui.press(.enter, .enter, .enter)
        #expect(submitted.isEmpty)
        ui.press(.enter)
        #expect(submitted.count == 1)
        #expect(submitted.first?["to"] == "ada@example.com")
        #expect(submitted.first?["subject"] == "Hello 👋🏽")
        #expect(submitted.first?["signature"] == "— sent from the terminal")
        #expect(submitted.first?["no such field"] == "")
    }

    @Test func shiftTabGoesBackAndTheFooterOffersSubmitAndCancel() {
        let (ui, _, _, _) = presentForm()
        ui.press(.backTab)
        ui.renderIfNeeded()
        // From the first field Shift+Tab wraps to the last control: the Cancel button, then Send.
        #expect(ui.trimmedLine(23).contains("Enter Cancel"))
        ui.press(.backTab)
        ui.renderIfNeeded()
        #expect(ui.trimmedLine(23).contains("Enter Send"))
        #expect(ui.trimmedLine(23).contains("Esc Cancel"))
        // The last field sends on Enter too.
        ui.press(.backTab)
        ui.renderIfNeeded()
        #expect(ui.trimmedLine(23).contains("Enter Send"))
        ui.press(.tab, .tab, .tab)
        ui.renderIfNeeded()
        #expect(ui.trimmedLine(23).contains("Enter Next"))
        // A field types `q`: the app's Quit is not offered.
        #expect(!ui.trimmedLine(23).contains("q Quit"))
    }

    @Test func escCancelsOnce() {
        let (ui, _, _, cancels) = presentForm()
        ui.press(.escape)
        ui.renderIfNeeded()
        #expect(cancels() == 1)
        #expect(!ui.contains("Compose"))
    }

    @Test func aShortFormKeepsItsSheetShortAndATallOneGrowsPastSixtyPercent() {
        let ui = UITestHarness(size: .reference)
        let root = NavigationController(rootViewController: RecordingViewController("Inbox", log: log))
        ui.start(root: root)
        let many = (1...14).map { FormField("f\($0)", label: "Field \($0)") }
        let sheet = NavigationController(rootViewController: FormViewController(title: "Long", form: FormView(many)))
        sheet.modalPresentationStyle = .bottomSheet
        root.present(sheet)
        ui.renderIfNeeded()
        // 14 fields, the buttons, a bar and the border: 18 rows of the 23 above the footer (60 % would be 13).
        #expect(ui.layer("modal.1")?.canvas.size.height == 18)
        root.dismiss()
        let short = NavigationController(rootViewController: FormViewController(title: "Short", form: FormView([FormField("a", label: "A")])))
        short.modalPresentationStyle = .bottomSheet
        root.present(short)
        ui.renderIfNeeded()
        #expect(ui.layer("modal.1")?.canvas.size.height == 5)
    }

    @Test func oddSizesNeitherTrapNorDrawOutsideTheForm() {
        for width in [1, 2, 3, 5, 40] {
            for height in [1, 2, 3] {
                let form = FormView(composeFields(), hint: "a hint far wider than the form 日本語")
                form.frame = Rect(x: 0, y: 0, width: width, height: height)
                var canvas = Canvas(size: Size(width: width, height: height))
                form.layoutSubviews()
                form.draw(in: &canvas, context: RenderContext(now: .zero, theme: .standard, footerHeight: 1))
                let bounds = Rect(size: Size(width: width, height: height))
                #expect(form.subviews.allSatisfy { $0.frame == .zero || $0.frame.intersection(bounds) == $0.frame })
            }
        }
    }
}
