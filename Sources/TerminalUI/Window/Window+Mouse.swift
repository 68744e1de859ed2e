import TerminalCore

// Mouse routing: clicks and wheel notches to the hit targets of the frame on screen.
extension Window {
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
        messages.status = nil
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
        guard event.position.y != mouse.footerRow, let top = mouse.hitLayers.last else { return false }
        if top.isPresented, top.controller == nil { return false }
        if top.isPresented, let presented = top.controller, !top.frame.contains(event.position) {
            guard event.kind == .click, presented.dismissesOnClickOutside else {
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
}
