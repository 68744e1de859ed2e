import TerminalCore

// Keeps view controllers' appearance callbacks true to what is on screen.
extension Window {
    /// Called after any change of what is on screen: sends appearance callbacks, asks for a frame.
    func hierarchyDidChange() {
        needsDisplay = true
        appearance.hierarchyGeneration &+= 1
        invalidateKeyBindings()
        guard appearance.isVisible else { return }
        let now = visibleViewControllers
        // Sets and loops, not nested `contains` closures: each call of a main-actor closure
        // handed to a nonisolated algorithm checks its executor, and this runs on every push.
        var nowIDs = Set<ObjectIdentifier>()
        for controller in now { nowIDs.insert(ObjectIdentifier(controller)) }
        var appearedIDs = Set<ObjectIdentifier>()
        for controller in appearance.appeared { appearedIDs.insert(ObjectIdentifier(controller)) }
        var leaving: [ViewController] = []
        for controller in appearance.appeared where !nowIDs.contains(ObjectIdentifier(controller)) { leaving.append(controller) }
        var arriving: [ViewController] = []
        for controller in now where !appearedIDs.contains(ObjectIdentifier(controller)) { arriving.append(controller) }
        // A status describes the screens it was shown over (why Esc was refused there); once
        // they change it is stale, even when no key came (a timer presented an alert). One shown
        // before any screen was up (a start-up message) describes the start: it stays.
        if !appearance.appeared.isEmpty, !leaving.isEmpty || !arriving.isEmpty { messages.status = nil }
        appearance.appeared = now
        // UIKit guarantees `viewDidLoad` before the first `viewWillAppear`; views otherwise load
        // lazily at the next render, after the appearance callbacks, so load them first.
        for controller in arriving { controller.loadViewIfNeeded() }
        for controller in leaving { controller.viewWillDisappear(true) }
        for controller in arriving { controller.viewWillAppear(true) }
        for controller in leaving { controller.viewDidDisappear(true) }
        for controller in arriving { controller.viewDidAppear(true) }
    }
}
