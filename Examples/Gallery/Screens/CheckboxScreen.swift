import TerminalUI

/// `Checkbox`: toppings to check, and a disabled one.
struct CheckboxScreen: GalleryScreen {
    var name: String { "Checkbox" }

    func makeViewController() -> ViewController {
        let boxes = [Checkbox("Cheese", isChecked: true), Checkbox("Olives"), Checkbox("Basil 🌿")]
        let sold = Checkbox("Truffle (sold out)")
        sold.isEnabled = false
        let status = Label("")
        let weakBoxes = boxes.map(WeakBox.init)
        let update = { status.text = "Toppings: " + (weakBoxes.compactMap(\.box).filter(\.isChecked).map(\.title).joined(separator: ", ").nonEmpty ?? "none") }
        update()
        for box in boxes { box.onChange = { _ in update() } }
        return PaddedScreen(title: name, spacing: 0, boxes + [sold, Spacer(), status, Spacer(),
            HintLabel("Space or a click checks a box; Tab moves; the truffle is disabled.")])
    }
}

/// A checkbox held weakly, so the boxes' closures do not keep each other alive.
private struct WeakBox {
    weak var box: Checkbox?
}

private extension String {
    /// Nil for the empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
