import TerminalCore

/// A rectangle of the screen that draws itself into a canvas and may handle keys.
///
/// Frames are in the coordinates of the layer being drawn. A container sets its subviews'
/// frames in `layoutSubviews()`; every view draws only inside its frame.
@MainActor
open class View: Responder {
    /// The view this one is a subview of.
    public private(set) weak var superview: View?
    /// The subviews, in order.
    public private(set) var subviews: [View] = []
    /// Where this view draws, in layer coordinates.
    public var frame: Rect = .zero
    /// Hidden views are neither drawn nor laid out.
    public var isHidden = false { didSet { if isHidden != oldValue { invalidateKeyBindings() } } }
    /// Bindings this view offers while it (or a subview) is focused.
    open var keyBindings: [KeyBinding] = [] { didSet { invalidateKeyBindings() } }
    /// Whether the last key this view handled ran no app code and asked itself for what it
    /// changed (a list's selection move, a log's scroll: its frame, and its own bindings with
    /// `invalidateOwnKeyBindings()` when they changed): the window then keeps everything else.
    /// The window clears it before it offers the view a key; only a binding's action sets it.
    package var lastKeyKeptKeyBindings = false
    /// For stacks: whether this view takes the room left over after fixed-size siblings.
    open var isFlexible: Bool { false }
    /// Whether Tab can move focus here.
    open var canBecomeFocused: Bool { false }
    /// Whether this view takes printable keys while focused (a text field), so the app's
    /// character keys do not apply.
    open var consumesPrintableKeys: Bool { false }

    /// Set on a view controller's root view.
    weak var owningViewController: ViewController?

    /// An empty view.
    public init() {}

    // MARK: - Hierarchy

    /// Adds `view` at the end.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        view.superview = self
        subviews.append(view)
        invalidateKeyBindings()
    }

    /// Removes this view from its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.invalidateKeyBindings()
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// The view controller whose view hierarchy holds this view.
    public var viewController: ViewController? {
        var view: View? = self
        while let current = view {
            if let owner = current.owningViewController { return owner }
            view = current.superview
        }
        return nil
    }

    /// Whether this view has the keyboard focus of its screen.
    public var isFocused: Bool {
        guard let controller = viewController?.focusScope else { return false }
        // `effectiveFocusedView`, not `focusedView`: before a layout or a key settles the
        // default focus (the first focusable view), it is still the one shown focused.
        return controller.effectiveFocusedView === self
    }

    /// This view and every descendant, depth first, in drawing order.
    package var allViews: [View] {
        Array(Subtree(self) { $0.subviews })
    }

    // MARK: - Layout and drawing

    /// The size this view would like within `size` (height matters most; width usually fills).
    open func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 0) }

    /// Places subviews inside `frame`. Default: each subview fills the frame.
    open func layoutSubviews() {
        for subview in subviews { subview.frame = frame }
    }

    /// Draws this view's own content (not its subviews) inside `frame`, as the layout left it:
    /// it reads this view's state and changes none.
    open func draw(in canvas: inout Canvas, context: RenderContext) {}

    /// Lays out this view and then its subviews within `clip`, before a frame draws them: a
    /// hidden view lays out nothing, and one outside the clip none of its subviews (as `render`
    /// draws them). With `drawsCells` (a frame someone looks at), each view that will be drawn
    /// also prepares what its drawing reads (`prepareToDraw()`).
    package final func layOut(clip: Rect, drawsCells: Bool = true) {
        guard !isHidden else { return }
        layoutSubviews()
        let visible = frame.intersection(clip)
        guard !visible.isEmpty else { return }
        if drawsCells { prepareToDraw() }
        for subview in subviews {
            subview.layOut(clip: visible, drawsCells: drawsCells)
        }
    }

    /// Makes what `draw(in:context:)` reads and would otherwise make on every frame (a label's
    /// measured lines), once the layout placed this view in a frame that will be drawn. Called
    /// after `layoutSubviews()` only for a view inside the part of the screen being drawn, and
    /// not for a frame nobody looks at. Does nothing by default.
    open func prepareToDraw() {}

    /// Draws this view and then its subviews, clipped to `clip`, where the last layout
    /// (`layOut(clip:drawsCells:)`) placed them.
    package func render(into canvas: inout Canvas, clip: Rect, context: RenderContext) {
        guard !isHidden else { return }
        let visible = frame.intersection(clip)
        guard !visible.isEmpty else { return }
        context.noteDrawing(in: visible)
        let record = redrawsAlone && context.recordsRedraws ? context.beginRedrawRecord(for: self, visible: visible, clip: clip, canvas: canvas) : nil
        canvas.clip = visible
        let focusBefore = context.focusPoint
        // A frame nobody will look at (its canvas keeps no cells) skips drawing that only writes cells.
        if !(drawsOnlyCells && canvas.discardsCells) {
            draw(in: &canvas, context: context)
        }
        // A focused view that did not say where its focus is (a list's row) has it at its origin.
        if context.tracksFocus, context.focusPoint == focusBefore, isFocused {
            context.reportFocus(at: visible.origin)
        }
        if handlesMouse {
            context.registerHitTarget(visible) { [weak self] event in self?.handleMouse(event) ?? false }
        }
        for subview in subviews {
            subview.render(into: &canvas, clip: visible, context: context)
        }
        if let record { context.sealRedrawRecord(record) }
        canvas.clip = clip
    }

    /// The height offered to a view asked for the height it wants, whatever the room: more rows
    /// than any screen has, so the answer is its own (what shows it then cuts it to the screen).
    /// Pass it to `sizeThatFits(_:)` to ask a subview how tall it would be.
    public static let unlimitedHeight = 1000

    /// Whether a bottom sheet showing this view grows to the screen: by default when a subview
    /// does (a control, a form), so that every control of the sheet can be reached. A control
    /// that can be cut off at the sheet's edge and still take the focus returns true.
    open var growsBottomSheetToScreen: Bool {
        for subview in subviews where subview.growsBottomSheetToScreen { return true }
        return false
    }

    /// Hidden by a stack that is short of rows before anything else (see `AdaptiveStackView`).
    var hidesFirstWhenCramped: Bool { false }

    /// Whether `draw(in:context:)` only writes cells (and notes the cursor): it keeps no state
    /// and asks for no redraw, so a frame nobody looks at (a replay between two looks, see
    /// `Application.defersFrames`) may skip it. False by default: a view's drawing may ask for
    /// a redraw (a spinner). Return true only when `draw(in:context:)` changes no state.
    open var drawsOnlyCells: Bool { false }

    /// Whether a change of this view alone (`setNeedsRedraw()`) can be drawn into the layer kept
    /// from the last frame: its drawing depends only on its own state and frame, and it changes
    /// no one's layout. The window then restores what lay under it and draws it again, instead
    /// of laying out and drawing the whole frame. Return true for a view whose size does not
    /// depend on what changes, and call `setNeedsRedraw()` when it changes.
    open var redrawsAlone: Bool { false }

    /// What this view shows, as the frame records it when the view is drawn (see
    /// `rectChanged(from:to:)`); nil (the default) for a view that cannot tell.
    open var redrawState: RedrawState? { nil }

    /// The part of `frame` whose drawing changed between `previous` (this view's
    /// `redrawState` when it was last drawn, in the same frame) and `current` (its
    /// `redrawState` now), when it can tell (a list whose selection moved: two rows); nil (the
    /// default) for all of it. Called only for a view that redraws alone.
    open func rectChanged(from previous: RedrawState?, to current: RedrawState?) -> Rect? { nil }

    /// Asks for a frame in which only this view changed (see `redrawsAlone`); a view that
    /// cannot redraw alone, or that is not on screen as last drawn, gets a full frame.
    public func setNeedsRedraw() {
        guard let window = hostingWindow else { return }
        if redrawsAlone {
            window.setNeedsRedraw(of: self)
        } else {
            window.needsDisplay = true
        }
    }

    /// Asks the application for a new frame (for changes not made through keys or observation).
    public func setNeedsDisplay() {
        hostingWindow?.setNeedsDisplay()
    }

    /// The window showing this view: the one sending it a key while it does (no walk up the
    /// hierarchy on every key), else its view controller's.
    var hostingWindow: Window? {
        Window.dispatchingWindow(to: self) ?? viewController?.window
    }

    // MARK: - Inspector

    /// What the F12 inspector shows after this view's type: its title and value, e.g.
    /// `"Wi-Fi" = on` (quote text with `View.inspectorQuoted(_:)`); nil (the default) for a
    /// view that has neither. A widget overrides it to describe itself.
    open var inspectorSummary: String? { nil }

    /// Whether the view takes input, for a view that can be disabled (a `Control`).
    var inspectorIsEnabled: Bool? { nil }

    // MARK: - Mouse

    /// Whether this view takes clicks or wheel notches (`handleMouse(_:)` is then called).
    open var handlesMouse: Bool { false }

    /// Handles a click or wheel notch at `event.position` (layer coordinates, inside `frame`).
    ///
    /// - Returns: whether the event was used; an unused one goes to the view below.
    open func handleMouse(_ event: MouseEvent) -> Bool { false }

    /// Gives this view the keyboard focus of its screen (a click on it does).
    public func becomeFocused() {
        guard canBecomeFocused else { return }
        viewController?.focus(self)
    }

    /// Gives this view the focus when `event` is a click; returns whether it was one. A view's
    /// `handleMouse(_:)` calls it first, then acts on the click.
    @discardableResult
    public func focusIfClicked(_ event: MouseEvent) -> Bool {
        guard event.kind == .click else { return false }
        becomeFocused()
        return true
    }

    // MARK: - Responder

    /// The view controller whose root view this is, else the superview.
    open var nextResponder: (any Responder)? {
        if let owner = owningViewController { return owner }
        return superview
    }

    /// `keyBindings` as last made (see `currentKeyBindings`).
    private var keptKeyBindings = KeptKeyBindings()

    /// `keyBindings`, made again only when the window's `keyBindingsGeneration` moved (keys
    /// look them up on every press, and most presses change none).
    package var currentKeyBindings: [KeyBinding] {
        keptKeyBindings.bindings(in: { hostingWindow }) { keyBindings }
    }

    /// Marks the bindings kept for this view's window stale (see `Window.keyBindingsGeneration`).
    func invalidateKeyBindings() {
        hostingWindow?.invalidateKeyBindings()
    }

    /// Marks the bindings kept for this view's window stale after a change of this view's own
    /// state that only its bindings read and that moves no focus (a log's following, shown as
    /// End "Follow"): the window keeps its first responder.
    func invalidateOwnKeyBindings() {
        hostingWindow?.invalidateKeyBindingsKeepingResponder()
    }

    /// Runs a matching key binding; true when the key was used.
    open func handleKey(_ event: KeyEvent) -> Bool {
        performBinding(in: currentKeyBindings, for: event)
    }
}
