import TerminalCore

/// A stack that keeps what matters on small terminals (40×12 must work fully): when rows run out
/// it drops its hints first, then the blank rows, then its top padding.
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
        let hints = subviews.filter(\.hidesFirstWhenCramped)
        hints.forEach { $0.isHidden = false }
        spacing = roomySpacing
        topPadding = roomyTopPadding
        // Whether it fits is asked up to a dozen times below; each subview's height is asked
        // once, when a fit first counts it (hiding a hint changes no other subview's height).
        let inner = Size(width: max(0, frame.width - 2 * horizontalPadding), height: frame.height)
        var heights = [Int?](repeating: nil, count: subviews.count)
        func fits() -> Bool {
            var total = topPadding
            var visible = 0
            for (index, view) in subviews.enumerated() where !view.isHidden {
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
        for hint in hints.reversed() where !fits() { hint.isHidden = true }
        if !fits() {
            spacing = 0
            showHintsWhileTheyFit(hints, fits)
        }
        if !fits() {
            topPadding = 0
            showHintsWhileTheyFit(hints, fits)
        }
        super.layoutSubviews()
    }

    private func showHintsWhileTheyFit(_ hints: [View], _ fits: () -> Bool) {
        for hint in hints where hint.isHidden {
            hint.isHidden = false
            if !fits() {
                hint.isHidden = true
                return
            }
        }
    }
}
