import TerminalCore

/// Shows a content view taller than its frame, a part at a time, with a scroll indicator on
/// the right. PageUp, PageDown, Home and End (when the focused control does not take them) and
/// the mouse wheel scroll it; the focused control inside is kept in view as focus moves.
///
/// ```swift
/// let form = StackView([Label("Name"), TextField("Name"), Label(longTerms), Button("Accept") {}])
/// screen.view = ScrollView(form)
/// ```
///
/// A scroll view with no focusable control inside takes the focus itself, and then Up and
/// Down (k/j) scroll it a line.
@MainActor
open class ScrollView: Control {
    /// The view scrolled.
    public let contentView: View
    /// How many rows of the content are scrolled above the frame.
    public var contentOffset: Int { scrollPosition.offset }
    /// The scroll position (a `RowCursor`'s offset: a scroll view selects no row).
    private var scrollPosition = RowCursor()

    /// The content's height at the last layout.
    public private(set) var contentHeight = 0
    /// The focused view the last layout kept in view: a new one is scrolled to.
    private weak var keptInView: View?
    /// Whether the content was taller than the frame at the last layout (the keys follow it).
    private var overflowsAtLastLayout = false

    /// A scroll view of `content`.
    public init(_ content: View) {
        contentView = content
        super.init()
        addSubview(content)
    }

    open override var isFlexible: Bool { true }

    /// True when nothing inside can take the focus: the scroll view then takes it itself.
    open override var canBecomeFocused: Bool {
        guard isEnabled else { return false }
        for view in contentView.allViews where view.canBecomeFocused && !view.isHidden { return false }
        return true
    }

    /// The rows the content shows at once.
    private var pageHeight: Int { max(1, frame.height) }

    /// The largest offset: the content's last row at the frame's bottom.
    private var maxOffset: Int { max(0, contentHeight - frame.height) }

    /// Scrolls so content row `offset` is at the top (clamped).
    public func scroll(toOffset offset: Int) {
        let before = scrollPosition.offset
        scrollPosition.scroll(to: offset, count: contentHeight, rows: frame.height)
        guard scrollPosition.offset != before else { return }
        // The content moves (a frame), but no binding: they follow the overflow and the focus.
        hostingWindow?.needsDisplay = true
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        contentView.sizeThatFits(Size(width: max(1, size.width - 1), height: View.unlimitedHeight))
    }

    /// Places the content at its full height, shifted up by the offset; when focus moved to a
    /// control inside, first scrolls so that control shows.
    open override func layoutSubviews() {
        let width = max(1, frame.width - 1)
        contentHeight = contentView.sizeThatFits(Size(width: width, height: View.unlimitedHeight)).height
        let focused = viewController?.focusScope.effectiveFocusedView
        if let focused, focused !== keptInView, focused !== self, isInsideContent(focused) {
            // Lay the content out unscrolled (no drawing) to learn where the control is.
            contentView.frame = Rect(x: frame.minX, y: frame.minY, width: width, height: contentHeight)
            contentView.layOut(clip: contentView.frame, drawsCells: false)
            let top = focused.frame.minY - frame.minY
            let bottom = top + max(1, focused.frame.height)
            scrollPosition.reveal(top, bottom, rows: pageHeight)
        }
        keptInView = focused
        // The bindings follow whether the content overflows, known only now: bindings read
        // before this layout (a tape's key coverage after an event) must not outlive it.
        if (maxOffset > 0) != overflowsAtLastLayout {
            overflowsAtLastLayout = maxOffset > 0
            invalidateKeyBindings()
        }
        scrollPosition.scroll(to: scrollPosition.offset, count: contentHeight, rows: frame.height)
        contentView.frame = Rect(x: frame.minX, y: frame.minY - contentOffset, width: width, height: contentHeight)
    }

    private func isInsideContent(_ view: View) -> Bool {
        var current: View? = view
        while let at = current {
            if at === contentView { return true }
            current = at.superview
        }
        return false
    }

    // MARK: - Keys and mouse

    /// The scrolling bindings, one set while focused (↑↓ too) and one while not.
    private var scrollBindings = OwnKeyBindings<Bool>()

    open override var keyBindings: [KeyBinding] {
        get {
            let bindings = super.keyBindings
            guard isEnabled, maxOffset > 0 else { return bindings }
            let focused = isFocused
            return bindings.followed(by: scrollBindings.bindings(for: focused) { makeScrollBindings(focused: focused) })
        }
        set { super.keyBindings = newValue }
    }

    /// The keys that scroll (their action reads the offset when it runs); ↑↓ (k j) scroll only
    /// while focused: unfocused, they are the screen's (a form's fields).
    private func makeScrollBindings(focused: Bool) -> [KeyBinding] {
        RowScroller.moveBindings(title: "Scroll", edgesTitle: "Top / bottom", arrows: focused, pageIsVisible: focused) { [weak self] key in
            guard let self, let target = RowScroller.target(of: key, from: contentOffset, page: RowScroller.page(rows: pageHeight), last: maxOffset) else {
                return
            }
            scroll(toOffset: target)
            lastKeyKeptKeyBindings = true
        }
    }

    /// The wheel scrolls three rows a notch; a click focuses the scroll view when it takes focus.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .click: return focusIfClicked(event)
        case .scrollUp: scroll(toOffset: contentOffset - 3)
        case .scrollDown: scroll(toOffset: contentOffset + 3)
        }
        return true
    }

    // MARK: - Drawing

    /// The scroll indicator: a track in the right column, the thumb where the frame is.
    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        guard contentHeight > frame.height, frame.height > 0 else { return }
        RowScroller.drawIndicator(in: &canvas, x: frame.maxX - 1, top: frame.minY, rows: frame.height, total: contentHeight,
                                  offset: contentOffset, theme: context.theme)
    }
}
