import TerminalCore
import TerminalUI

/// The `:` prompt: type a link; below it, live, what the manager would do (its plan's steps,
/// the matched route pattern and typed parameters, plugin, gates) and the pending queue. Enter
/// opens it, Esc closes. A full link typed or pasted after the prefill opens that link.
///
/// `DeveloperTools` presents it on `:`; present it yourself to bind it to another key.
@MainActor
package final class DeeplinkConsoleViewController: ViewController {
    private let manager: DeeplinkManager
    private let field: TextField
    private let prefill: String
    private let examples: [String]
    private let onOpen: @MainActor (String) -> Void
    private var text = ""

    /// A console asking `manager` for its dry run as the user types.
    /// - Parameters:
    ///   - manager: the deep-link manager asked for the dry run (and the pending queue).
    ///   - prefill: the field's initial text (e.g. your scheme, `"shop://"`).
    ///   - placeholder: shown while the field is empty.
    ///   - examples: links listed under the plan as a hint.
    ///   - onOpen: called with the typed link on Enter.
    package init(manager: DeeplinkManager, prefill: String = "", placeholder: String = "", examples: [String] = [],
                onOpen: @escaping @MainActor (String) -> Void) {
        self.manager = manager
        self.prefill = prefill
        self.examples = examples
        self.field = TextField("Link", placeholder: placeholder, submitTitle: "Open")
        self.onOpen = onOpen
        super.init()
        makeOverlay(title: "Open link", style: .pageSheet)
    }

    /// The field, the live plan, and the examples.
    package override func loadView() {
        field.text = prefill
        text = field.text
        field.onChange = { [weak self] in self?.text = $0; self?.setNeedsDisplay() }
        field.onSubmit = { [weak self] value in
            guard let self else { return }
            self.onOpen(LinkConsoleInput.link(from: value, prefill: self.prefill))
        }
        var views: [View] = [
            field,
            Label { [weak self] in self?.planText ?? "" },
        ]
        if !examples.isEmpty { views.append(HintLabel("Try " + examples.joined(separator: ", "))) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 0, views)
    }

    private var planText: String {
        var lines: [String] = []
        let trimmed = LinkConsoleInput.link(from: text, prefill: prefill)
        if trimmed.isEmpty || trimmed == prefill.trimmingSpaces {
            lines.append("Type a link; what it would do shows here.")
        } else {
            // The verdict first (the link itself is in the field above), then the plugin and
            // the gates: on a small terminal the sheet cuts the bottom lines, never the verdict.
            let plan = manager.dryRun(url: trimmed)
            lines += plan.verdictLines
            // A full link typed after the prefill: say which link Enter opens.
            if trimmed != text.trimmingSpaces { lines.append("opens: \(trimmed)") }
            lines += plan.detailLines
        }
        let pending = manager.pendingLinks
        lines.append("pending: " + (pending.isEmpty ? "none" : pending.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string without leading and trailing spaces.
    /// (It visits only the spaces it drops: the console asks for it at every frame.)
    var trimmingSpaces: String {
        var start = startIndex
        while start < endIndex, self[start] == " " { formIndex(after: &start) }
        var end = endIndex
        while end > start, self[index(before: end)] == " " { formIndex(before: &end) }
        return String(self[start..<end])
    }
}
