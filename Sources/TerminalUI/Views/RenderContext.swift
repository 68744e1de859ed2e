import TerminalCore

/// What a view may need while it draws: the time, the theme, and ways to ask for more.
///
/// One context lives for one frame. A view that animates (a spinner) calls
/// `requestRedraw(after:)`; a focused text field reports where the cursor goes.
@MainActor
public final class RenderContext {
    /// The application clock's time when the frame started.
    public let now: Duration
    /// The theme to draw with.
    public let theme: Theme
    /// Whether the frame keeps its colours: false under `NO_COLOR` (`Application.colorsEnabled`),
    /// where a view that shows something by colour alone draws it in symbols (an empty text
    /// field's cells as `_`).
    public internal(set) var colorsEnabled = true
    /// Rows reserved for the key-help footer at the bottom of the root area.
    package let footerHeight: Int
    /// The cursor position in layer coordinates, as the focused text field set it.
    public var cursor: Point?
    /// Where the focused control is in the layer being drawn (its marker or selected row), so
    /// an accessible frame can keep the hardware cursor there; only noted when `tracksFocus`.
    package private(set) var focusPoint: Point?
    /// Whether views report where focus is (`Window.keepsCursorOnFocus`).
    package internal(set) var tracksFocus = false
    /// The earliest time a view asked to be redrawn at.
    package private(set) var redrawDeadline: Duration?
    /// Bars drawn for the window's own layer (the visible stack's navigation bar, the tab bar),
    /// which the window hands to the terminal as layers of their own.
    package private(set) var bars: [(id: String, rect: Rect)] = []
    /// Whether bars are being collected (true while the window draws its root layer).
    var collectsBars = false
    /// The mouse targets of the layer being drawn, in drawing order (see `HitTarget`).
    package private(set) var hitTargets: [HitTarget] = []

    /// The layer being drawn (`Layer.id`), for the records of views that redraw alone.
    var layerID = "root"
    /// Views drawn in this frame that a later frame may redraw alone (see `View.redrawsAlone`).
    private(set) var redrawRecords: [RedrawRecord] = []
    /// Whether views that redraw alone are recorded: not while a kept frame is patched (it keeps
    /// its records), nor in a frame nobody looks at (it is not kept).
    var recordsRedraws = true

    package init(now: Duration, theme: Theme = .standard, footerHeight: Int = 1) {
        self.now = now
        self.theme = theme
        self.footerHeight = footerHeight
    }

    /// Notes that a bar was drawn in `rect` (only collected for the root layer).
    package func registerBar(_ id: String, in rect: Rect) {
        noteDrawing(in: rect)
        guard collectsBars, !rect.isEmpty else { return }
        bars.append((id, rect))
    }

    /// Makes `rect` (layer coordinates) react to clicks and wheel notches through `handler`,
    /// which gets events in layer coordinates and returns whether it used them.
    public func registerHitTarget(_ rect: Rect, handler: @escaping @MainActor (MouseEvent) -> Bool) {
        guard !rect.isEmpty else { return }
        hitTargets.append(HitTarget(rect: rect, handler: handler))
    }

    /// Notes that the focused control of the layer being drawn is at `point` (layer coordinates).
    public func reportFocus(at point: Point) {
        guard tracksFocus else { return }
        focusPoint = point
    }

    /// The focus point noted since the last call, which starts the next layer.
    func takeFocusPoint() -> Point? {
        defer { focusPoint = nil }
        return focusPoint
    }

    /// The targets registered since the last call, which starts the next layer's list.
    func takeHitTargets() -> [HitTarget] {
        defer { hitTargets = [] }
        return hitTargets
    }

    /// Notes that `view` is about to draw in `visible` (inside `clip`) of `canvas`; returns its
    /// record's number, to seal once its subviews are drawn too.
    func beginRedrawRecord(for view: View, visible: Rect, clip: Rect, canvas: Canvas) -> Int {
        redrawRecords.append(RedrawRecord(view: view, layerID: layerID, frame: view.frame, visible: visible, clip: clip,
                                          underlay: canvas.cropped(to: visible), state: view.redrawState))
        return redrawRecords.count - 1
    }

    /// Notes that the view of record `index` and its subviews are drawn.
    func sealRedrawRecord(_ index: Int) {
        redrawRecords[index].isSealed = true
    }

    /// Notes drawing in `rect` of the current layer: a view drawn earlier there can no longer be
    /// redrawn alone (it would be drawn over what covers it).
    func noteDrawing(in rect: Rect) {
        for index in redrawRecords.indices where redrawRecords[index].isSealed && redrawRecords[index].isIntact {
            if redrawRecords[index].layerID == layerID, !redrawRecords[index].visible.intersection(rect).isEmpty {
                redrawRecords[index].isIntact = false
            }
        }
    }

    /// Asks for another frame after `delay` (animations, expiring messages).
    public func requestRedraw(after delay: Duration) {
        let deadline = now + delay
        if let current = redrawDeadline, current <= deadline { return }
        redrawDeadline = deadline
    }
}
