import LCoordinator
import TerminalCore
import TerminalUI

/// The `:` prompt: type a link; below it, live, what the manager would do (its plan's steps,
/// the matched route pattern and typed parameters, plugin, gates) and the pending queue. Enter opens it, Esc closes.
@MainActor
final class DeeplinkConsoleViewController: ViewController {
    private let manager: DeeplinkManager
    private let field = TextField(label: "Link", placeholder: "shop://product/42", submitTitle: "Open")
    private let onOpen: @MainActor (String) -> Void
    private var text = ""

    init(manager: DeeplinkManager, onOpen: @escaping @MainActor (String) -> Void) {
        self.manager = manager
        self.onOpen = onOpen
        super.init()
        title = "Open link"
        modalPresentationStyle = .pageSheet
    }

    override func loadView() {
        field.setText(LinkConsoleInput.prefill)
        text = field.text
        field.onChange = { [weak self] in self?.text = $0; self?.setNeedsDisplay() }
        field.onSubmit = { [weak self] value in self?.onOpen(LinkConsoleInput.link(from: value)) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 0, [
            field,
            Label { [weak self] in self?.planText ?? "" },
            hint("Try shop://product/42, shop://order/1001, shop://tab/profile, shop://order/1001/tracking, shop://settings, shop://promo/SPRING"),
        ])
    }

    private var planText: String {
        var lines: [String] = []
        let trimmed = LinkConsoleInput.link(from: text)
        if trimmed.isEmpty || trimmed == LinkConsoleInput.prefill {
            lines.append("Type a link; what it would do shows here.")
        } else {
            // The verdict first (the link itself is in the field above), then the plugin and
            // the gates: on a small terminal the sheet cuts the bottom lines, never the verdict.
            let plan = manager.dryRun(url: trimmed).consoleLines
            let verdict = plan.prefix { $0.hasPrefix("→") || $0.hasPrefix("  ") }
            lines += verdict
            // A full link typed after the prefill: say which link Enter opens.
            if trimmed != text.trimmingSpaces { lines.append("opens: \(trimmed)") }
            lines += plan.dropFirst(verdict.count)
        }
        let pending = manager.pendingLinks
        lines.append("pending: " + (pending.isEmpty ? "none" : pending.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }
}
