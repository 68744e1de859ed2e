import TerminalCore

/// A button: Enter or Space runs its action while it is focused.
///
/// ![The Gallery's basics screen: three buttons, the last destructive.](gallery-basics)
///
/// ```swift
/// let save = Button("Save") { status.text = "Saved" }
/// let delete = Button("Delete", isDestructive: true) { status.text = "Deleted" }
/// ```
@MainActor
open class Button: Control {
    /// The button's text.
    public var title: String { didSet { setNeedsDisplay() } }
    /// What Enter (or a click) does.
    public var action: @MainActor () -> Void
    /// Drawn in the destructive style.
    public var isDestructive: Bool

    /// A button titled `title`.
    public init(_ title: String, isDestructive: Bool = false, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.isDestructive = isDestructive
        self.action = action
        super.init()
    }

    /// A click focuses the button and runs its action, as Enter does.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard focusIfClicked(event) else { return false }
        action()
        return true
    }

    open override var controlBindings: [KeyBinding] {
        [KeyBinding(.enter, .space, title: title) { [weak self] in self?.action() }]
    }

    open override var inspectorSummary: String? { View.inspectorQuoted(title) }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var style = !isEnabled ? theme.secondaryText : isDestructive ? theme.destructive : theme.button
        if isFocused { style = style.adding([.reverse, .bold]) }
        let x = drawMarker(in: &canvas, context: context)
        canvas.write("[ \(title) ]", at: Point(x: x, y: frame.minY), style: style, maxWidth: frame.maxX - x)
    }
}
