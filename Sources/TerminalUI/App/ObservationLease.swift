/// What one render's observation closure holds: firing it sets the change flag if the render
/// is still the newest; releasing it (when the Observation runtime drops the closure) is counted.
final class ObservationLease: Sendable {
    private let flag: ChangeFlag
    private let generation: Int

    init(flag: ChangeFlag, generation: Int) {
        self.flag = flag
        self.generation = generation
    }

    deinit {
        flag.leaseEnded()
    }

    /// An observed model changed.
    func fire() {
        flag.set(generation: generation)
    }
}
