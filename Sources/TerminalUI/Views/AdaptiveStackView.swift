import TerminalCore

/// A stack that keeps what matters on small terminals (40×12 must work fully): when rows run out
/// it drops its hints first, then the blank rows, then its top padding; still short, it scrolls
/// so that a group of controls holding the focus is in view (a sheet's last control is reached,
/// never dropped).
///
/// ![The Gallery's widget list, stacked by an AdaptiveStackView.](gallery-list)
///
/// ```swift
/// view = AdaptiveStackView(spacing: 1, horizontalPadding: 2, topPadding: 1, [
///     Label("Your order shipped."),
///     HintLabel("Esc goes back."),
///     ActionList([.init(title: "Track it", detail: nil) { track() }]),
/// ])
/// ```
@MainActor
open class AdaptiveStackView: StackView {
    /// The rows a flexible subview (a list) keeps at least when the stack is short of room.
    package static let minimumFlexibleRows = 3

    private let roomySpacing: Int
    private let roomyTopPadding: Int
    /// The first row shown (a `RowCursor`'s offset) while the subviews do not fit even without
    /// hints, blank rows and padding.
    private var scrollPosition = RowCursor()

    /// A stack whose roomy layout has `spacing` blank rows between subviews and `topPadding`
    /// blank rows above them, `horizontalPadding` columns on each side.
    public override init(spacing: Int = 0, horizontalPadding: Int = 1, topPadding: Int = 0, _ views: [View] = []) {
        roomySpacing = spacing
        roomyTopPadding = topPadding
        super.init(spacing: spacing, horizontalPadding: horizontalPadding, topPadding: topPadding, views)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let inner = Size(width: max(0, size.width - 2 * horizontalPadding), height: size.height)
        let shown = subviews.filter { !$0.isHidden || $0.hidesFirstWhenCramped }
        let heights = shown.map { $0.sizeThatFits(inner).height }
        let total = heights.reduce(roomyTopPadding, +) + max(0, shown.count - 1) * roomySpacing
        return Size(width: size.width, height: total)
    }

    open override func layoutSubviews() {
        // Which hints show is worked out on flags, then set once: hiding a hint and showing it
        // again while fitting would mark the key bindings stale (as `isHidden` does) every frame.
        let hints = subviews.indices.filter { subviews[$0].hidesFirstWhenCramped }
        var hidden = subviews.map(\.isHidden)
        for index in hints { hidden[index] = false }
        spacing = roomySpacing
        topPadding = roomyTopPadding
        // Whether it fits is asked up to a dozen times below; each subview's height is asked
        // once, when a fit first counts it (hiding a hint changes no other subview's height).
        let inner = Size(width: max(0, frame.width - 2 * horizontalPadding), height: frame.height)
        var heights = [Int?](repeating: nil, count: subviews.count)
        func fits() -> Bool {
            var total = topPadding
            var visible = 0
            for (index, view) in subviews.enumerated() where !hidden[index] {
                let height = heights[index] ?? {
                    let height = view.sizeThatFits(inner).height
                    return view.isFlexible ? min(height, Self.minimumFlexibleRows) : height
                }()
                heights[index] = height
                total += height
                visible += 1
            }
            return total + max(0, visible - 1) * spacing <= frame.height
        }
        func showHintsWhileTheyFit() {
            for index in hints where hidden[index] {
                hidden[index] = false
                if !fits() {
                    hidden[index] = true
                    return
                }
            }
        }
        for index in hints.reversed() where !fits() { hidden[index] = true }
        if !fits() {
            spacing = 0
            showHintsWhileTheyFit()
        }
        if !fits() {
            topPadding = 0
            showHintsWhileTheyFit()
        }
        for index in hints { subviews[index].isHidden = hidden[index] }
        super.layoutSubviews()
        // A group of controls (a stack of a switch and a select) cut at the bottom while one of
        // them has the focus: the stack scrolls it into view. A control cut alone scrolls its own
        // rows (a list), and a flexible subview takes what is left by design.
        let shown = zip(subviews, heights).filter { !$0.0.isHidden }
        if let group = shown.first(where: { $0.0.allViews.dropFirst().contains { $0.isFocused } }),
           !group.0.isFlexible, group.0.frame.height < group.1 ?? 0 {
            layOutScrolled(heights: shown.map { $0.1 ?? 0 })
        } else {
            scrollPosition.offset = 0
        }
    }

    /// Places the shown subviews at `heights`, scrolled so that the one holding the focus is in
    /// view: one above the rows gets an empty frame, one cut at the bottom the rows that show.
    private func layOutScrolled(heights: [Int]) {
        let area = frame.inset(top: topPadding, left: horizontalPadding, right: horizontalPadding)
        let shown = subviews.filter { !$0.isHidden }
        var tops: [Int] = []
        var total = 0
        for height in heights {
            tops.append(total)
            total += height + spacing
        }
        total -= spacing
        if let focused = shown.firstIndex(where: { view in view.allViews.contains { $0.isFocused } }) {
            scrollPosition.reveal(tops[focused], tops[focused] + heights[focused], rows: area.height)
        }
        scrollPosition.scroll(to: scrollPosition.offset, count: total, rows: area.height)
        for (index, view) in shown.enumerated() {
            let y = area.minY + tops[index] - scrollPosition.offset
            let height = min(heights[index], area.maxY - y)
            view.frame = y >= area.minY && height > 0 ? Rect(x: area.minX, y: y, width: area.width, height: height) : .zero
        }
    }
}
