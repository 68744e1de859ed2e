import TerminalCore

// What the F12 inspector says about each view: its type, its title and value
// (`inspectorSummary`, which each view class gives for itself), and whether it is enabled and
// focused.
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

    /// The type, then `inspectorSummary` when the view has one, then `enabled` or `disabled`
    /// for a control, and `focused` for the focused view.
    package var inspectorDescription: String {
        var parts = [String(describing: type(of: self))]
        if let summary = inspectorSummary { parts[0] += " " + summary }
        if let enabled = inspectorIsEnabled { parts.append(enabled ? "enabled" : "disabled") }
        if isFocused { parts.append("focused") }
        return parts.joined(separator: " · ")
    }

    /// `text`'s first line in quotes, cut to 40 columns with "…": how the inspector shows a
    /// title or a value in `inspectorSummary`.
    public static func inspectorQuoted(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let short = line.count > 40 ? String(line.prefix(39)) + "…" : line
        return "\"\(short)\""
    }
}
