import TerminalCore

/// Shows a root view controller and the chain of controllers presented over it.
///
/// Mirrors `UIWindow`: it owns the root, sends keys to the top-most layer first (SPEC §5),
/// keeps view controllers' appearance callbacks true to what is on screen, and lays out each
/// frame's layers: the root, each presented layer in order, the key-help footer.
@MainActor
public final class Window {
    /// The smallest screen the layout supports; smaller ones show a "terminal too small" notice.
    public var minimumSize = Size(width: 40, height: 12)
    /// The styles everything is drawn with.
    public var theme: Theme = .standard
    /// A one-line message shown in the footer until the next key.
    package private(set) var statusMessage: String?
    /// Whether the full key help covers the screen.
    package private(set) var isHelpVisible = false
    /// Accessible mode: when no text field places the cursor, frames put the hardware cursor on
    /// the focused control of the top-most layer (a list's selected row, a button, an alert's
    /// chosen action), so braille displays and screen magnifiers follow focus.
    public var keepsCursorOnFocus = false
    /// The first help row shown (the help scrolls when its rows do not fit).
    package internal(set) var helpScrollOffset = 0
    /// How many help rows the last frame had room for, and how many rows there were.
    var helpRowsShown = 0
    var helpRowCount = 0
    /// Extra bindings shown after the responder chain's (the app's global keys).
    package var globalKeyBindings: () -> [KeyBinding] = { [] }

    weak var application: Application?
    private var appeared: [ViewController] = []
    private(set) var isVisible = false
    var toast: (message: String, expiresAt: Duration)?
    var needsDisplay = true
    /// The mouse targets of the frame on screen, bottom layer first (see `handleMouse(_:)`).
    var hitLayers: [HitLayer] = []
    /// The footer's row in the frame on screen; clicks there do nothing.
    var footerRow: Int?
    /// Counts changes of what is on screen (a screen shown, hidden, presented or dismissed).
    private(set) var hierarchyGeneration = 0

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
        isVisible = true
        hierarchyDidChange()
    }

    // MARK: - Hierarchy

    /// The presented controllers, bottom to top (the root not included).
    package var presentedViewControllers: [ViewController] {
        var chain: [ViewController] = []
        var current = rootViewController?.presented
        while let controller = current, chain.count < 256 {
            chain.append(controller)
            current = controller.presented
        }
        return chain
    }

    /// The tab bar controller whose bar is the screen's bottom row: the root, or the visible
    /// child of root containers (a tab bar controller pushed as a navigation controller's root).
    package var primaryTabBarController: TabBarController? {
        var current = rootViewController
        var steps = 0
        while let controller = current, steps < 64 {
            if let tabs = controller as? TabBarController { return tabs }
            guard controller.isContainer else { return nil }
            current = controller.visibleChild
            steps += 1
        }
        return nil
    }

    /// The top-most presented controller, or the root.
    public var topViewController: ViewController? {
        presentedViewControllers.last ?? rootViewController
    }

    /// The screen the user is looking at: the visible leaf of the top-most layer.
    public var visibleViewController: ViewController? {
        guard var leaf = topViewController else { return nil }
        while let child = leaf.visibleChild { leaf = child }
        return leaf
    }

    /// Every controller now on screen, parents before children, bottom layer first.
    package var visibleViewControllers: [ViewController] {
        guard let root = rootViewController else { return [] }
        var layers: [[ViewController]] = [Window.visibleSubtree(of: root)]
        for presented in presentedViewControllers {
            if presented.modalPresentationStyle == .fullScreen, !(presented is AlertController) {
                layers.removeAll()
            }
            layers.append(Window.visibleSubtree(of: presented))
        }
        return layers.flatMap { $0 }
    }

    private static func visibleSubtree(of controller: ViewController) -> [ViewController] {
        var result = [controller]
        if controller.isContainer {
            if let child = controller.visibleChild { result += visibleSubtree(of: child) }
        } else {
            for child in controller.children { result += visibleSubtree(of: child) }
        }
        return result
    }

    /// Called after any change of what is on screen: sends appearance callbacks, asks for a frame.
    func hierarchyDidChange() {
        needsDisplay = true
        hierarchyGeneration &+= 1
        guard isVisible else { return }
        let now = visibleViewControllers
        let leaving = appeared.filter { old in !now.contains { $0 === old } }
        let arriving = now.filter { new in !appeared.contains { $0 === new } }
        // A status describes the screens it was shown over (why Esc was refused there); once
        // they change it is stale, even when no key came (a timer presented an alert). One shown
        // before any screen was up (a start-up message) describes the start: it stays.
        if !appeared.isEmpty, !leaving.isEmpty || !arriving.isEmpty { statusMessage = nil }
        appeared = now
        // UIKit guarantees `viewDidLoad` before the first `viewWillAppear`; views otherwise load
        // lazily at the next render, after the appearance callbacks, so load them first.
        for controller in arriving { controller.loadViewIfNeeded() }
        for controller in leaving { controller.viewWillDisappear(true) }
        for controller in arriving { controller.viewWillAppear(true) }
        for controller in leaving { controller.viewDidDisappear(true) }
        for controller in arriving { controller.viewDidAppear(true) }
    }

    /// Asks for a new frame.
    public func setNeedsDisplay() {
        needsDisplay = true
    }

    // MARK: - Messages

    /// Shows `message` in the footer until the next key.
    public func showStatus(_ message: String) {
        statusMessage = message
        needsDisplay = true
    }

    /// Shows a short message above the footer for `duration` (read from the application clock).
    public func showToast(_ message: String, duration: Duration = .seconds(2)) {
        let now = application?.clock.now ?? .zero
        toast = (message, now + duration)
        needsDisplay = true
    }

    /// Shows or hides the full key help.
    public func toggleHelp() {
        isHelpVisible.toggle()
        helpScrollOffset = 0
        needsDisplay = true
    }

    /// Whether the help has more rows than fit (it scrolls with ↑↓, PgUp/PgDn, Home/End).
    public var isHelpScrollable: Bool { isHelpVisible && helpRowCount > helpRowsShown }

    /// Scrolls the help for `event`; false when the key is not a scrolling key or moves nothing.
    private func scrollHelp(for event: KeyEvent) -> Bool {
        guard isHelpScrollable else { return false }
        let last = max(0, helpRowCount - helpRowsShown)
        let page = max(1, helpRowsShown - 1)
        let target: Int
        switch event {
        case .up, .char("k"): target = helpScrollOffset - 1
        case .down, .char("j"): target = helpScrollOffset + 1
        case .pageUp: target = helpScrollOffset - page
        case .pageDown: target = helpScrollOffset + page
        case .home: target = 0
        case .end: target = last
        default: return false
        }
        helpScrollOffset = max(0, min(last, target))
        return true
    }

    /// The help's own keys, shown in the footer while it is up: what a key does then.
    private var helpKeyBindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        if isHelpScrollable {
            bindings.append(KeyBinding(keys: [.up, .down, .char("k"), .char("j")], title: "Scroll", label: "↑↓"))
            bindings.append(KeyBinding(keys: [.pageUp, .pageDown], title: "Page", label: "PgUp PgDn", isVisible: false))
            bindings.append(KeyBinding(keys: [.home, .end], title: "Top / bottom", label: "Home End", isVisible: false))
        }
        bindings.append(KeyBinding(.escape, title: "Close help"))
        return bindings
    }

    // MARK: - Keys

    /// The responder that receives keys first: the focused view of the visible screen of the
    /// top-most layer (or that screen itself).
    package var firstResponder: (any Responder)? {
        guard let leaf = visibleViewController else { return nil }
        // A loading overlay covers its screen and swallows keys (but Esc) in its controller's
        // `handleKey`; the focused view under it would otherwise get them first, so typing
        // edited a hidden field and Enter submitted again. Start at the loading controller.
        var current: ViewController? = leaf
        while let controller = current {
            if controller.loadingMessage != nil { return controller }
            current = controller.parent
        }
        let scope = leaf.focusScope
        return scope.effectiveFocusedView ?? scope
    }

    /// Sends a key through the responder chain of the top-most layer, applying SPEC §5 for Esc.
    ///
    /// - Returns: whether a responder (or the window) handled it; the app handles the rest.
    @discardableResult
    package func handleKey(_ event: KeyEvent) -> Bool {
        // A key nobody takes changes nothing on screen (but the status it clears): no frame then.
        if statusMessage != nil { needsDisplay = true }
        statusMessage = nil
        if isHelpVisible {
            // Scrolling keys scroll a help that does not fit; any other key closes it.
            if !scrollHelp(for: event) { isHelpVisible = false }
            needsDisplay = true
            return true
        }
        var responder = firstResponder
        var steps = 0
        while let current = responder, steps < 256 {
            if current.handleKey(event) {
                needsDisplay = true
                return true
            }
            responder = current.nextResponder
            steps += 1
        }
        return false
    }

    // MARK: - Mouse

    /// Sends a click or wheel notch to what the frame on screen shows under the pointer.
    ///
    /// The top-most layer decides: over a page sheet, form sheet or bottom sheet, a click outside
    /// the sheet (on the dimmed screen) dismisses it as the user — exactly as Esc at its root
    /// does, so the presentation delegate and `onDismiss` are told, and `isModalInPresentation`
    /// refuses it with the footer's reason; outside an alert or a full-screen modal nothing
    /// happens. Inside, the top-most target under the pointer that takes the event gets it (a
    /// tab, a list row, a button, an alert's action). A loading overlay swallows clicks as it
    /// swallows keys, the footer row ignores them, and any click closes the key help.
    ///
    /// - Returns: whether the event changed or reached something.
    @discardableResult
    public func handleMouse(_ event: MouseEvent) -> Bool {
        statusMessage = nil
        needsDisplay = true
        if isHelpVisible {
            switch event.kind {
            case .click:
                isHelpVisible = false
                return true
            case .scrollUp:
                return scrollHelp(for: .up)
            case .scrollDown:
                return scrollHelp(for: .down)
            }
        }
        guard event.position.y != footerRow, let top = hitLayers.last else { return false }
        if top.isPresented, top.controller == nil { return false }
        if top.isPresented, let presented = top.controller, !top.frame.contains(event.position) {
            guard event.kind == .click, !(presented is AlertController), presented.modalPresentationStyle != .fullScreen else {
                return false
            }
            return presented.dismissAsUser()
        }
        if let controller = firstResponder as? ViewController, controller.loadingMessage != nil { return false }
        var local = event
        local.position = Point(x: event.position.x - top.frame.minX, y: event.position.y - top.frame.minY)
        for target in top.targets.reversed() where target.rect.contains(local.position) {
            if target.handler(local) { return true }
        }
        return false
    }

    /// The bindings of the responder chain and the app, first binding per key label winning.
    package var activeKeyBindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        var seenKeys: [KeyEvent] = []
        let chain = firstResponder?.responderChain ?? []
        var ordered: [KeyBinding] = []
        var reachesApp = true
        var onlyEscape = false
        // Tab in a focused view moves focus; with one focusable view it has nowhere to go.
        let focusMoves = (visibleViewController?.focusScope.focusableViews.count ?? 0) > 1
        for responder in chain {
            if responder is View, !focusMoves {
                ordered += responder.keyBindings.filter { !$0.keys.allSatisfy { $0 == .tab || $0 == .backTab } }
            } else {
                ordered += responder.keyBindings
            }
            // An alert is modal and consumes every key (`AlertController.handleKey`): nothing
            // below it, and none of the app's keys (`:`, `?`, `q`), is reached while it is up.
            if responder is AlertController {
                reachesApp = false
                break
            }
            // A loading overlay swallows every key but Esc (see `firstResponder`): only its
            // own bindings and Esc are offered, not the app's keys.
            if let controller = responder as? ViewController, controller.loadingMessage != nil {
                reachesApp = false
                onlyEscape = true
            }
            // A presented root closes with Esc before its presenter's bindings are considered.
            if let controller = responder as? ViewController, controller.parent == nil, controller.presenter != nil,
               !(controller is AlertController), controller.modalInPresentationBlocker == nil {
                ordered.append(KeyBinding(.escape, title: "Close"))
            }
        }
        // A focused text field types printable keys: the app's character keys (`q`, `?`, `:`)
        // do not reach the app then, so the footer must not offer them.
        let typesCharacters = (firstResponder as? View)?.consumesPrintableKeys ?? false
        if onlyEscape { ordered = ordered.filter { $0.keys.contains(.escape) } }
        let global = (reachesApp ? globalKeyBindings() : []).filter { binding in
            !(typesCharacters && binding.keys.allSatisfy { $0.printableCharacter != nil })
        }
        for binding in ordered + global {
            if binding.keys.allSatisfy({ seenKeys.contains($0) }) { continue }
            seenKeys += binding.keys
            bindings.append(binding)
        }
        return bindings
    }

    /// The footer's items: visible bindings of the chain and the app (the help's own keys while
    /// it is up, since every key goes to it then).
    package var footerItems: [KeyHelpItem] {
        footerCandidates.map { KeyHelpItem(label: $0.label, title: $0.title) }
    }

    private var footerCandidates: [KeyBinding] {
        (isHelpVisible ? helpKeyBindings : activeKeyBindings).filter(\.isVisible)
    }

    /// The bindings the footer shows on a screen `width` cells wide, in footer order: when not
    /// all fit, the ways out and on (`q`, Esc, Enter) are kept first, then the others in order
    /// as room allows (`?` Help lists every key). Empty while a status message replaces the footer.
    package func footerBindings(width: Int) -> [KeyBinding] {
        guard statusMessage == nil else { return [] }
        let candidates = footerCandidates
        func cost(_ binding: KeyBinding) -> Int { binding.label.displayWidth + 1 + binding.title.displayWidth + 2 }
        // One leading space; each item is label, space, title and two spaces (the last two may
        // overhang the edge).
        var room = width - 1 + 2
        var chosen = [Bool](repeating: false, count: candidates.count)
        // Tier 0: the ways out and on; then everything else in order.
        let tiers: [Set<KeyEvent>] = [[.char("q"), .escape, .enter]]
        func tier(_ binding: KeyBinding) -> Int {
            tiers.firstIndex { tier in binding.keys.contains { tier.contains($0) } } ?? tiers.count
        }
        for pass in 0...tiers.count {
            for (index, binding) in candidates.enumerated() where !chosen[index] {
                guard tier(binding) <= pass, cost(binding) <= room else { continue }
                chosen[index] = true
                room -= cost(binding)
            }
        }
        return candidates.indices.filter { chosen[$0] }.map { candidates[$0] }
    }
}
