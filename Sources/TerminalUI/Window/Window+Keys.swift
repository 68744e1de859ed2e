import TerminalCore

// Key routing: the first responder of the top-most layer and the responder chain from it.
extension Window {
    /// The responder that receives keys first: the focused view of the visible screen of the
    /// top-most layer (or that screen itself).
    package var firstResponder: (any Responder)? {
        let generation = bindingCaches.responderGeneration
        if bindingCaches.firstResponderGeneration == generation, let cached = bindingCaches.firstResponder { return cached }
        let responder = findFirstResponder()
        bindingCaches.firstResponder = responder
        bindingCaches.firstResponderGeneration = generation
        return responder
    }

    private func findFirstResponder() -> (any Responder)? {
        guard let leaf = visibleViewController else { return nil }
        // A loading overlay covers its screen and swallows keys (but Esc) in its controller's
        // `handleKey`; the focused view under it would otherwise get them first, so typing
        // edited a hidden field and Enter submitted again. Start at the loading controller.
        if let loading = Chain(leaf, next: { $0.parent }).first(where: { $0.loadingMessage != nil }) { return loading }
        let scope = leaf.focusScope
        return scope.settleFocus() ?? scope
    }

    /// Sends a key through the responder chain of the top-most layer (where Esc goes back).
    ///
    /// - Returns: whether a responder (or the window) handled it; the app handles the rest.
    @discardableResult
    package func handleKey(_ event: KeyEvent) -> Bool {
        // A key nobody takes changes nothing on screen (but the status it clears): no frame then.
        if messages.clearStatus() { needsDisplay = true }
        if isHelpVisible {
            // Scrolling keys scroll a help that does not fit; any other key closes it.
            handleHelpKey(event)
            needsDisplay = true
            return true
        }
        // Each responder in turn until one handles it.
        var handled: (any Responder)?
        let outer = Window.keyDispatch
        defer { Window.keyDispatch = outer }
        for responder in Chain(responders: firstResponder) {
            Window.keyDispatch = (self, ObjectIdentifier(responder))
            // Only the key this responder handles now may say it kept the bindings.
            (responder as? View)?.lastKeyKeptKeyBindings = false
            if responder.handleKey(event) {
                handled = responder
                break
            }
        }
        guard let handler = handled else { return false }
        // What a key did may change any responder's bindings, and anything on screen; a list's
        // selection move or a log's scroll runs no app code and asks for what it changed itself
        // (its frame, `setNeedsRedraw()`, its own bindings, `invalidateOwnKeyBindings()`).
        if !((handler as? View)?.lastKeyKeptKeyBindings ?? false) {
            needsDisplay = true
            invalidateKeyBindings()
        }
        return true
    }

    /// The window sending a key down its responder chain, and the responder it is asking.
    private static var keyDispatch: (window: Window, responder: ObjectIdentifier)?

    /// The window asking `responder` to handle a key (it is on that window: its bindings kept
    /// there need no walk up its hierarchy to find it), else nil.
    static func dispatchingWindow(to responder: AnyObject) -> Window? {
        guard let dispatch = keyDispatch, dispatch.responder == ObjectIdentifier(responder) else { return nil }
        return dispatch.window
    }

    /// Gives pasted text to the first responder when it takes a paste (a text field or area, a
    /// filter being typed, an open select), as one edit; anywhere else a paste does nothing: it
    /// is text, never keys, so it triggers no binding. A view that types keys but takes no paste
    /// says so on the status line.
    ///
    /// - Parameter droppedBytes: how many bytes the terminal dropped after `text` (its limit).
    /// - Returns: whether a view took it.
    @discardableResult
    package func handlePaste(_ text: String, droppedBytes: Int = 0) -> Bool {
        guard !isHelpVisible else { return false }
        guard let field = firstResponder as? any PasteTarget, field.takesPaste else {
            if (firstResponder as? View)?.consumesPrintableKeys == true {
                showStatus("Paste not taken here: type the text instead.")
            }
            return false
        }
        if messages.clearStatus() { needsDisplay = true }
        field.paste(Paste(text: text, droppedBytes: droppedBytes))
        needsDisplay = true
        invalidateKeyBindings()
        return true
    }
}
