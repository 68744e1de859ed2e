import TerminalCore

/// Something that can handle keys, with a next responder to pass unhandled keys to.
///
/// Keys start at the focused view of the top-most screen and travel up: views, the screen, its
/// navigation controller, tab bar controller, the presenting controller and finally the app.
@MainActor
public protocol Responder: AnyObject {
    /// Where keys go that this responder does not handle.
    var nextResponder: (any Responder)? { get }
    /// The bindings this responder offers (shown in the footer when visible).
    var keyBindings: [KeyBinding] { get }
    /// Handles `event`; returns true when it was handled and must travel no further.
    func handleKey(_ event: KeyEvent) -> Bool
}

extension Responder {
    /// Runs the first binding matching `event`; true if there was one.
    package func performBinding(for event: KeyEvent) -> Bool {
        performBinding(in: keyBindings, for: event)
    }

    /// Runs the first of `bindings` (this responder's) matching `event`; true if there was one.
    package func performBinding(in bindings: [KeyBinding], for event: KeyEvent) -> Bool {
        // A loop, not `first(where:)`: a main-actor closure handed to a nonisolated algorithm
        // checks its executor at every call, and this runs for each responder on every key.
        for binding in bindings where binding.matches(event) && binding.run(event) { return true }
        return false
    }

    /// This responder and every next responder, in order.
    package var responderChain: [any Responder] {
        Array(Chain(responders: self))
    }
}

extension Chain where Element == any Responder {
    /// The responder chain from `first`: it and each next responder.
    @MainActor
    package init(responders first: (any Responder)?) {
        self.init(first, identity: { ObjectIdentifier($0) }, next: { $0.nextResponder })
    }
}
