import TerminalCore

// The footer's bindings: what the responder chain and the app offer, fitted to the width.
extension Window {
    /// The bindings of the responder chain and the app, first binding per key label winning;
    /// kept while `keyBindingsGeneration` stays put.
    package var activeKeyBindings: [KeyBinding] {
        // Worked on a copy: making the bindings reads the window's caches (their generation),
        // which an access to `bindingCaches` held across the call would conflict with.
        var kept = bindingCaches.activeKeyBindings
        let bindings = kept.bindings(in: { self }) { makeActiveKeyBindings() }
        bindingCaches.activeKeyBindings = kept
        return bindings
    }

    private func makeActiveKeyBindings() -> [KeyBinding] {
        var bindings: [KeyBinding] = []
        var seenKeys: [KeyEvent] = []
        let first = firstResponder
        let chain = first?.responderChain ?? []
        var ordered: [KeyBinding] = []
        var reachesApp = true
        // Tab in a focused view moves focus; with one focusable view it has nowhere to go.
        let focusMoves = (visibleViewController?.focusScope.focusableViews.count ?? 0) > 1
        for responder in chain {
            // A loading screen's own keys wait for the load (see `ViewController.handleKey`).
            if let controller = responder as? ViewController, controller.loadingMessage != nil {
                if controller.modalInPresentationBlocker == nil, let close = controller.closeBinding { ordered.append(close) }
                continue
            }
            if responder is View, !focusMoves {
                // (Loops, not closures, here and below: this runs whenever the keys may change.)
                for binding in responder.keyBindings {
                    var movesFocusOnly = true
                    for key in binding.keys where key != .tab && key != .backTab { movesFocusOnly = false }
                    if !movesFocusOnly { ordered.append(binding) }
                }
            } else {
                ordered += responder.keyBindings
            }
            // A modal that consumes every key (an alert): nothing below it, and none of the
            // app's keys (`:`, `?`, `q`), is reached while it is up.
            if let controller = responder as? ViewController, controller.consumesAllKeys {
                reachesApp = false
                break
            }
            // A presented root closes with Esc before its presenter's bindings are considered.
            if let controller = responder as? ViewController, controller.modalInPresentationBlocker == nil, let close = controller.closeBinding {
                ordered.append(close)
            }
        }
        // A focused text field (or a filter being typed) types printable keys: the character
        // keys of the screen and its parents (`i`) and of the app (`q`, `?`, `:`) do not reach
        // them then, so the footer must not offer them.
        let typesCharacters = (first as? View)?.consumesPrintableKeys ?? false
        for binding in ordered + (reachesApp ? globalKeyBindings() : []) {
            var typed = typesCharacters
            for key in binding.keys where key.printableCharacter == nil { typed = false }
            if typed { continue }
            var isNew = false
            for key in binding.keys where !seenKeys.contains(key) { isNew = true }
            guard isNew else { continue }
            seenKeys += binding.keys
            bindings.append(binding)
        }
        return bindings
    }

    var footerCandidates: [KeyBinding] {
        (isHelpVisible ? helpKeyBindings : activeKeyBindings).filter(\.isVisible)
    }

    /// The bindings the footer shows on a screen `width` cells wide, in footer order: when not
    /// all fit, the ways out and on (`q`, Esc, Enter) are kept first, then the others in order
    /// as room allows (`?` Help lists every key). Empty while a status message replaces the footer.
    package func footerBindings(width: Int) -> [KeyBinding] {
        guard messages.status == nil else { return [] }
        // The help's keys follow its scrolling: chosen afresh each time.
        if isHelpVisible { return chooseFooterBindings(width: width) }
        let generation = keyBindingsGeneration
        if let cache = bindingCaches.footerBindings, cache.generation == generation, cache.width == width { return cache.bindings }
        let bindings = chooseFooterBindings(width: width)
        bindingCaches.footerBindings = (generation, width, bindings)
        return bindings
    }

    private func chooseFooterBindings(width: Int) -> [KeyBinding] {
        let candidates = footerCandidates
        func cost(_ binding: KeyBinding) -> Int { binding.label.displayWidth + 1 + binding.title.displayWidth + 2 }
        // One leading space; each item is label, space, title and two spaces (the last two may
        // overhang the edge).
        var room = width - 1 + 2
        var chosen = [Bool](repeating: false, count: candidates.count)
        // Tier 0: the ways out and on (the quit key, Esc, Enter); then everything else in order.
        let quitKey = application?.quitKey
        func tier(_ binding: KeyBinding) -> Int {
            for key in binding.keys where key == quitKey || key == .escape || key == .enter { return 0 }
            return 1
        }
        for pass in 0...1 {
            for (index, binding) in candidates.enumerated() where !chosen[index] {
                guard tier(binding) <= pass, cost(binding) <= room else { continue }
                chosen[index] = true
                room -= cost(binding)
            }
        }
        var bindings: [KeyBinding] = []
        for index in candidates.indices where chosen[index] { bindings.append(candidates[index]) }
        return bindings
    }
}
