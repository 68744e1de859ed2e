import ShopDemo

/// What a tape's `Set` changes in the Shop's server, for replays and the fuzzer alike.
package enum ShopReplayOptions {
    /// `Set latency 400ms` (every server call takes that long; `0ms` answers at once) and
    /// `Set failures 1` (the next calls fail, for Retry). Returns what is wrong with the option,
    /// or nil when it was applied.
    package static func set(_ name: String, to value: String, on backend: ShopBackend) -> String? {
        switch name {
        case "latency":
            guard value.hasSuffix("ms"), let milliseconds = Int(value.dropLast(2)), (0...60_000).contains(milliseconds) else {
                return "latency takes milliseconds from 0ms to 60000ms, e.g. 400ms"
            }
            backend.setLatency(milliseconds == 0 ? .none : .fixed(.milliseconds(milliseconds)))
            return nil
        case "failures":
            guard let count = Int(value), (0...100).contains(count) else { return "failures takes a count from 0 to 100" }
            backend.failNext(count)
            return nil
        default:
            return "the Shop's options are latency (e.g. 400ms) and failures (a count)"
        }
    }
}
