/// The samples the Load screen shows: the same every run, so tapes and goldens can rely on them.
struct LoadSamples {
    /// What the CPU sparkline starts with.
    static let first = [12, 18, 25, 22, 30, 45, 41, 38, 52, 60, 57, 49, 44, 63, 71, 68, 55, 47, 39, 33]

    private var state: UInt32 = 7

    /// The next sample, 0...99 (a linear congruential sequence).
    mutating func next() -> Int {
        state = state &* 1_103_515_245 &+ 12_345
        return Int((state >> 16) % 100)
    }
}
