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
open class Button: View {
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

    open override var canBecomeFocused: Bool { true }

    open override var handlesMouse: Bool { true }

    /// A click focuses the button and runs its action, as Enter does.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard focusIfClicked(event) else { return false }
        action()
        return true
    }

    open override var keyBindings: [KeyBinding] {
        get { [KeyBinding(.enter, .space, title: title) { [weak self] in self?.action() }] + super.keyBindings }
        set { super.keyBindings = newValue }
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    /// Its drawing only writes cells (and the cursor).
    package override var drawsOnlyCells: Bool { true }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var style = isDestructive ? theme.destructive : theme.button
        if isFocused { style = style.adding([.reverse, .bold]) }
        // "›" marks the focused control in text too (golden screens, screen readers).
        let marker = canvas.write(isFocused ? "› " : "  ", at: frame.origin, style: theme.accent, maxWidth: frame.width)
        canvas.write("[ \(title) ]", at: Point(x: frame.minX + marker, y: frame.minY), style: style, maxWidth: frame.width - marker)
    }
}
