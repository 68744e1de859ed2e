import ShopDemo
import TerminalUI

/// What a tape's `Set` changes in the Shop, for replays and the fuzzer alike.
package enum ShopReplayOptions {
    /// `Set latency 400ms` (every server call takes that long; `0ms` answers at once),
    /// `Set failures 1` (the next calls fail, for Retry) and `Set user alice` (the Shop serves
    /// alice as an SSH session of hers does: `ShopApp.greet`). Returns what is wrong with the
    /// option, or nil when it was applied.
    @MainActor
    package static func set(_ name: String, to value: String, on shop: ShopApp) -> String? {
        let backend = shop.services.backend
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
        case "user":
            // The same check as the server's environment: printable, 1 to 64 characters.
            guard let user = ConnectedUser(environment: [ConnectedUser.userVariable: value]) else {
                return "user takes the SSH user name a session greets: 1 to 64 printable characters, e.g. alice"
            }
            shop.greet(user)
            return nil
        default:
            return "the Shop's options are latency (e.g. 400ms), failures (a count) and user (an SSH user name)"
        }
    }
}
