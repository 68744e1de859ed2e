import LCoordinator

/// A row of bars, one per sample (`▁▂▃▄▅▆▇█`, scaled to the largest), under a title that says
/// the last sample and the largest: ← and → walk the samples, saying the chosen one, as a click
/// on a bar or the wheel does.
///
/// It redraws alone: `append(_:)` asks for a frame in which only the sparkline changed
/// (`setNeedsRedraw()`), and the window draws it again into the frame it kept, laying out
/// and drawing nothing else. That holds because its size never depends on its samples.
///
/// ```swift
/// let load = Sparkline("CPU", capacity: 40)
/// load.append(42)
/// ```
public final class Sparkline: Control {
    /// The title, before what the samples say.
    public var title: String { didSet { setNeedsDisplay() } }
    /// The samples, oldest first, at most `capacity`.
    public private(set) var samples: [Int] = []
    /// How many samples it keeps (at least 1): an append past it drops the oldest.
    public let capacity: Int
    /// The sample ← and → chose (an index in `samples`); nil: the last one, following appends.
    public private(set) var selectedIndex: Int?
    /// Counts the changes of the samples, for `redrawState`.
    private var version = 0

    /// A sparkline titled `title` keeping the last `capacity` samples.
    public init(_ title: String, capacity: Int = 60, samples: [Int] = []) {
        self.title = title
        self.capacity = max(1, capacity)
        self.samples = Array(samples.suffix(self.capacity))
        super.init()
    }

    /// Adds `sample` (negative counts as 0) after the others, dropping the oldest past
    /// `capacity`, and redraws the sparkline alone.
    public func append(_ sample: Int) {
        samples.append(max(0, sample))
        if samples.count > capacity {
            samples.removeFirst(samples.count - capacity)
            if let selected = selectedIndex { selectedIndex = selected > 0 ? selected - 1 : nil }
        }
        version &+= 1
        setNeedsRedraw()
    }

    /// Chooses sample `index` (clamped to the samples) as the user would; nothing while disabled.
    public func select(_ index: Int) {
        guard !samples.isEmpty else { return }
        perform { selectedIndex = min(max(0, index), samples.count - 1) }
    }

    private var shownIndex: Int { selectedIndex ?? samples.count - 1 }

    // MARK: - Keys and mouse

    public override var controlBindings: [KeyBinding] {
        [
            KeyBinding(.left, title: "Sample", label: "←→") { [weak self] in self.map { $0.select($0.shownIndex - 1) } },
            KeyBinding(.right, title: "Next sample", label: "→", isVisible: false) { [weak self] in self.map { $0.select($0.shownIndex + 1) } },
        ]
    }

    /// A click focuses the sparkline and chooses the bar under the pointer; the wheel walks
    /// the samples.
    public override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .click:
            focusIfClicked(event)
            let first = samples.count - shownCount
            let column = event.position.x - frame.minX - 2
            if event.position.y == frame.minY + 1, column >= 0, column < shownCount { select(first + column) }
        case .scrollUp: select(shownIndex - 1)
        case .scrollDown: select(shownIndex + 1)
        }
        return true
    }

    // MARK: - Drawing and redrawing alone

    /// Two rows, whatever the samples: the title's and the bars'.
    public override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 2) }

    /// Its drawing depends only on its samples, focus and frame, and its size never changes.
    public override var redrawsAlone: Bool { true }

    /// What it shows: the samples' version, the chosen sample and the focus.
    public override var redrawState: RedrawState? {
        RedrawState(rowCount: samples.count, selectedIndex: shownIndex, isFocused: isFocused, contentVersion: version)
    }

    /// How many bars fit (the newest ones).
    private var shownCount: Int { min(samples.count, max(0, frame.width - 2)) }

    private static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = drawMarker(in: &canvas, context: context)
        x += canvas.write(title + "  ", at: Point(x: x, y: frame.minY), style: textStyle(theme), maxWidth: frame.maxX - x)
        canvas.write(summary, at: Point(x: x, y: frame.minY), style: theme.secondaryText, maxWidth: frame.maxX - x)
        guard frame.height > 1, !samples.isEmpty else { return }
        let largest = max(1, samples.max() ?? 1)
        let first = samples.count - shownCount
        for column in 0..<shownCount {
            let sample = samples[first + column]
            let bar = Self.bars[min(Self.bars.count - 1, sample * (Self.bars.count - 1) / largest)]
            var style = isEnabled ? theme.accent : theme.secondaryText
            if isFocused, first + column == shownIndex { style = style.adding(.reverse) }
            canvas.put(bar, at: Point(x: frame.minX + 2 + column, y: frame.minY + 1), style: style)
        }
    }

    /// `now 42 · max 97`, or `#3 = 42 · max 97` for a chosen sample; `no samples` without any.
    private var summary: String {
        guard !samples.isEmpty else { return "no samples" }
        let largest = samples.max() ?? 0
        guard let selectedIndex else { return "now \(samples[samples.count - 1]) · max \(largest)" }
        return "#\(selectedIndex + 1) = \(samples[selectedIndex]) · max \(largest)"
    }

    public override var inspectorSummary: String? {
        "\(View.inspectorQuoted(title)) = \(summary), \(samples.count) samples"
    }
}
