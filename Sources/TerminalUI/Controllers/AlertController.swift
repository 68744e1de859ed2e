import TerminalCore

/// The role of an alert button.
public enum AlertActionStyle: Hashable, Sendable {
    case `default`
    /// Runs when the alert is cancelled with Esc.
    case cancel
    /// Drawn in red: the action destroys or discards something.
    case destructive
}

/// A button of an alert: its title, its role and what it does (run after the alert has left).
public struct AlertAction {
    /// The button's text.
    public var title: String
    /// Default, cancel (Esc runs it) or destructive.
    public var style: AlertActionStyle
    /// Runs after the alert has left.
    public var handler: (@MainActor (AlertAction) -> Void)?

    /// An action titled `title`.
    public init(title: String, style: AlertActionStyle = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A small centred box with a title, a message and buttons. Mirrors `UIAlertController`.
///
/// Left/Right (or Tab) choose a button, Enter runs it; Esc cancels: the alert is dismissed and
/// its `.cancel` action, if any, runs. An alert with no action gets an "OK" button.
///
/// The button highlighted first is the first action whose style is not `.cancel`, a
/// `.destructive` one included: with `[Keep (.cancel), Delete (.destructive)]`, Enter deletes
/// and Esc keeps. When every action is `.cancel`, the first is highlighted.
@MainActor
public final class AlertController: ViewController {
    /// The text under the title.
    public let message: String?
    /// The buttons, left to right.
    public private(set) var actions: [AlertAction] = [] { didSet { invalidateKeyBindings() } }
    /// The highlighted button.
    package private(set) var selectedActionIndex = 0

    /// An alert; without actions it shows OK.
    public init(title: String?, message: String?, actions: [AlertAction] = []) {
        self.message = message
        super.init()
        makeOverlay(title: title, style: .formSheet)
        self.actions = actions
        selectedActionIndex = preferredIndex
    }

    /// Replaces the actions while the alert is up (an error alert that now answers for several
    /// screens), keeping the highlighted one where it is.
    package func replaceActions(_ newActions: [AlertAction]) {
        actions = newActions
        selectedActionIndex = min(selectedActionIndex, max(0, actions.count - 1))
    }

    private var preferredIndex: Int {
        actions.firstIndex { $0.style != .cancel } ?? 0
    }

    private var displayedActions: [AlertAction] {
        actions.isEmpty ? [AlertAction(title: "OK", style: .cancel)] : actions
    }

    // MARK: - Actions

    /// Dismisses the alert as Esc does: the cancel action (if any) runs after it has left.
    public func cancel() {
        let action = actions.first { $0.style == .cancel }
        finish(with: action, userInitiated: true)
    }

    /// Runs the button at `index` as Enter does.
    public func activate(at index: Int) {
        let list = displayedActions
        guard list.indices.contains(index) else { return }
        finish(with: actions.isEmpty ? nil : list[index], userInitiated: true)
    }

    private func finish(with action: AlertAction?, userInitiated: Bool) {
        if let presenter = rootAncestor.presenter {
            presenter.dismissChain(startingAt: self, userInitiated: userInitiated)
        }
        if let action { action.handler?(action) }
    }

    public override var keyBindings: [KeyBinding] {
        get {
            // ←→ only when there is something to choose between: with one action they change nothing.
            let choose = displayedActions.count > 1 ? [KeyBinding(keys: [.left, .right], title: "Choose", label: "←→") {}] : []
            return choose + [
                KeyBinding(.enter, title: "Select") {},
                KeyBinding(.escape, title: "Cancel") {},
            ]
        }
        set {}
    }

    /// False: an alert is a small box over its presenter, whatever its `modalPresentationStyle`.
    public override var shouldRemovePresentersView: Bool { false }

    /// False: an alert waits for an answer (a button, or Esc for its cancel action).
    public override var dismissesOnClickOutside: Bool { false }

    /// True: an alert is modal, no key travels past it (see `handleKey(_:)`).
    public override var consumesAllKeys: Bool { true }

    /// The alert's own box (see `frame(in:)`), whatever its `modalPresentationStyle`.
    package override func presentedFrame(in area: Rect) -> Rect? { frame(in: area) }

    /// False: the alert draws its title inside the box.
    package override var showsTitleInPresentationBox: Bool { false }

    /// False: an alert is a box, never a sheet with a grabber.
    package override var showsPresentationGrabber: Bool { false }

    package override var asAlert: AlertController? { self }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        let count = displayedActions.count
        switch event {
        case .left, .backTab, .up, .char("h"):
            selectedActionIndex = (selectedActionIndex - 1 + count) % count
        case .right, .tab, .down, .char("l"):
            selectedActionIndex = (selectedActionIndex + 1) % count
        case .enter, .space:
            activate(at: selectedActionIndex)
        case .escape:
            cancel()
        default:
            break
        }
        // An alert is modal: no key travels past it.
        return true
    }

    // MARK: - Layout

    /// The alert's box within `area`.
    func frame(in area: Rect) -> Rect {
        let buttons = buttonRow
        let titleWidth = (title ?? "").displayWidth
        let messageWidth = (message ?? "").split(separator: "\n").map { $0.displayWidth }.max() ?? 0
        let desired = max(24, titleWidth + 6, min(messageWidth + 4, 56), buttons.displayWidth + 4)
        let width = min(area.width, desired)
        let inner = max(1, width - 4)
        let messageLines = (message ?? "").isEmpty ? 0 : (message ?? "").wrapped(toWidth: inner).count
        // Borders, title, message and a blank row, buttons.
        let height = min(area.height, 2 + (title == nil ? 0 : 1) + (messageLines > 0 ? messageLines + 1 : 0) + 1)
        return area.centered(Size(width: width, height: height))
    }

    private var buttonRow: String {
        displayedActions.map { "[ \($0.title) ]" }.joined(separator: "  ")
    }

    /// An alert draws its title, message and buttons itself: it has no views to lay out.
    package override func layOut(in rect: Rect, clip: Rect, drawsCells: Bool) {}

    public override func render(in rect: Rect, canvas: inout Canvas, context: RenderContext) {
        let theme = context.theme
        let inner = rect.inset(top: 0, left: 1, bottom: 0, right: 1)
        var y = inner.minY
        if let title {
            let text = title.truncated(toWidth: inner.width)
            canvas.write(text, at: Point(x: inner.minX + max(0, (inner.width - text.displayWidth) / 2), y: y), style: theme.sheetTitle)
            y += 1
        }
        if let message, !message.isEmpty {
            for line in message.wrapped(toWidth: inner.width) where y < inner.maxY - 1 {
                canvas.write(line, at: Point(x: inner.minX + max(0, (inner.width - line.displayWidth) / 2), y: y), style: theme.text)
                y += 1
            }
        }
        let list = displayedActions
        let row = buttonRow
        var x = inner.minX + max(0, (inner.width - row.displayWidth) / 2)
        let buttonY = rect.maxY - 1
        for (index, action) in list.enumerated() {
            var style = action.style == .destructive ? theme.destructive : theme.button
            if index == selectedActionIndex {
                style = style.adding([.reverse, .bold])
                context.reportFocus(at: Point(x: x, y: buttonY))
            }
            let width = canvas.write("[ \(action.title) ]", at: Point(x: x, y: buttonY), style: style, maxWidth: inner.maxX - x)
            // A click on a button runs it, as Enter on it does.
            context.registerHitTarget(Rect(x: x, y: buttonY, width: width, height: 1)) { [weak self] event in
                guard event.kind == .click, let self else { return false }
                self.activate(at: index)
                return true
            }
            x += width + 2
        }
    }
}
