import TerminalCore
import TerminalUI

/// The `:` prompt: type a link; below it, live, what the manager would do (plugin, gates,
/// target) and the pending queue. Enter opens it, Esc closes.
///
/// `DeveloperTools` presents it on `:`; present it yourself to bind it to another key.
@MainActor
public final class DeeplinkConsoleViewController: ViewController {
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
    public init(manager: DeeplinkManager, prefill: String = "", placeholder: String = "", examples: [String] = [],
                onOpen: @escaping @MainActor (String) -> Void) {
        self.manager = manager
        self.prefill = prefill
        self.examples = examples
        self.field = TextField(label: "Link", placeholder: placeholder, submitTitle: "Open")
        self.onOpen = onOpen
        super.init()
        title = "Open link"
        modalPresentationStyle = .pageSheet
    }

    /// The field, the live plan, and the examples.
    public override func loadView() {
        field.setText(prefill)
        text = field.text
        field.onChange = { [weak self] in self?.text = $0; self?.setNeedsDisplay() }
        field.onSubmit = { [weak self] value in self?.onOpen(value) }
        var views: [View] = [
            field,
            Label { [weak self] in self?.planText ?? "" },
        ]
        if !examples.isEmpty { views.append(HintLabel("Try " + examples.joined(separator: ", "))) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 0, views)
    }

    private var planText: String {
        var lines: [String] = []
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty || trimmed == prefill.trimmingSpaces {
            lines.append("Type a link; what it would do shows here.")
        } else {
            // The verdict first (the link itself is in the field above), then the plugin and
            // the gates: on a small terminal the sheet cuts the bottom lines, never the verdict.
            let plan = manager.dryRun(url: trimmed).description.split(separator: "\n").map(String.init)
            lines += plan.filter { $0.hasPrefix("→") } + plan.filter { !$0.hasPrefix("→") && !$0.hasPrefix("link: ") }
        }
        let pending = manager.pendingLinks
        lines.append("pending: " + (pending.isEmpty ? "none" : pending.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
