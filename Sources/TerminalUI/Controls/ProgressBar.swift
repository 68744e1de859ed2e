import TerminalCore

/// How far a task has come (UIKit's `UIProgressView`): a bar with a percentage when the
/// progress is known (`progress` in 0...1), or a block sweeping across the bar while it is not
/// (`progress` nil), turning with the application clock as a `Spinner` does.
///
/// ![The Gallery's ProgressBar screen: a determinate bar and an indeterminate one.](gallery-progress-bar)
///
/// Drawn `Title  ██████░░░░░░  50%`; it takes no focus and no keys.
///
/// ```swift
/// let download = ProgressBar("Download", progress: 0.5)
/// download.progress = nil   // indeterminate until the size is known
/// ```
///
/// Or read from a model every frame, as `Label { … }` reads its text:
///
/// ```swift
/// let upload = ProgressBar("Upload") { model.uploaded }
/// ```
@MainActor
open class ProgressBar: View {
    /// The text before the bar.
    public var title: String { didSet { setNeedsDisplay() } }
    /// The fraction done, clamped to 0...1 when drawn; nil while unknown (indeterminate).
    /// Ignored while `progressProvider` is set.
    public var progress: Double? { didSet { if progress != oldValue { setNeedsDisplay() } } }
    /// Reads the fraction done from a closure each frame (for example from an `@Observable`
    /// model), so the bar redraws when what it read changes; nil while unknown.
    public var progressProvider: (@MainActor () -> Double?)? { didSet { setNeedsDisplay() } }
    /// Columns kept for the title, so bars stacked in a form line up (0: the title's width).
    public var titleWidth = 0

    /// A bar titled `title` at `progress` (nil: indeterminate).
    public init(_ title: String = "", progress: Double? = 0) {
        self.title = title
        self.progress = progress
        super.init()
    }

    /// A bar titled `title` whose progress is read from `provider` every frame (nil:
    /// indeterminate).
    public convenience init(_ title: String = "", _ provider: @escaping @MainActor () -> Double?) {
        self.init(title, progress: nil)
        self.progressProvider = provider
    }

    /// The fraction shown: the provider's, or `progress`.
    private var currentProgress: Double? {
        guard let progressProvider else { return progress }
        return progressProvider()
    }

    /// The whole percentage shown for `progress` (nil when indeterminate): rounded down, so
    /// 100 % means done; NaN counts as 0.
    public var percentage: Int? { Self.percentage(of: currentProgress) }

    private static func percentage(of progress: Double?) -> Int? {
        guard let progress else { return nil }
        return Int((clamped(progress) * 100).rounded(.down))
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    /// How long one cell of the sweeping block lasts.
    static let sweepStep = Duration.milliseconds(100)

    open override var inspectorSummary: String? { "\(View.inspectorQuoted(title)) = \(percentage.map { "\($0) %" } ?? "indeterminate")" }

    open override func draw(in canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        var x = frame.minX + 2
        if !title.isEmpty {
            let padded = title + String(repeating: " ", count: max(0, titleWidth - title.displayWidth)) + "  "
            x += canvas.write(padded, at: Point(x: x, y: frame.minY), style: theme.text, maxWidth: frame.maxX - x)
        }
        let progress = currentProgress
        let label = Self.percentage(of: progress).map { String(repeating: " ", count: $0 < 10 ? 2 : $0 < 100 ? 1 : 0) + "\($0)%" } ?? " …"
        let barWidth = max(0, frame.maxX - x - label.count - 1)
        guard barWidth > 0 else {
            canvas.write(label, at: Point(x: x, y: frame.minY), style: theme.accent, maxWidth: frame.maxX - x)
            return
        }
        if let progress {
            let filled = Int((Self.clamped(progress) * Double(barWidth)).rounded(.down))
            canvas.write(String(repeating: "█", count: filled), at: Point(x: x, y: frame.minY), style: theme.accent)
            canvas.write(String(repeating: "░", count: barWidth - filled), at: Point(x: x + filled, y: frame.minY), style: theme.secondaryText)
        } else {
            // A block of a quarter of the bar, bouncing from end to end.
            let block = max(1, barWidth / 4)
            let travel = max(1, barWidth - block)
            let tick = Int(context.now / Self.sweepStep) % (2 * travel)
            let start = tick < travel ? tick : 2 * travel - tick
            canvas.write(String(repeating: "░", count: barWidth), at: Point(x: x, y: frame.minY), style: theme.secondaryText)
            canvas.write(String(repeating: "█", count: block), at: Point(x: x + start, y: frame.minY), style: theme.accent)
            context.requestRedraw(after: Self.sweepStep)
        }
        canvas.write(" " + label, at: Point(x: x + barWidth, y: frame.minY), style: theme.accent, maxWidth: frame.maxX - x - barWidth)
    }
}
