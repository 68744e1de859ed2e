import TerminalUI

/// The DocC article's controls and typed form, compiled.
enum Shipping: String, CaseIterable, CustomStringConvertible {
    case standard = "Standard"
    case express = "Express"

    var description: String { rawValue }
}

/// The keys of the DocC article's order form (its block is an excerpt of these lines).
enum Order {
    static let name = FormKey<String>("name")
    static let giftWrap = FormKey<Bool>("giftWrap")
    static let shipping = FormKey<Shipping>("shipping")
}

@MainActor
enum ControlSnippets {
    static func controls() -> [View] {
        // doc-snippet begin
        let giftWrap = Switch("Gift wrap")
        let quantity = Stepper("Quantity", value: 1, range: 1...10)
        let shipping = Select("Shipping", options: ["Standard", "Express"], selectedIndex: 0)
        let period = SegmentedControl(["Day", "Week", "Month"])
        let upload = ProgressBar("Upload", progress: 0.4)
        let notes = TextArea(text: "Leave at the door")
        giftWrap.onChange = { value in upload.progress = value ? 1 : 0.4 }
        // doc-snippet end
        return [giftWrap, quantity, shipping, period, upload, notes]
    }

    static func form() -> FormView {
        let form = FormView([
            .required(Order.name, label: "Name"),
            .toggle(Order.giftWrap, label: "Gift wrap"),
            .select(Order.shipping, label: "Shipping", selected: .standard),
        ], submitTitle: "Order")
        form.onSubmit = { values in
            let shipping: Shipping? = values[Order.shipping]   // typed: no key spelled twice
            print(values[Order.name], values[Order.giftWrap], shipping ?? .standard)
        }
        return form
    }
}
