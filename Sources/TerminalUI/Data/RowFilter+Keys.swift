import TerminalCore

// The filter's keys, declared once with their actions, and its row at the bottom of the view.
extension RowFilter {
    /// The filter's keys outside typing: `/` and, while a filter shows, Esc. `busy`: the view
    /// offers Esc itself (a table's "Cancel" while it works); `available`: the view has a filter
    /// and room for its row.
    func bindings(available: Bool, busy: Bool) -> [KeyBinding] {
        guard available else { return [] }
        var bindings = [KeyBinding(.char("/"), title: "Filter") { [weak self] in self?.begin() }]
        if let escape = escapeBinding(busy: busy), state.isActive || isWorking { bindings.append(escape) }
        return bindings
    }

    /// The keys while the filter is typed: Enter keeps it, Esc clears it (or cancels its pass),
    /// `move` moves the selection through the matches when more than one shows (↑↓ in the
    /// footer, PageUp/PageDown and Home/End in the help), Backspace and Ctrl+U delete. Every
    /// other printable key types (`type(_:)`).
    func editingBindings(count: Int, busy: Bool, move: @escaping @MainActor (KeyEvent) -> Void) -> [KeyBinding] {
        var bindings: [KeyBinding] = []
        if isWorking, let escape = escapeBinding(busy: busy) { bindings.append(escape) }
        bindings.append(KeyBinding(.enter, title: "Keep filter") { [weak self] in self?.keep() })
        if !isWorking, let escape = escapeBinding(busy: busy) { bindings.append(escape) }
        if count > 1 {
            bindings.append(KeyBinding(keys: [.up, .down], title: "Move", label: "↑↓", keyAction: move))
            bindings.append(KeyBinding(keys: [.pageUp, .pageDown], title: "Page up / down", label: "PgUp PgDn", isVisible: false, keyAction: move))
            bindings.append(KeyBinding(keys: [.home, .end], title: "First / last row", label: "Home End", isVisible: false, keyAction: move))
        }
        bindings.append(KeyBinding(.backspace, title: "Delete", isVisible: false) { [weak self] in self?.deleteBackward() })
        bindings.append(KeyBinding(.ctrl("u"), title: "Erase", isVisible: false) { [weak self] in self?.erase() })
        return bindings
    }

    /// A key for the filtering view: while the filter is typed, a printable key types;
    /// otherwise the view's bindings (`bindings`, its `keyBindings`) have it, and while the
    /// filter is typed it takes the keys they leave.
    func handleKey(_ event: KeyEvent, bindings: (KeyEvent) -> Bool) -> Bool {
        if state.isEditing, event.printableCharacter != nil { return type(event) }
        return bindings(event) || type(event)
    }

    /// Esc: cancels the pass that runs, else clears the filter; nil when the view offers Esc.
    private func escapeBinding(busy: Bool) -> KeyBinding? {
        guard !busy else { return nil }
        if isWorking { return KeyBinding(.escape, title: "Cancel") { [weak self] in self?.cancel() } }
        return KeyBinding(.escape, title: "Clear filter") { [weak self] in self?.clear() }
    }

    /// Draws the filter row in `rect` (one row): `/`, the text typed and how many of `total` rows
    /// match, or `counter` (a table's sort progress), or a pass's progress.
    func drawRow(in rect: Rect, canvas: inout Canvas, context: RenderContext, total: Int, isFocused: Bool, counter: String? = nil) {
        state.drawRow(in: rect, canvas: &canvas, context: context, total: total, isFocused: isFocused, counter: counter ?? progressText)
    }

    /// Puts the characters of `text` that match the filter in bold and underlined.
    func highlight(_ text: String, at origin: Point, maxWidth: Int, in canvas: inout Canvas) {
        state.highlight(text, at: origin, maxWidth: maxWidth, in: &canvas)
    }
}
