/// Bindings made once per `KeyBindingsGeneration`: made again only when the generation moved.
package struct KeptKeyBindings {
    private var generation: UInt64?
    private var bindings: [KeyBinding] = []

    /// Nothing kept yet.
    package init() {}

    /// The kept bindings, or those `make` returns (then kept) when the generation moved.
    @MainActor
    package mutating func bindings(_ make: () -> [KeyBinding]) -> [KeyBinding] {
        let current = KeyBindingsGeneration.current
        if generation == current { return bindings }
        bindings = make()
        generation = current
        return bindings
    }
}
