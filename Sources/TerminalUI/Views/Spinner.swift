import TerminalCore

/// An animated activity indicator with a message; it reads the application clock.
///
/// ![The Gallery's basics screen: a spinner syncing.](gallery-basics)
///
/// ```swift
/// let spinner = Spinner(message: "Syncing…")
/// let stop = Button("Stop syncing") { [weak spinner] in spinner?.isAnimating = false }
/// ```
@MainActor
open class Spinner: View {
    /// The text after the spinner.
    public var message: String { didSet { setNeedsDisplay() } }
    /// Whether the spinner turns.
    public var isAnimating = true { didSet { setNeedsDisplay() } }

    /// A spinner saying `message`.
    public init(message: String = "Loading…") {
        self.message = message
        super.init()
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    open override var inspectorSummary: String? { "\(View.inspectorQuoted(message))\(isAnimating ? "" : " (stopped)")" }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        guard isAnimating else { return }
        let text = "\(LoadingOverlay.frame(at: context.now)) \(message)"
        canvas.write(text, at: frame.origin, style: context.theme.accent, maxWidth: frame.width)
        context.requestRedraw(after: LoadingOverlay.untilNextFrame(at: context.now))
    }
}
