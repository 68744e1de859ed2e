import TerminalCore

/// Lays out its subviews top to bottom: fixed ones at the height they ask for, flexible ones
/// (`isFlexible`, such as lists) sharing what is left.
///
/// ![The Gallery's widget list, a stack of views.](gallery-list)
///
/// ```swift
/// let stack = StackView(spacing: 1, horizontalPadding: 1, topPadding: 0, [
///     Label("Orders"),
///     ListView(items: [ListItem("Desk Lamp"), ListItem("Notebook")], activateTitle: "Open"),
/// ])
/// ```
@MainActor
open class StackView: View {
    /// Empty rows between subviews.
    public var spacing: Int
    /// Empty columns on the left and right.
    public var horizontalPadding: Int
    /// Empty rows above the first subview.
    public var topPadding: Int

    /// A vertical stack of `views`.
    public init(spacing: Int = 0, horizontalPadding: Int = 1, topPadding: Int = 0, _ views: [View] = []) {
        self.spacing = spacing
        self.horizontalPadding = horizontalPadding
        self.topPadding = topPadding
        super.init()
        views.forEach(addSubview)
    }

    open override var isFlexible: Bool { subviews.contains { $0.isFlexible && !$0.isHidden } }

    open override func sizeThatFits(_ size: Size) -> Size {
        let inner = Size(width: max(0, size.width - 2 * horizontalPadding), height: size.height)
        let visible = subviews.filter { !$0.isHidden }
        let heights = visible.map { $0.sizeThatFits(inner).height }
        let total = heights.reduce(topPadding, +) + max(0, visible.count - 1) * spacing
        return Size(width: size.width, height: total)
    }

    open override func layoutSubviews() {
        let area = frame.inset(top: topPadding, left: horizontalPadding, right: horizontalPadding)
        let visible = subviews.filter { !$0.isHidden }
        let fixedHeights = visible.map { $0.isFlexible ? 0 : $0.sizeThatFits(area.size).height }
        let flexibleCount = visible.filter(\.isFlexible).count
        let used = fixedHeights.reduce(0, +) + max(0, visible.count - 1) * spacing
        let spare = max(0, area.height - used)
        var flexibleShare = flexibleCount > 0 ? spare / flexibleCount : 0
        var flexibleExtra = flexibleCount > 0 ? spare % flexibleCount : 0
        var y = area.minY
        for (index, view) in visible.enumerated() {
            var height = fixedHeights[index]
            if view.isFlexible {
                height = flexibleShare + (flexibleExtra > 0 ? 1 : 0)
                if flexibleExtra > 0 { flexibleExtra -= 1 }
            }
            let clamped = max(0, min(height, area.maxY - y))
            view.frame = Rect(x: area.minX, y: y, width: area.width, height: clamped)
            y += clamped + spacing
        }
        flexibleShare = 0
    }
}
