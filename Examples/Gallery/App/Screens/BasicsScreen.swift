import TerminalUI

/// The basic views every screen is made of: `Label`, `Button`, `Spinner` and `HintLabel`, in a
/// `PaddedScreen` (an `AdaptiveStackView` that drops the hint first on a short terminal).
struct BasicsScreen: GalleryScreen {
    var name: String { "Label, Button, Spinner" }

    func makeViewController() -> ViewController {
        let status = Label("Not saved yet")
        let spinner = Spinner(message: "Syncing…")
        let save = Button("Save") { status.text = "Saved" }
        let stop = Button("Stop syncing") { [weak spinner] in spinner?.isAnimating = false }
        let delete = Button("Delete", isDestructive: true) { status.text = "Deleted" }
        return PaddedScreen(title: name, [
            Label("A label wraps its text by display width: 日本語 and ＡＢＣ take two cells each."),
            status, spinner, save, stop, delete,
            HintLabel("Enter or a click presses a button; Tab moves; the hint gives way first on a short screen."),
        ])
    }
}
