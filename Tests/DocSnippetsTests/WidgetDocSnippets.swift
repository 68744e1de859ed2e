import TerminalUI

// The Swift blocks of TerminalUI's widget doc comments (their DocC pages), compiled: each region
// is one block, verbatim.

/// The keys of the `FormKey` and `FormView` doc comments' compose form.
enum Compose {
    static let to = FormKey<String>("to")
    static let urgent = FormKey<Bool>("urgent")
}

/// A chart whose period a segmented control picks.
@MainActor final class Chart {
    var period = 0
}

/// What the `ProgressBar` block reads every frame.
@MainActor final class DocUploadModel {
    var uploaded: Double? = 0.5
}

/// A row of a product list.
struct DocProduct {
    let name: String
}

/// What the `ListView.bindItems` block binds to.
@MainActor final class DocProductsModel {
    var products: [DocProduct] = []
}

@MainActor
enum WidgetDocSnippets {
    static func controls(chart: Chart, model: DocUploadModel) {
        // doc-snippet begin
        let giftWrap = Switch("Gift wrap", value: false)
        giftWrap.onChange = { value in print(value) }
        // doc-snippet end
        // doc-snippet begin
        let terms = Checkbox("I accept the terms")
        terms.onChange = { value in print(value) }
        // doc-snippet end
        // doc-snippet begin
        let download = ProgressBar("Download", progress: 0.5)
        download.progress = nil   // indeterminate until the size is known
        // doc-snippet end
        // doc-snippet begin
        let upload = ProgressBar("Upload") { model.uploaded }
        // doc-snippet end
        // doc-snippet begin
        let size = RadioGroup(["Small", "Medium", "Large"], selectedIndex: 1)
        size.onChange = { index in print(size.options[index]) }
        // doc-snippet end
        // doc-snippet begin
        let period = SegmentedControl(["Day", "Week", "Month"], selectedIndex: 1)
        period.onChange = { index in chart.period = index }
        // doc-snippet end
        // doc-snippet begin
        let shipping = Select("Shipping", options: ["Standard", "Express", "Pickup"], selectedIndex: 0)
        shipping.onChange = { index in print(shipping.options[index]) }
        // doc-snippet end
        // doc-snippet begin
        let quantity = Stepper("Quantity", value: 1, range: 1...10)
        quantity.onChange = { value in print(value) }
        // doc-snippet end
        // doc-snippet begin
        let notes = TextArea(text: "First line\nSecond line")
        notes.onChange = { text in print(text.count) }
        // doc-snippet end
        _ = [giftWrap, terms, download, upload, size, period, shipping, quantity, notes] as [View]
    }

    static func forms() -> [FormView] {
        // doc-snippet begin
        let form = FormView([FormField(Compose.to, label: "To"), .toggle(Compose.urgent, label: "Urgent")])
        form.onSubmit = { values in print(values[Compose.to], values[Compose.urgent]) }
        // doc-snippet end
        let other: FormView = {
            // doc-snippet begin
            let form = FormView([
                .required(Compose.to, label: "To"),
                .toggle(Compose.urgent, label: "Urgent"),
            ], submitTitle: "Send", hint: "Enter on the last field sends")
            form.onSubmit = { values in print(values[Compose.to], values[Compose.urgent]) }
            // doc-snippet end
            return form
        }()
        return [form, other]
    }

    static func screens(next: @escaping @MainActor () -> Void) -> ViewController {
        // doc-snippet begin
        let screen = PaddedScreen(title: "Settings", [
            Label("Step 1 of 3"),
            ActionList([.init(title: "Next") { next() }]),
        ])
        // doc-snippet end
        return screen
    }

    static func bind(_ list: ListView, viewModel: DocProductsModel) {
        // doc-snippet begin
        list.bindItems { [weak viewModel] in (viewModel?.products ?? []).map { ListItem($0.name) } }
        // doc-snippet end
    }
}

/// The `AdaptiveStackView` doc comment's screen.
final class ShippedViewController: ViewController {
    override func loadView() {
        func track() {}
        // doc-snippet begin
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
            Label("Your order shipped."),
            HintLabel("Esc goes back."),
            ActionList([.init(title: "Track it", detail: nil) { track() }]),
        ])
        // doc-snippet end
    }
}

/// The `FormField` doc comment's checkout fields.
@MainActor
enum FormFieldDocSnippet {
    // doc-snippet begin
    enum Checkout {
        static let name = FormKey<String>("name")
        static let giftWrap = FormKey<Bool>("giftWrap")
        static let quantity = FormKey<Int>("quantity")
    }
    // doc-snippet skip
    static func make() -> [FormField] {
    // doc-snippet resume
    let fields: [FormField] = [
        .required(Checkout.name, label: "Name"),
        .toggle(Checkout.giftWrap, label: "Gift wrap"),
        .number(Checkout.quantity, label: "Quantity", value: 1, range: 1...10),
    ]
    // doc-snippet skip
    return fields
    }
    // doc-snippet resume
    // doc-snippet end
}

/// The blocks of the list, stack, hint and spacer doc comments.
@MainActor
enum ViewDocSnippets {
    static func views() -> [Any] {
        // doc-snippet begin
        let screen = PaddedScreen(title: "Settings", [
            Label("Step 1 of 3"),
            HintLabel("Esc goes back."),
        ])
        // doc-snippet end
        // doc-snippet begin
        let stack = StackView(spacing: 1, horizontalPadding: 1, topPadding: 0, [
            Label("Orders"),
            ListView(items: [ListItem("Desk Lamp"), ListItem("Notebook")], activateTitle: "Open"),
        ])
        // doc-snippet end
        // doc-snippet begin
        let list = ListView(items: [ListItem("Desk Lamp"), ListItem("Notebook", detail: "sold out", isEnabled: false)])
        list.onActivate = { index in print(list.items[index].title) }
        // doc-snippet end
        // doc-snippet begin
        let menu = ActionList([
            .init(title: "Track the order") { print("track") },
            .init(title: "Contact support", detail: "replies within a day") { print("support") },
        ], activateTitle: "Open")
        // doc-snippet end
        return [screen, stack, list, menu, signIn()]
    }

    static func signIn() -> ViewController {
        // doc-snippet begin
        let screen = PaddedScreen(title: "Sign in", spacing: 0, [
            TextField("Password", isSecure: true),
            Spacer(),
            Label("Enter signs in"),
        ])
        // doc-snippet end
        return screen
    }
}
