/// Bindings made once per `Window.keyBindingsGeneration`: made again only when the generation
/// of the window they were made on moved; never kept off a window.
///
/// A responder that leaves a window moves that window's generation (removing a view, replacing
/// a controller's view, any change of what is on screen), so bindings kept on a window whose
/// generation stayed put are still this responder's: the hit costs no walk to its window.
struct KeptKeyBindings {
    private weak var window: Window?
    private var generation: UInt64 = 0
    private var bindings: [KeyBinding] = []

    /// Nothing kept yet.
    init() {}

    /// The kept bindings, or those `make` returns (then kept on `window`, when there is one)
    /// when the generation they were kept in moved.
    @MainActor
    mutating func bindings(in window: () -> Window?, _ make: () -> [KeyBinding]) -> [KeyBinding] {
        if let kept = self.window, generation == kept.keyBindingsGeneration { return bindings }
        bindings = make()
        self.window = window()
        generation = self.window?.keyBindingsGeneration ?? 0
        return bindings
    }
}
