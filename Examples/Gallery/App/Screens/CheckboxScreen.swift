import TerminalUI

/// `Checkbox`: toppings to check, and a disabled one.
struct CheckboxScreen: GalleryScreen {
    var name: String { "Checkbox" }

    func makeViewController() -> ViewController {
        let cheese = Checkbox("Cheese", value: true)
        let olives = Checkbox("Olives")
        let basil = Checkbox("Basil 羅勒")
        let sold = Checkbox("Truffle (sold out)")
        sold.isEnabled = false
        let status = Label("")
        // Weak: each box's closure must not keep the boxes alive.
        let update: @MainActor () -> Void = { [weak cheese, weak olives, weak basil] in
            let checked = [cheese, olives, basil].compactMap { $0 }.filter(\.value).map(\.title)
            status.text = "Toppings: " + (checked.isEmpty ? "none" : checked.joined(separator: ", "))
        }
        update()
        for box in [cheese, olives, basil] { box.onChange = { _ in update() } }
        return PaddedScreen(title: name, spacing: 0, [cheese, olives, basil, sold, Spacer(), status, Spacer(),
            HintLabel("Space or a click checks a box; Tab moves; the truffle is disabled.")])
    }
}
