import Testing
import TerminalCore
@testable import TerminalUI
import TerminalUITestSupport

/// The seam an app's widget uses is the one the built-ins use: a `Control` subclass gets focus,
/// the disabled state, the footer's keys and click to focus; a `FormControl` is a form field
/// whose value comes back typed; `inspectorSummary` is its inspector line; a view that redraws
/// alone patches the kept frame.
@MainActor
@Suite struct WidgetSeamTests {
    /// An app's value type.
    struct Stars: FormFieldValue { var count: Int }

    /// An app's control: Right adds a star; a form field of `Stars`.
    final class Rating: Control, FormControl {
        private(set) var stars = Stars(count: 0)
        var changes = 0
        var formValue: FormValue { .custom(stars) }
        func setFormValue(_ value: FormValue) {
            if let stars = value.custom(as: Stars.self) { self.stars = stars }
        }
        override var controlBindings: [KeyBinding] {
            [KeyBinding(.right, title: "More stars") { [weak self] in
                guard let self else { return }
                perform {
                    stars.count = min(5, stars.count + 1)
                    changes += 1
                    valueDidChange()
                }
            }]
        }
        override var inspectorSummary: String? { "= \(stars.count) stars" }
        override func draw(in canvas: inout Canvas, context: RenderContext) {
            let x = drawMarker(in: &canvas, context: context)
            canvas.write(String(repeating: "*", count: stars.count) + "|", at: Point(x: x, y: frame.minY), style: textStyle(context.theme))
        }
    }

    static let rating = FormKey<Stars>("rating")
    static let name = FormKey<String>("name")

    @Test func anAppsControlIsAFormFieldWhoseValueComesBackTyped() {
        let ui = UITestHarness(size: .reference)
        var submitted: FormValues?
        let form = FormView([
            .control(Self.rating, label: "Rating", value: Stars(count: 1), validate: { $0.count < 3 ? "At least 3 stars" : nil }) { Rating() },
            FormField(Self.name, label: "Name", text: "Ada"),
        ], submitTitle: "Send")
        form.onSubmit = { submitted = $0 }
        ui.start(root: NavigationController(rootViewController: FormViewController(title: "Rate", form: form)))
        ui.renderIfNeeded()
        ui.expectContains("› Rating  *|")
        ui.expectContains("More stars")
        ui.press(.right)
        ui.renderIfNeeded()
        ui.expectContains("At least 3 stars")   // checked as it changes, as every field is
        form.submit()
        #expect(submitted == nil)
        ui.press(.right)
        form.submit()
        #expect(submitted?[Self.rating] == Stars(count: 3))
        #expect(submitted?[Self.name] == "Ada")
        #expect(form.values[Self.rating] == Stars(count: 3))
        form.setValue(.custom(Stars(count: 5)), for: Self.rating)
        #expect(form.values[Self.rating] == Stars(count: 5))
        form.setValue(.text("five"), for: Self.rating)   // a value of another kind is ignored
        #expect(form.values[Self.rating] == Stars(count: 5))
        #expect(form.values[FormKey<Int>("rating")] == 0, "a key of another type reads nothing")
    }

    @Test func everyFocusableBuiltInIsAControlThatCanBeDisabled() {
        let field = TextField("Name")
        let button = Button("Save") {}
        let area = TextArea(text: "notes")
        let list = ListView(items: [ListItem("One")])
        let table = DataTable(columns: [DataTableColumn("A")], rowCount: { 1 }, row: { _ in ["a"] })
        let tree = Tree(roots: [TreeNode("root")])
        let log = LogView()
        let views: [View] = [field, button, area, list, table, tree, log, ScrollView(Label("text"))]
        #expect(views.allSatisfy { $0 is Control })
        let ui = UITestHarness(size: .reference)
        let open = Button("Open") {}
        let screen = PaddedScreen(title: "Controls", spacing: 0, [field, button, open])
        ui.start(root: NavigationController(rootViewController: screen))
        field.isEnabled = false
        button.isEnabled = false
        ui.renderIfNeeded()
        #expect(open.isFocused, "Tab's first stop skips the disabled field and button")
        #expect(ui.click("Save"))
        #expect(open.isFocused, "a disabled button takes no click")
        ui.renderIfNeeded()
        ui.expectContains("Enter Open")
        #expect(!ui.contains("Enter Save"))
        #expect(screen.view.inspectorLines.contains("  TextField \"Name\" = \"\" · disabled"))
        #expect(screen.view.inspectorLines.contains("  Button \"Save\" · disabled"))
        field.isEnabled = true
        ui.press(.tab)
        #expect(field.isFocused)
    }

    /// A widget of an app that redraws alone: its own state, a fixed size.
    final class Counter: Control {
        var count = 0
        func increment() {
            count += 1
            setNeedsRedraw()
        }
        override var redrawsAlone: Bool { true }
        override var redrawState: RedrawState? { RedrawState(contentVersion: count) }
        override func draw(in canvas: inout Canvas, context: RenderContext) {
            canvas.write("count \(count)", at: frame.origin, style: context.theme.text)
        }
    }

    @Test func anAppsWidgetThatRedrawsAlonePatchesTheKeptFrame() {
        let ui = UITestHarness(width: 80, height: 24)
        let counter = Counter()
        let screen = PaddedScreen(title: "Count", [Label("Above"), counter])
        ui.window.verifiesPatchedFrames = true
        ui.start(root: NavigationController(rootViewController: screen))
        ui.renderIfNeeded()
        for _ in 0..<3 {
            counter.increment()
            ui.renderIfNeeded()
        }
        #expect(ui.window.patchedFrameCount == 3)
        #expect(ui.window.patchedFrameMismatches.isEmpty)
        ui.expectContains("count 3")
    }
}
