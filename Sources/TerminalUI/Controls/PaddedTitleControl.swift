import TerminalCore

/// A control that draws its title before its value, padded to a form's label column so the
/// values of stacked controls line up (`Select`, `Stepper`).
@MainActor
protocol PaddedTitleControl: AnyObject {
    /// The control's title.
    var title: String { get set }
    /// Columns kept for the title (0: the title's width).
    var titleWidth: Int { get set }
}

extension PaddedTitleControl {
    /// Takes a form field's label as the title, padded to the form's label column.
    func takeTitle(from field: FormFieldContext) {
        title = field.label
        titleWidth = field.labelColumnWidth
    }

    /// The title padded to `titleWidth`, and the gap after it; empty without a title.
    var paddedTitle: String {
        title.isEmpty ? "" : title + String(repeating: " ", count: max(0, titleWidth - title.displayWidth)) + "  "
    }
}
