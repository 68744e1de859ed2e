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
        field.setText("shop://")
        text = field.text
        field.onChange = { [weak self] in self?.text = $0; self?.setNeedsDisplay() }
        field.onSubmit = { [weak self] value in self?.onOpen(value) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 0, [
            field,
            Label { [weak self] in self?.planText ?? "" },
            hint("Try shop://product/42, shop://order/1001, shop://tab/profile, shop://order/1001/tracking, shop://settings, shop://promo/SPRING"),
        ])
    }

    private var planText: String {
        var lines: [String] = []
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty || trimmed == "shop://" {
            lines.append("Type a link; what it would do shows here.")
        } else {
            lines += manager.dryRun(url: trimmed).consoleLines
        }
        let pending = manager.pendingLinks
        lines.append("pending: " + (pending.isEmpty ? "none" : pending.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }
}
