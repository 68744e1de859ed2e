import TerminalCore

/// A list of action rows (title + key hint) that runs the chosen row's action on Enter.
///
/// ![The Gallery's widget list, an ActionList.](gallery-list)
///
/// Unlike a plain `ListView` it is exactly as tall as its rows, so an `AdaptiveStackView`
/// keeps every action on screen before it gives room to a flexible list.
///
/// ```swift
/// let menu = ActionList([
///     .init(title: "Track the order") { print("track") },
///     .init(title: "Contact support", detail: "replies within a day") { print("support") },
/// ], activateTitle: "Open")
/// ```
@MainActor
public final class ActionList: ListView {
    /// One row: its title, an optional detail shown at the right (a key hint such as "Esc"),
    /// and what Enter on it does.
    public struct Action {
        /// The row's text.
        public let title: String
        /// Secondary text at the row's right edge.
        public let detail: String?
        /// What choosing the row does.
        public let run: @MainActor () -> Void

        /// An action row.
        public init(title: String, detail: String? = nil, run: @escaping @MainActor () -> Void) {
            self.title = title
            self.detail = detail
            self.run = run
        }
    }

    private let actions: [Action]

    /// A list of `actions`; the footer names Enter `activateTitle`.
    public init(_ actions: [Action], activateTitle: String = "Choose") {
        self.actions = actions
        super.init(items: actions.map { ListItem($0.title, detail: $0.detail) }, activateTitle: activateTitle)
        onActivate = { [weak self] index in self?.actions[index].run() }
    }

    /// Never flexible: an action list wants all its rows.
    public override var isFlexible: Bool { false }

    /// One row per action.
    public override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: actions.count) }
}
