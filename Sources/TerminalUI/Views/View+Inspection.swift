import TerminalCore

// What the F12 inspector says about each view: its type, its title and value, and whether it is
// enabled and focused. A new widget adds its case to `inspectorSummary`.
extension View {
    /// One line per visible view of this subtree, depth first, indented by depth:
    /// `Switch "Wi-Fi" = on · enabled · focused`.
    package var inspectorLines: [String] {
        var lines: [String] = []
        appendInspectorLines(to: &lines, depth: 0)
        return lines
    }

    private func appendInspectorLines(to lines: inout [String], depth: Int) {
        guard !isHidden else { return }
        lines.append(String(repeating: "  ", count: depth) + inspectorDescription)
        for subview in subviews { subview.appendInspectorLines(to: &lines, depth: depth + 1) }
    }

    /// The type, then the title and value when the view has them, then `enabled` or
    /// `disabled` for a view that can take focus, and `focused` for the focused one.
    package var inspectorDescription: String {
        var parts = [String(describing: type(of: self))]
        if let summary = inspectorSummary { parts[0] += " " + summary }
        if let enabled = inspectorIsEnabled { parts.append(enabled ? "enabled" : "disabled") }
        if isFocused { parts.append("focused") }
        return parts.joined(separator: " · ")
    }

    /// Whether the view takes input, for the views that can be disabled.
    private var inspectorIsEnabled: Bool? {
        switch self {
        case let control as Control: control.isEnabled
        case let area as TextArea: area.isEnabled
        case is TextField, is Button, is ListView: canBecomeFocused
        default: nil
        }
    }

    /// The title and value, e.g. `"Wi-Fi" = on`; nil for a view that has neither.
    private var inspectorSummary: String? {
        switch self {
        case let view as Switch: "\(quoted(view.title)) = \(view.isOn ? "on" : "off")"
        case let view as Checkbox: "\(quoted(view.title)) = \(view.isChecked ? "checked" : "unchecked")"
        case let view as RadioGroup: "= \(view.selectedOption.map(quoted) ?? "none") of \(view.options.count)"
        case let view as Select: "\(quoted(view.title)) = \(view.selectedOption.map(quoted) ?? "none")\(view.isOpen ? " (open)" : "")"
        case let view as Stepper: "\(quoted(view.title)) = \(view.value)"
        case let view as SegmentedControl:
            "= \(view.segments.indices.contains(view.selectedSegmentIndex) ? quoted(view.segments[view.selectedSegmentIndex]) : "none") of \(view.segments.count)"
        case let view as ProgressBar: "\(quoted(view.title)) = \(view.percentage.map { "\($0) %" } ?? "indeterminate")"
        case let view as TextArea: "= \(view.lineCount) lines, \(view.count) characters"
        case let view as TextField:
            "\(quoted(view.label.trimmingCharacters(in: " "))) = \(view.isSecure ? "\(view.text.count) hidden characters" : quoted(view.text))"
        case let view as Button: quoted(view.title)
        case let view as Label: quoted(view.text)
        case let view as Spinner: "\(quoted(view.message))\(view.isAnimating ? "" : " (stopped)")"
        case let view as ListView:
            "= \(view.currentItems.indices.contains(view.selectedIndex) ? quoted(view.currentItems[view.selectedIndex].title) : "empty"), \(view.currentItems.count) items"
        default: nil
        }
    }

    private func quoted(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let short = line.count > 40 ? String(line.prefix(39)) + "…" : line
        return "\"\(short)\""
    }
}

private extension String {
    func trimmingCharacters(in character: Character) -> String {
        var result = Substring(self)
        while result.first == character { result.removeFirst() }
        while result.last == character { result.removeLast() }
        return String(result)
    }
}
