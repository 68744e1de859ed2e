import TerminalUI

/// "Writing a widget"'s binding whose action gets the key pressed, compiled.
@MainActor
final class PartPicker: Control {
    private(set) var part = 0

    func movePart(by step: Int) {
        part = max(0, min(2, part + step))
    }

    override var controlBindings: [KeyBinding] {
        [
            // doc-snippet begin
            KeyBinding(keys: [.left, .right], title: "Part", label: "←→") { [weak self] key in
                self?.movePart(by: key == .left ? -1 : 1)
            }
            // doc-snippet end
        ]
    }
}
