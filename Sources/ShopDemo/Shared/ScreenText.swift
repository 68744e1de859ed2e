import TerminalUI

/// A short paragraph styled as secondary text; an `AdaptiveStackView` hides it when the
/// screen is too short.
@MainActor
func hint(_ text: String) -> Label {
    HintLabel(text)
}

/// A bold heading.
@MainActor
func heading(_ text: String) -> Label {
    Label(text, style: Theme.standard.sheetTitle)
}
