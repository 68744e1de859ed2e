import TerminalCore

/// A screen: a root view, a title, a lifecycle, key handling, and presentation of other screens.
///
/// Mirrors `UIViewController`. Subclasses build their views in `loadView()` or `viewDidLoad()`,
/// offer `keyBindings`, and present or are pushed by containers.
@MainActor
open class ViewController: Responder {
    /// Shown in the navigation bar.
    open var title: String? { didSet { setNeedsDisplay() } }
    /// How this controller is laid out when presented.
    public var modalPresentationStyle: ModalPresentationStyle = .pageSheet
    /// When true, Esc does not dismiss this presented controller; the footer says why.
    public var isModalInPresentation = false { didSet { invalidateKeyBindings() } }
    /// Why Esc cannot dismiss this controller, shown in the footer when `isModalInPresentation`.
    public var modalInPresentationMessage = "This screen can't be closed with Esc — finish it first"
    /// Whether presenting this controller takes the screens under it off the screen, as UIKit's
    /// `UIPresentationController.shouldRemovePresentersView` says for a full-screen presentation:
    /// it covers the tab bar, is drawn without a box, dims nothing, and the screens under it
    /// disappear (`viewWillDisappear`). The default: `modalPresentationStyle == .fullScreen`.
    /// An alert never removes what it is shown over.
    open var shouldRemovePresentersView: Bool { modalPresentationStyle == .fullScreen }
    /// Whether a click outside this presented controller (on the dimmed screen) dismisses it as
    /// the user, as Esc at its root does. The default: true unless it removes the presenter's
    /// view (a full-screen presentation has no outside). An alert waits for an answer: false.
    open var dismissesOnClickOutside: Bool { !shouldRemovePresentersView }
    /// Whether this controller handles every key itself, so none reaches what is under it or the
    /// app (its `handleKey` returns true for each); the footer then offers only its own keys.
    /// False by default; an alert is modal: true.
    open var consumesAllKeys: Bool { false }
    /// Where this controller's layer goes when presented within `area` (screen coordinates), when
    /// it sizes itself; nil (the default) takes the size of its `modalPresentationStyle`. An
    /// alert fits its title, message and buttons.
    package func presentedFrame(in area: Rect) -> Rect? { nil }
    /// Whether the box drawn around this presented controller carries its `title`. True by
    /// default; false where the controller shows its title itself (a navigation controller's
    /// bar, an alert's own title row).
    package var showsTitleInPresentationBox: Bool { true }
    /// What tools call this controller when it is a container (its `title` is its visible
    /// child's, which would name the wrong screen); nil for a screen.
    package var containerName: String? { nil }
    /// This controller as an alert, nil for any other (the SDK asks it of the top of a
    /// presentation chain: is the alert it just showed, or an identical one, up?).
    package var asAlert: AlertController? { nil }
    /// Whether this controller is shown over the app's screens by the SDK itself (an alert, a
    /// developer tool), so no router of the app owns it.
    package var isOverlay = false
    /// Whether this presented controller's box has a grabber on its top border. The default:
    /// `modalPresentationStyle == .bottomSheet`; an alert never has one.
    package var showsPresentationGrabber: Bool { modalPresentationStyle == .bottomSheet }
    /// Told when the user dismissed this controller with Esc.
    public weak var presentationDelegate: (any PresentationControllerDelegate)?
    /// When set, a loading overlay with this message covers the screen: the screen's own keys wait
    /// (its bindings, focus, fields), while Esc, tab switches and the app's keys still work.
    public var loadingMessage: String? { didSet { setNeedsDisplay() } }
    /// Bindings offered while this screen is in the responder chain.
    open var keyBindings: [KeyBinding] = [] { didSet { invalidateKeyBindings() } }
    /// The label of this screen's tab; a navigation controller falls back to its root screen's title.
    public var tabTitle: String? {
        get { storedTabTitle ?? defaultTabTitle }
        set { storedTabTitle = newValue }
    }
    private var storedTabTitle: String?
    /// The tab label when none was set: the title.
    var defaultTabTitle: String? { title }

    /// The container this screen is a child of.
    public private(set) weak var parent: ViewController?
    /// The child screens of a container.
    public private(set) var children: [ViewController] = []
    /// The view that receives keys first. Set by Tab/Shift+Tab or `focus(_:)`; layout and keys
    /// settle it on the first focusable view when none is chosen.
    public private(set) weak var focusedView: View? {
        didSet { if oldValue !== focusedView { invalidateKeyBindings() } }
    }

    weak var presenter: ViewController?
    var presented: ViewController?
    /// Set on the window's root controller.
    weak var hostWindow: Window?

    private var loadedView: View?
    var departureObservers: [WeakDepartureObserver] = []
    /// The tasks this screen and the models it shows started (`task(_:)`): cancelled when it leaves.
    package var taskBags = [TaskBag()]

    /// A screen; its view is made by `loadView()` on first use.
    public init() {}

    // MARK: - View

    /// The root view, loaded on first use (`loadView()` then `viewDidLoad()`).
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            view.owningViewController = self
            viewDidLoad()
            return view
        }
        set {
            // The old view's responders leave the window (see `KeptKeyBindings`).
            invalidateKeyBindings()
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
        }
    }

    /// Whether the view was made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it is not loaded yet (as `UIViewController.loadViewIfNeeded()`).
    public func loadViewIfNeeded() {
        if loadedView == nil { _ = view }
    }

    /// Creates the root view. The default is an empty `View`.
    open func loadView() { view = View() }

    /// Called once, after `loadView()`.
    open func viewDidLoad() {}
    /// Called before the screen becomes visible.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the screen became visible.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the screen stops being visible.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the screen stopped being visible.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The height this screen would like when shown in a bottom sheet.
    open var preferredContentHeight: Int? { nil }
    /// The rows a bottom sheet showing this controller wants at `width` (before it is cut to the
    /// screen): `preferredContentHeight`, else what the view asks for given all the rows it could want.
    func sheetContentHeight(width: Int) -> Int {
        preferredContentHeight ?? view.sizeThatFits(Size(width: width, height: View.unlimitedHeight)).height
    }
    /// Whether a bottom sheet showing this controller grows to the screen (a form scrolls
    /// beyond it) instead of keeping to about 60 %.
    var growsBottomSheetToScreen: Bool { view.growsBottomSheetToScreen }
    /// Whether a bottom sheet's content scrolls (a list): only then does it keep to about 60 %.
    var sheetContentScrolls: Bool { view.isFlexible }
    /// Whether this controller draws the bar at the bottom of its area (a tab bar).
    var drawsBottomBar: Bool { false }
    /// The rows of the bar at the bottom of its area (see `drawsBottomBar`).
    var bottomBarHeight: Int { 0 }

    // MARK: - Containment

    /// Called before this controller is added to (or removed from, with nil) a parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after this controller was added to (or removed from, with nil) a parent.
    open func didMove(toParent parent: ViewController?) {}

    /// Adds `child`; calls its `willMove(toParent:)`. The caller calls `didMove(toParent:)`.
    ///
    /// Does nothing when `child` is already a child of this controller, or when it is this
    /// controller, one of its ancestors or a controller under it in the presentation chain:
    /// adding it would make it its own ancestor.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self, !Chain(self, next: { $0.parent ?? $0.presenter }).contains(where: { $0 === child })
        else { return }
        child.detachFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)`.
    ///
    /// An embedded child (its parent is not a container) leaves the screen for good: its view
    /// is removed and its departure observers hear `.removed`. Containers announce their own
    /// reasons (`.popped`, `.replaced`).
    public func removeFromParent() {
        guard let parent else { return }
        let wasEmbedded = !parent.isContainer
        detachFromParent()
        if wasEmbedded {
            if isViewLoaded { view.removeFromSuperview() }
            parent.window?.hierarchyDidChange()
            announceDeparture(Departure(reason: .removed, isUserInitiated: false))
        }
    }

    /// Removes this controller from its parent's children and calls `didMove(toParent: nil)`.
    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Embeds `child` with its view as a subview of `containerView` (a plugin screen inside this one).
    public func embed(_ child: ViewController, in containerView: View) {
        addChild(child)
        containerView.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// Whether children are drawn by this controller's own layout (navigation and tab bar
    /// controllers) rather than embedded in its view.
    open var isContainer: Bool { false }

    /// The child shown now, for containers (top of a stack, selected tab); nil otherwise.
    open var visibleChild: ViewController? { nil }

    /// The navigation controller holding this controller, if any.
    public var navigationController: NavigationController? {
        for case let navigation as NavigationController in Chain(parent, next: { $0.parent }) { return navigation }
        return nil
    }

    /// The tab bar controller holding this controller, if any.
    public var tabBarController: TabBarController? {
        for case let tabs as TabBarController in Chain(parent, next: { $0.parent }) { return tabs }
        return nil
    }

    /// The top-most ancestor through parents (this controller when it has no parent).
    package var rootAncestor: ViewController {
        var root = self
        for ancestor in Chain(parent, next: { $0.parent }) { root = ancestor }
        return root
    }

    /// The controller whose focus holds this one's views (embedded children share their parent's).
    var focusScope: ViewController {
        guard let parent, !parent.isContainer else { return self }
        return parent.focusScope
    }

    /// The window showing this controller, if it is on one.
    public var window: Window? {
        for layer in Chain(rootAncestor, next: { $0.presenter?.rootAncestor }) {
            if let window = layer.hostWindow { return window }
        }
        return nil
    }

    /// Asks the application for a new frame.
    public func setNeedsDisplay() {
        window?.setNeedsDisplay()
    }

    /// Marks the bindings kept for this controller's window stale (see
    /// `Window.keyBindingsGeneration`).
    func invalidateKeyBindings() {
        window?.invalidateKeyBindings()
    }

    // MARK: - Rendering

    /// Lays out this controller's views in `rect` (within `clip`, the layer's bounds) before a
    /// frame draws them (see `View.layOut(clip:drawsCells:)`). Containers override it to lay
    /// out their visible child beside their bars; the default places and lays out the root
    /// view, then settles the focus of its screen (the first focusable view when none is chosen).
    package func layOut(in rect: Rect, clip: Rect, drawsCells: Bool) {
        let view = self.view
        view.frame = rect
        view.layOut(clip: rect.intersection(clip), drawsCells: drawsCells)
        if focusScope === self { settleFocus() }
    }

    /// Draws this controller into `rect` of the layer canvas, as `layOut(in:clip:drawsCells:)`
    /// placed it. Containers override it to draw their bars and visible child; the default
    /// draws the root view.
    open func render(in rect: Rect, canvas: inout Canvas, context: RenderContext) {
        let view = self.view
        let saved = canvas.clip
        view.render(into: &canvas, clip: rect.intersection(saved), context: context)
        canvas.clip = saved
        if let message = loadingMessage {
            LoadingOverlay.draw(message: message, in: rect, canvas: &canvas, context: context)
        }
    }

    /// The title a navigation bar shows for this screen.
    open var navigationTitle: String { title ?? "" }

    // MARK: - Focus

    /// The focusable views of this screen, in Tab order.
    package var focusableViews: [View] {
        view.allViews.filter { $0.canBecomeFocused && !$0.isHidden && $0.isVisibleInTree }
    }

    /// Moves the keyboard focus to `view` (which must be focusable and inside this screen).
    public func focus(_ view: View?) {
        let scope = focusScope
        guard scope === self else { scope.focus(view); return }
        if let view, !(view.canBecomeFocused && view.viewController?.focusScope === self) { return }
        focusedView = view
        setNeedsDisplay()
    }

    /// The focused view: the chosen one while it is on this screen and shown, else the first
    /// focusable view (which `settleFocus()` makes the chosen one). Reading it chooses nothing.
    var effectiveFocusedView: View? {
        if let focusedView, !focusedView.isHidden, focusedView.isVisibleInTree,
           focusedView.viewController?.focusScope === self {
            if focusedView.canBecomeFocused { return focusedView }
            // The focused control was disabled: the focus goes on to the next focusable view in
            // Tab order (a disabled control keeps no focus, so its keys cannot reach it).
            let all = view.allViews
            if let index = all.firstIndex(where: { $0 === focusedView }) {
                let candidates = all[(index + 1)...] + all[..<index]
                if let next = candidates.first(where: { $0.canBecomeFocused && !$0.isHidden && $0.isVisibleInTree }) {
                    return next
                }
            }
            return nil
        }
        // No focus yet, or the focused view was hidden (itself or a container) or removed: the
        // first focusable view has it. Nil here sent keys nowhere (typing was lost) until the
        // user pressed Tab.
        return focusableViews.first
    }

    /// Makes `effectiveFocusedView` the chosen focus (layout and keys do, drawing reads it), so
    /// the focus stays on that view when views are added before it.
    @discardableResult
    func settleFocus() -> View? {
        let focused = effectiveFocusedView
        if focused !== focusedView { focusedView = focused }
        return focused
    }

    /// Moves focus to the next (or previous) focusable view. Returns whether focus moved.
    @discardableResult
    package func moveFocus(forward: Bool) -> Bool {
        let views = focusableViews
        guard views.count > 1 else { return false }
        let current = effectiveFocusedView.flatMap { focused in views.firstIndex { $0 === focused } } ?? -1
        let next = forward ? (current + 1) % views.count : (current - 1 + views.count) % views.count
        focusedView = views[next]
        return true
    }

    // MARK: - Responder

    /// The parent (or, for a child embedded in a plain screen, its superview), else the presenter.
    open var nextResponder: (any Responder)? {
        if let parent {
            // An embedded child's keys go to its parent's view hierarchy next.
            if !parent.isContainer, let superview = view.superview { return superview }
            return parent
        }
        return presenter
    }

    /// `keyBindings` as last made (see `currentKeyBindings`).
    private var keptKeyBindings = KeptKeyBindings()

    /// `keyBindings`, made again only when the window's `keyBindingsGeneration` moved (keys
    /// look them up on every press, and most presses change none).
    package var currentKeyBindings: [KeyBinding] {
        keptKeyBindings.bindings(in: { Window.dispatchingWindow(to: self) ?? window }) { keyBindings }
    }

    /// Handles keys for this screen: its bindings, Tab/Shift+Tab focus, and Esc on a presented root.
    open func handleKey(_ event: KeyEvent) -> Bool {
        if loadingMessage != nil {
            // Its own keys wait for the load (they would act on what the overlay hides); keys
            // that leave it — Esc, a tab switch, the app's keys — go up the chain as usual.
            return closeBinding.map { performBinding(in: [$0], for: event) } ?? false
        }
        if performBinding(in: currentKeyBindings, for: event) { return true }
        if focusScope === self, event == .tab || event == .backTab {
            if moveFocus(forward: event == .tab) { return true }
        }
        return closeBinding.map { performBinding(in: [$0], for: event) } ?? false
    }
}

extension View {
    /// False when an ancestor is hidden.
    var isVisibleInTree: Bool {
        !Chain(superview, next: { $0.superview }).contains { $0.isHidden }
    }
}

extension ViewController {
    /// Reorders `children` (containers keep them in display order); the set must not change.
    func setChildrenOrder(_ ordered: [ViewController]) {
        guard ordered.count == children.count else { return }
        children = ordered
    }
}
