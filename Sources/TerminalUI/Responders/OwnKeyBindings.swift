/// A view's own bindings, made once for each state of what they show (a log's following, a
/// scroll view's focus) and kept: a key that changes that state back and forth makes none again.
///
/// The bindings' actions must read the view's state when they run, never capture it: the same
/// bindings serve every key of that state. The last two states are kept (a key and its reverse).
struct OwnKeyBindings<State: Equatable> {
    private var latest: (state: State, bindings: [KeyBinding])?
    private var previous: (state: State, bindings: [KeyBinding])?

    /// Nothing kept yet.
    init() {}

    /// The bindings kept for `state`, else those `make` returns (then kept).
    @MainActor
    mutating func bindings(for state: State, _ make: () -> [KeyBinding]) -> [KeyBinding] {
        if let latest, latest.state == state { return latest.bindings }
        if let kept = previous, kept.state == state {
            previous = latest
            latest = kept
            return kept.bindings
        }
        let bindings = make()
        previous = latest
        latest = (state, bindings)
        return bindings
    }
}

extension Array where Element == KeyBinding {
    /// These bindings, then `others`; either one as it is when the other is empty (no new
    /// array, as `+` would make on every key).
    func followed(by others: [KeyBinding]) -> [KeyBinding] {
        if others.isEmpty { return self }
        if isEmpty { return others }
        return self + others
    }
}
