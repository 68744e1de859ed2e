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
    package private(set) var helpScrollOffset = 0
    /// How many help rows the last frame had room for, and how many rows there were.
    private var helpRowsShown = 0
    private var helpRowCount = 0
    /// Extra bindings shown after the responder chain's (the app's global keys).
    package var globalKeyBindings: () -> [KeyBinding] = { [] }

    weak var application: Application?
    private var appeared: [ViewController] = []
    private(set) var isVisible = false
    private var toast: (message: String, expiresAt: Duration)?
    var needsDisplay = true
    /// The mouse targets of the frame on screen, bottom layer first (see `handleMouse(_:)`).
    private var hitLayers: [HitLayer] = []
    /// The footer's row in the frame on screen; clicks there do nothing.
    private var footerRow: Int?
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
        statusMessage = nil
        needsDisplay = true
        if isHelpVisible {
            // Scrolling keys scroll a help that does not fit; any other key closes it.
            if !scrollHelp(for: event) { isHelpVisible = false }
            return true
        }
        var responder = firstResponder
        var steps = 0
        while let current = responder, steps < 256 {
            if current.handleKey(event) { return true }
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

    // MARK: - Frames

    /// Lays out and draws one frame for a screen of `size` at time `now`.
    package func makeFrame(size: Size, now: Duration) -> (frame: Frame, redrawDeadline: Duration?) {
        needsDisplay = false
        guard size.contains(minimumSize) else {
            hitLayers = []
            return (tooSmallFrame(size: size), nil)
        }
        let context = RenderContext(now: now, theme: theme, footerHeight: 1)
        let screen = Rect(size: size)
        var layers: [Layer] = []
        var cursor: Point?
        var hitLayers: [HitLayer] = []
        _ = context.takeHitTargets()
        context.tracksFocus = keepsCursorOnFocus
        let presented = presentedViewControllers
        let coversTabBar = presented.contains { $0.modalPresentationStyle == .fullScreen && !($0 is AlertController) }
        let tabBarHeight = primaryTabBarController?.bottomBarHeight ?? 0
        let footerRow = size.height - 1 - (coversTabBar ? 0 : tabBarHeight)

        if let root = rootViewController {
            var canvas = Canvas(size: size)
            context.cursor = nil
            context.collectsBars = true
            root.render(in: tabBarHeight > 0 ? screen : screen.inset(bottom: 1), canvas: &canvas, context: context)
            context.collectsBars = false
            cursor = context.cursor ?? context.takeFocusPoint()
            // The visible stack's navigation bar and the tab bar are layers of their own (SPEC §3):
            // moved out of the root canvas, which keeps the top screen.
            var bars: [Layer] = []
            for (index, bar) in context.bars.enumerated() {
                let id = context.bars.filter({ $0.id == bar.id }).count > 1 ? "\(bar.id).\(index)" : bar.id
                bars.append(Layer(id: id, origin: bar.rect.origin, canvas: canvas.cropped(to: bar.rect)))
                canvas.fill(bar.rect)
            }
            layers.append(Layer(id: "root", origin: .zero, canvas: canvas))
            layers += bars
            hitLayers.append(HitLayer(frame: screen, controller: nil, targets: context.takeHitTargets()))
        }

        let area = Rect(x: 0, y: 0, width: size.width, height: footerRow)
        for (index, controller) in presented.enumerated() {
            let frame = modalFrame(for: controller, in: area, screen: screen)
            if controller.modalPresentationStyle != .fullScreen || controller is AlertController {
                for layerIndex in layers.indices {
                    let bounds = layers[layerIndex].canvas.bounds
                    layers[layerIndex].canvas.restyle(bounds) { $0.adding(.dim) }
                }
            }
            var canvas = Canvas(size: frame.size)
            context.cursor = nil
            _ = context.takeFocusPoint()
            drawModal(controller, canvas: &canvas, context: context)
            cursor = (context.cursor ?? context.takeFocusPoint()).map { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }
            layers.append(Layer(id: "modal.\(index + 1)", origin: frame.origin, canvas: canvas))
            hitLayers.append(HitLayer(frame: frame, controller: controller, targets: context.takeHitTargets()))
        }
        self.hitLayers = hitLayers
        self.footerRow = footerRow

        if let toast, toast.expiresAt > now {
            let text = " \(toast.message) "
            let width = min(size.width, text.displayWidth)
            var canvas = Canvas(size: Size(width: width, height: 1))
            canvas.write(text, at: .zero, style: theme.toast)
            layers.append(Layer(id: "toast", origin: Point(x: (size.width - width) / 2, y: max(0, footerRow - 1)), canvas: canvas))
            context.requestRedraw(after: toast.expiresAt - now)
        } else if toast != nil {
            toast = nil
        }

        // The help is laid out before the footer, which names its keys (↑↓ only if it scrolls).
        let help = isHelpVisible ? helpLayer(size: size, area: area) : nil
        var footer = Canvas(size: Size(width: size.width, height: 1))
        drawFooter(into: &footer)
        layers.append(Layer(id: "footer", origin: Point(x: 0, y: footerRow), canvas: footer))

        if let help {
            layers.append(help)
            cursor = nil
        }
        return (Frame(size: size, layers: layers, cursor: cursor), context.redrawDeadline)
    }

    /// Where a presented controller's layer goes (SPEC §3's sizes), in screen coordinates.
    func modalFrame(for controller: ViewController, in area: Rect, screen: Rect) -> Rect {
        if let alert = controller as? AlertController {
            return alert.frame(in: area)
        }
        switch controller.modalPresentationStyle {
        case .fullScreen:
            return Rect(x: 0, y: 0, width: screen.width, height: screen.height - 1)
        case .pageSheet:
            let width = min(area.width, max(36, area.width * 8 / 10))
            let height = min(area.height, max(8, area.height * 8 / 10))
            return area.centered(Size(width: width, height: height))
        case .formSheet:
            let width = min(area.width, max(32, area.width * 6 / 10))
            let height = min(area.height, max(7, area.height * 5 / 10))
            return area.centered(Size(width: width, height: height))
        case .bottomSheet:
            let limit = max(4, area.height * 6 / 10)
            let contentWidth = max(1, area.width - 4)
            let content = controller.preferredContentHeight
                ?? Window.intrinsicHeight(of: controller, width: contentWidth)
            let height = min(limit, max(4, content + 2))
            return Rect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
        }
    }

    private static func intrinsicHeight(of controller: ViewController, width: Int) -> Int {
        if let navigation = controller as? NavigationController, let top = navigation.topViewController {
            let bar = navigation.isNavigationBarHidden ? 0 : 1
            return bar + (top.preferredContentHeight ?? top.view.sizeThatFits(Size(width: width, height: 1000)).height)
        }
        return controller.view.sizeThatFits(Size(width: width, height: 1000)).height
    }

    private func drawModal(_ controller: ViewController, canvas: inout Canvas, context: RenderContext) {
        let bounds = canvas.bounds
        canvas.fill(bounds, style: theme.text)
        if controller.modalPresentationStyle == .fullScreen, !(controller is AlertController) {
            controller.render(in: bounds, canvas: &canvas, context: context)
            return
        }
        let wrapsNavigation = controller is NavigationController
        var boxTitle = (wrapsNavigation || controller is AlertController) ? nil : controller.title
        let grabber = "━━━━━━"
        let grabberX = max(1, (bounds.width - grabber.displayWidth) / 2)
        let hasGrabber = controller.modalPresentationStyle == .bottomSheet && !(controller is AlertController)
        if hasGrabber, let title = boxTitle {
            // The title sits left of the grabber and never runs into it (the box adds 4 cells).
            boxTitle = title.truncated(toWidth: max(0, grabberX - 6))
        }
        canvas.drawBox(bounds, border: .rounded, style: theme.border, title: boxTitle, titleStyle: theme.sheetTitle)
        if hasGrabber {
            canvas.write(grabber, at: Point(x: grabberX, y: 0), style: theme.border.adding(.bold))
        }
        let inner = bounds.inset(top: 1, left: 1, bottom: 1, right: 1)
        controller.render(in: inner, canvas: &canvas, context: context)
    }

    private func drawFooter(into canvas: inout Canvas) {
        let width = canvas.size.width
        if let statusMessage {
            canvas.write(" " + statusMessage.truncated(toWidth: max(0, width - 1)), at: .zero, style: theme.footerMessage)
            return
        }
        var x = 1
        for item in footerBindings(width: width) {
            x += canvas.write(item.label, at: Point(x: x, y: 0), style: theme.footerKey)
            x += 1
            x += canvas.write(item.title, at: Point(x: x, y: 0), style: theme.footerTitle)
            x += 2
        }
    }

    private func helpLayer(size: Size, area: Rect) -> Layer {
        let bindings = activeKeyBindings
        let rows = bindings.map { ($0.keys.map(\.shortLabel).joined(separator: " "), $0.title) }
        let labelWidth = min(24, rows.map { $0.0.displayWidth }.max() ?? 0)
        let width = min(size.width, max(30, labelWidth + 3 + (rows.map { $0.1.displayWidth }.max() ?? 0) + 4))
        let height = min(area.height, rows.count + 4)
        let frame = area.centered(Size(width: width, height: height))
        var canvas = Canvas(size: frame.size)
        let shown = max(0, height - 4)
        helpRowCount = rows.count
        helpRowsShown = shown
        helpScrollOffset = max(0, min(helpScrollOffset, rows.count - shown))
        let scrolls = rows.count > shown
        var title = "Keys"
        if scrolls, shown > 0 {
            title += " \(helpScrollOffset + 1)-\(helpScrollOffset + shown) of \(rows.count)"
        }
        canvas.drawBox(canvas.bounds, border: .rounded, style: theme.border, title: title, titleStyle: theme.sheetTitle)
        for (index, row) in rows.dropFirst(helpScrollOffset).prefix(shown).enumerated() {
            let y = index + 1
            canvas.write(row.0.truncated(toWidth: labelWidth), at: Point(x: 2, y: y), style: theme.footerKey)
            canvas.write(row.1, at: Point(x: 3 + labelWidth, y: y), style: theme.text, maxWidth: width - labelWidth - 5)
        }
        let hint = scrolls ? "↑↓ scroll · others close" : "Any key closes this help"
        canvas.write(hint, at: Point(x: 2, y: height - 2), style: theme.secondaryText, maxWidth: width - 4)
        return Layer(id: "help", origin: frame.origin, canvas: canvas)
    }

    private func tooSmallFrame(size: Size) -> Frame {
        var canvas = Canvas(size: size)
        let message = "Terminal too small: need \(minimumSize)".truncated(toWidth: max(0, size.width))
        let x = max(0, (size.width - message.displayWidth) / 2)
        canvas.write(message, at: Point(x: x, y: max(0, (size.height - 1) / 2)), style: theme.footerMessage)
        return Frame(size: size, layers: [Layer(id: "too-small", origin: .zero, canvas: canvas)], cursor: nil)
    }

    /// Whether `size` is below `minimumSize` (the notice is shown instead of the layout).
    package func isTooSmall(_ size: Size) -> Bool { !size.contains(minimumSize) }
}

