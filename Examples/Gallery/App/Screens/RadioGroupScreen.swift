import TerminalUI

/// `RadioGroup`: one size of three, and a disabled group.
struct RadioGroupScreen: GalleryScreen {
    var name: String { "RadioGroup" }

    func makeViewController() -> ViewController {
        let size = RadioGroup(["Small", "Medium", "Large — 大きい"], selectedIndex: 1)
        let fixed = RadioGroup(["Fixed plan"])
        fixed.isEnabled = false
        let status = Label("")
        status.text = "Size: \(size.selectedOption ?? "none")"
        size.onChange = { [weak size] _ in status.text = "Size: \(size?.selectedOption ?? "none")" }
        return PaddedScreen(title: name, [
            size, status, fixed,
            HintLabel("↑ and ↓ or a click choose; the fixed plan is disabled."),
        ])
    }
}
