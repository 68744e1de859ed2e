/// A screen whose view is an `AdaptiveStackView` of `views` with room around them: the
/// quickest way to a screen that stays usable at 40×12.
///
/// ![The Gallery's widget list, a PaddedScreen.](gallery-list)
///
/// ```swift
/// let screen = PaddedScreen(title: "Settings", [
///     Label("Step 1 of 3"),
///     ActionList([.init(title: "Next") { next() }]),
/// ])
/// ```
@MainActor
open class PaddedScreen: ViewController {
    private let views: [View]
    private let spacing: Int
    private let horizontalPadding: Int
    private let topPadding: Int

    /// A screen titled `title` stacking `views` with `spacing` blank rows between them,
    /// `horizontalPadding` columns on each side and `topPadding` rows above.
    public init(title: String, spacing: Int = 1, horizontalPadding: Int = 1, topPadding: Int = 1, _ views: [View]) {
        self.views = views
        self.spacing = spacing
        self.horizontalPadding = horizontalPadding
        self.topPadding = topPadding
        super.init()
        self.title = title
    }

    /// Builds the padded stack.
    open override func loadView() {
        view = AdaptiveStackView(spacing: spacing, horizontalPadding: horizontalPadding, topPadding: topPadding, views)
    }
}
