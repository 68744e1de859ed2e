import TerminalCore

// The full key help: shown and hidden, scrolled by keys and the wheel, and its own keys.
extension Window {
    /// Shows or hides the full key help.
    public func toggleHelp() {
        isHelpVisible.toggle()
        help.scrollOffset = 0
        needsDisplay = true
    }

    /// Whether the help has more rows than fit (it scrolls with ↑↓, PgUp/PgDn, Home/End).
    var isHelpScrollable: Bool { isHelpVisible && help.rowCount > help.rowsShown }

    /// Scrolls the help for `event`; false when the key is not a scrolling key or moves nothing.
    func scrollHelp(for event: KeyEvent) -> Bool {
        guard isHelpScrollable else { return false }
        let last = max(0, help.rowCount - help.rowsShown)
        guard let target = RowScroller.target(of: event, from: help.scrollOffset, page: RowScroller.page(rows: help.rowsShown), last: last) else {
            return false
        }
        help.scrollPosition.scroll(to: target, count: help.rowCount, rows: help.rowsShown)
        return true
    }

    /// The help's own keys, shown in the footer while it is up: what a key does then.
    var helpKeyBindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        if isHelpScrollable {
            bindings += RowScroller.moveBindings(title: "Scroll", pageTitle: "Page", edgesTitle: "Top / bottom") { [weak self] key in
                _ = self?.scrollHelp(for: key)
            }
        }
        bindings.append(KeyBinding(.escape, title: "Close help") { [weak self] in self?.isHelpVisible = false })
        return bindings
    }

    /// A key while the help shows: the help's bindings (scrolling, Esc); any other key closes it.
    func handleHelpKey(_ event: KeyEvent) {
        for binding in helpKeyBindings where binding.matches(event) && binding.run(event) { return }
        isHelpVisible = false
    }
}
