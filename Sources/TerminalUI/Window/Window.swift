import TerminalCore

/// Shows a root view controller and the chain of controllers presented over it.
///
/// Mirrors `UIWindow`: it owns the root, sends keys to the top-most layer first,
/// keeps view controllers' appearance callbacks true to what is on screen, and lays out each
/// frame's layers: the root, each presented layer in order, the key-help footer.
///
/// This file keeps the state, each responsibility's in a value of its own: `HelpState`,
/// `StatusMessages`, `AppearanceState`, `MouseRouting`, `KeyBindingCaches`, `FramePatcher` and
/// `LayoutPasses`. Each job is an extension of its own: `Window+Hierarchy` (what is on screen),
/// `Window+Appearance` (appearance callbacks), `Window+Keys` (key routing), `Window+Mouse` (mouse
/// routing), `Window+Footer` and `Window+Help` (what the footer and the help offer),
/// `Window+Messages` (status and toast), `Window+Rendering` (drawing a frame, a `RenderedFrame`
/// the window then keeps), `Window+Retained` (patching the kept frame where only views that
/// redraw alone changed) and `Window+PatchCheck` (checking patched frames).
@MainActor
public final class Window {
    /// The smallest screen the layout supports; smaller ones show a "terminal too small" notice.
    /// 40×12 by default; an app whose screens all work smaller lowers it (the Gallery and the
    /// Inbox set 30×10, where forms stack their labels and sheets scroll to their controls).
    public var minimumSize = Size(width: 40, height: 12)
    /// The rows of the key-help footer, at the bottom of the root area.
    static let footerHeight = 1
    /// The styles everything is drawn with.
    public var theme: Theme = .standard { didSet { setNeedsDisplay() } }
    /// Extra bindings shown after the responder chain's (the app's global keys).
    package var globalKeyBindings: () -> [KeyBinding] = { [] }
    /// Accessible mode: when no text field places the cursor, frames put the hardware cursor on
    /// the focused control of the top-most layer (a list's selected row, a button, an alert's
    /// chosen action), so braille displays and screen magnifiers follow focus.
    public var keepsCursorOnFocus = false { didSet { needsDisplay = true } }
    weak var application: Application?
    var needsDisplay = true

    // Each responsibility keeps its state in a value of its own (the window stays at most 15
    // stored properties; `WindowShapeTests` counts them).
    /// Whether the full key help shows, and its scrolling.
    var help = HelpState()
    /// The status message and the toast.
    var messages = StatusMessages()
    /// Whether the window is on screen and which controllers appeared.
    var appearance = AppearanceState()
    /// Where clicks on the frame on screen go.
    var mouse = MouseRouting()
    /// The key bindings kept while nothing they depend on changed.
    var bindingCaches = KeyBindingCaches()
    /// The kept frame and what patching it counted.
    var patcher = FramePatcher()
    /// The number of the full frame being laid out.
    var layoutPasses = LayoutPasses()

    /// The owned tasks of the application showing this window.
    package var taskLedger: TaskLedger? { application?.taskLedger }
    /// Whether the full key help covers the screen.
    package internal(set) var isHelpVisible: Bool {
        get { help.isVisible }
        set { help.isVisible = newValue }
    }
    /// Checks every patched frame against the same frame drawn whole (tests and the fuzzer):
    /// each difference is noted in `patchedFrameMismatches`, and the whole frame is kept.
    package var verifiesPatchedFrames: Bool {
        get { patcher.verifiesPatchedFrames }
        set { patcher.verifiesPatchedFrames = newValue }
    }
    /// How many frames were patched instead of drawn whole (see `Window+Retained`).
    package internal(set) var patchedFrameCount: Int {
        get { patcher.patchedFrameCount }
        set { patcher.patchedFrameCount = newValue }
    }
    /// Where patched frames differed from the frame drawn whole (see `verifiesPatchedFrames`).
    package internal(set) var patchedFrameMismatches: [String] {
        get { patcher.mismatches }
        set { patcher.mismatches = newValue }
    }
    /// A counter that moves whenever what a responder of this window offers (`keyBindings`),
    /// the responder chain, focus, the presented stack or an observed model may have changed:
    /// the footer's bindings, the first responder and each responder's bindings are kept while
    /// it stays put.
    ///
    /// Invalidation is broad on purpose: every redraw request (`setNeedsDisplay` of a view, a
    /// controller or the window), every change of what is on screen (`hierarchyDidChange`),
    /// every key a responder takes (but a list's selection move or a log's or scroll view's
    /// scroll, which run no app code and invalidate what they change themselves), every
    /// observed model change, a timer's run, and direct sets of
    /// `keyBindings`, `isHidden`, subviews, focus and the library's own inputs of computed
    /// bindings (a list's items, provider, `onActivate`, `activateTitle`; a text field's
    /// `onSubmit`, `submitTitle`; an alert's actions; the app's `keyBindings`, `quitKey`) move
    /// it. A `keyBindings` override computed from other state must call `setNeedsDisplay()`
    /// when that state changes (as it must for what it draws). A responder on no window keeps
    /// nothing: joining one moves that window's generation. A change of one view's own
    /// bindings that moves no focus (a log's End "Follow") moves it without the first
    /// responder's (`View.invalidateOwnKeyBindings()`).
    var keyBindingsGeneration: UInt64 { bindingCaches.generation }
    /// The full frame being laid out and drawn, so what one frame reads many times is read once
    /// in it (a label's text provider is asked while stacks size it, then when it draws); nil
    /// between frames (reads then are always fresh).
    var layoutPass: UInt64? { layoutPasses.current }

    /// A window showing `rootViewController`.
    public init(rootViewController: ViewController? = nil) {
        self.rootViewController = rootViewController
        rootViewController?.hostWindow = self
    }

    /// The screen at the bottom of everything. Replacing it dismisses whatever was presented and
    /// the old root and all its screens leave (reason `.replaced`).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                if let presented = old.presented { old.dismissChain(startingAt: presented, userInitiated: false) }
                old.hostWindow = nil
            }
            if let root = rootViewController {
                root.detachFromParent()
                root.hostWindow = self
            }
            hierarchyDidChange()
            oldValue?.announceDeparture(Departure(reason: .replaced, isUserInitiated: false))
        }
    }

    /// Puts the window on screen: the visible screens get their appearance callbacks.
    package func makeKeyAndVisible() {
        appearance.isVisible = true
        hierarchyDidChange()
    }

    /// Asks for a new frame.
    public func setNeedsDisplay() {
        needsDisplay = true
        invalidateKeyBindings()
    }

    /// Marks every set of bindings kept for this window stale (see `keyBindingsGeneration`).
    func invalidateKeyBindings() {
        bindingCaches.invalidate()
    }

    /// Marks the kept bindings stale after a change of one view's own bindings that moves no
    /// focus (see `View.invalidateOwnKeyBindings()`): the first responder is kept.
    func invalidateKeyBindingsKeepingResponder() {
        bindingCaches.invalidateBindings()
    }

    /// Starts a layout pass (see `layoutPass`).
    func beginLayoutPass() {
        layoutPasses.begin()
    }

    /// Ends the layout pass.
    func endLayoutPass() {
        layoutPasses.end()
    }
}
