import TerminalCore

/// Text, wrapped to its width (or cut with an ellipsis when `wraps` is false).
///
/// ![The Gallery's basics screen: labels, a spinner and buttons.](gallery-basics)
///
/// ```swift
/// let status = Label("Not saved yet")
/// let save = Button("Save") { status.text = "Saved" }
/// ```
@MainActor
open class Label: View {
    /// Where a line sits in the label's width.
    public enum Alignment: Sendable { case leading, center, trailing }

    /// The text (ignored while `textProvider` is set).
    public var text: String { didSet { setNeedsDisplay() } }
    /// The style (nil: the theme's text style).
    public var style: Style?
    /// How each line is aligned.
    public var alignment: Alignment
    /// Whether long lines wrap (otherwise they are cut).
    public var wraps: Bool
    /// Reads text from a closure each frame (for example from an `@Observable` model), so the
    /// screen re-renders when what it read changes.
    public var textProvider: (@MainActor () -> String)?

    /// A label showing `text`.
    public init(_ text: String = "", style: Style? = nil, alignment: Alignment = .leading, wraps: Bool = true) {
        self.text = text
        self.style = style
        self.alignment = alignment
        self.wraps = wraps
        super.init()
    }

    /// A label whose text is read from `provider` every frame.
    public convenience init(style: Style? = nil, alignment: Alignment = .leading, wraps: Bool = true, _ provider: @escaping @MainActor () -> String) {
        self.init("", style: style, alignment: alignment, wraps: wraps)
        self.textProvider = provider
    }

    var currentText: String {
        guard let textProvider else { return text }
        // Within one frame the provider is asked once (sizing asks several times, then drawing).
        guard let pass = viewController?.window?.layoutPass else { return textProvider() }
        if let provided, provided.pass == pass { return provided.text }
        let text = textProvider()
        provided = (pass, text)
        return text
    }

    /// The provider's text as read in a frame (see `Window.layoutPass`).
    private var provided: (pass: UInt64, text: String)?

    /// The last wrapping: laying out a frame asks for it several times (sizes, then drawing),
    /// and most frames show the same text at the same width as the one before.
    private var wrapping: (text: String, width: Int, wraps: Bool, lines: [String], widths: [Int])?
    /// The lines of `wrapping`, measured and encoded for drawing (see `prepareToDraw()`).
    private var preparedLines: [PreparedText]?

    func displayLines(width: Int) -> [String] {
        wrapped(width: width).lines
    }

    /// The lines at `width` and the columns each takes, from the cache when the text, the width
    /// and `wraps` are what they were.
    private func wrapped(width: Int) -> (lines: [String], widths: [Int]) {
        let content = currentText
        if let wrapping, wrapping.width == width, wrapping.wraps == wraps, wrapping.text == content {
            return (wrapping.lines, wrapping.widths)
        }
        let lines = wrappedLines(width: width, of: content)
        let widths = lines.map(\.displayWidth)
        wrapping = (content, width, wraps, lines, widths)
        preparedLines = nil
        return (lines, widths)
    }

    /// `content` (the current text) wrapped, or cut, to `width`.
    private func wrappedLines(width: Int, of content: String? = nil) -> [String] {
        let content = content ?? currentText
        guard !content.isEmpty else { return [] }
        return wraps ? content.wrapped(toWidth: width) : content.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).truncated(toWidth: width) }
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: displayLines(width: max(1, size.width)).count)
    }

    /// Its drawing only writes cells (and the cursor).
    open override var drawsOnlyCells: Bool { true }

    /// Wraps the text to the frame's width and measures and encodes the lines for drawing.
    open override func prepareToDraw() {
        let lines = wrapped(width: max(1, frame.width)).lines
        if preparedLines == nil { preparedLines = lines.map(PreparedText.init) }
    }

    open override var inspectorSummary: String? { View.inspectorQuoted(text) }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let width = max(1, frame.width)
        let style = style ?? context.theme.text
        let widths: [Int]
        let prepared: [PreparedText]
        // As laid out for this frame (a provider's text is read once a frame, by the layout).
        if let wrapping, let preparedLines, wrapping.width == width, wrapping.wraps == wraps,
           textProvider != nil || wrapping.text == text {
            (widths, prepared) = (wrapping.widths, preparedLines)
        } else {
            // Not as laid out (drawn without a layout): wrapped for this drawing only.
            let lines = wrappedLines(width: width)
            (widths, prepared) = (lines.map(\.displayWidth), lines.map(PreparedText.init))
        }
        for (index, line) in prepared.prefix(frame.height).enumerated() {
            let width = widths[index]
            let x: Int
            switch alignment {
            case .leading: x = frame.minX
            case .center: x = frame.minX + max(0, (frame.width - width) / 2)
            case .trailing: x = frame.minX + max(0, frame.width - width)
            }
            canvas.write(line, at: Point(x: x, y: frame.minY + index), style: style, maxWidth: frame.maxX - x)
        }
    }
}

/// Empty rows, for spacing in a stack.
///
/// ![The Gallery's secure field screen, a blank row between its fields and its status.](gallery-secure-field)
///
/// ```swift
/// let screen = PaddedScreen(title: "Sign in", spacing: 0, [
///     TextField("Password", isSecure: true),
///     Spacer(),
///     Label("Enter signs in"),
/// ])
/// ```
@MainActor
public final class Spacer: View {
    /// The rows the spacer takes when not flexible.
    public let height: Int
    private let flexible: Bool

    /// A spacer of `height` rows; a flexible one takes the spare room instead.
    public init(height: Int = 1, flexible: Bool = false) {
        self.height = height
        self.flexible = flexible
        super.init()
    }

    public override var isFlexible: Bool { flexible }
    public override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: flexible ? 0 : height) }
}
