import TerminalCore

/// Tabs inside one screen (UIKit's `UISegmentedControl`): one segment of several is chosen;
/// Left and Right choose the one beside it, as a click on a segment does. The screen shows
/// what the chosen segment stands for (see `onChange`).
///
/// ![The Gallery's SegmentedControl screen.](gallery-segmented-control)
///
/// Drawn ` Day │[Week]│ Month `: the chosen segment in brackets, so it reads without colour.
///
/// ```swift
/// let period = SegmentedControl(["Day", "Week", "Month"], selectedIndex: 1)
/// period.onChange = { index in chart.period = index }
/// ```
@MainActor
open class SegmentedControl: Control {
    /// The segments' titles, left to right.
    public var segments: [String] { didSet { selectedIndex = min(selectedIndex, max(0, segments.count - 1)); setNeedsDisplay() } }
    /// The chosen segment. Set from code, it is clamped to the segments, redraws and does not
    /// call `onChange`.
    public var selectedIndex: Int {
        didSet {
            selectedIndex = min(max(0, selectedIndex), max(0, segments.count - 1))
            if selectedIndex != oldValue { setNeedsDisplay() }
        }
    }
    /// Called with the index of the segment the user chose.
    public var onChange: (@MainActor (Int) -> Void)?

    /// A control of `segments` with `selectedIndex` chosen.
    public init(_ segments: [String], selectedIndex: Int = 0) {
        self.segments = segments
        self.selectedIndex = min(max(0, selectedIndex), max(0, segments.count - 1))
        super.init()
    }

    /// Chooses segment `index` as the user would (calls `onChange` when it changes); nothing
    /// while disabled or for an index out of range.
    public func select(_ index: Int) {
        guard segments.indices.contains(index), index != selectedIndex else { return }
        perform {
            selectedIndex = index
            onChange?(index)
        }
    }

    open override var controlBindings: [KeyBinding] { chooseBindings }

    /// ←→ "Choose", made once: one footer entry for both keys, which the action tells apart
    /// (reading the choice when it runs).
    private lazy var chooseBindings = [KeyBinding(keys: [.left, .right], title: "Choose", label: "←→") { [weak self] key in
        guard let self else { return }
        select(selectedIndex + (key == .left ? -1 : 1))
    }]

    /// The columns each segment is drawn in, after the focus mark.
    private func segmentColumns() -> [Range<Int>] {
        var x = frame.minX + 2
        var columns: [Range<Int>] = []
        for segment in segments {
            let width = segment.displayWidth + 2
            columns.append(x..<x + width)
            x += width + 1
        }
        return columns
    }

    /// A click on a segment focuses the control and chooses that segment.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard focusIfClicked(event) else { return false }
        if let index = segmentColumns().firstIndex(where: { $0.contains(event.position.x) }) { select(index) }
        return true
    }

    open override var growsBottomSheetToScreen: Bool { true }

    open override var inspectorSummary: String? {
        "= \(segments.indices.contains(selectedIndex) ? View.inspectorQuoted(segments[selectedIndex]) : "none") of \(segments.count)"
    }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        drawMarker(in: &canvas, context: context)
        for (index, (segment, columns)) in zip(segments, segmentColumns()).enumerated() {
            guard columns.lowerBound < frame.maxX else { break }
            let isChosen = index == selectedIndex
            let text = isChosen ? "[\(segment)]" : " \(segment) "
            var style = isChosen && isEnabled ? theme.selectedTab : textStyle(theme)
            if isChosen && !isFocused { style = theme.accent }
            canvas.write(text, at: Point(x: columns.lowerBound, y: frame.minY), style: style, maxWidth: frame.maxX - columns.lowerBound)
            if index < segments.count - 1, columns.upperBound < frame.maxX {
                canvas.write("│", at: Point(x: columns.upperBound, y: frame.minY), style: theme.secondaryText)
            }
        }
    }
}
