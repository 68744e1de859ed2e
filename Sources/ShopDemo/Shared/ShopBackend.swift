import LCoordinator
import Synchronization

/// The shop's server as the app talks to it: an actor that answers after a latency on the app's
/// clock, and fails the next calls when told to (`failNext`), so loading, errors and Retry are
/// real code paths. Live it takes 200–600 ms a call; under tapes no time at all unless the tape
/// asks (`Set latency 400ms`, `Set failures 1`).
package actor ShopBackend {
    /// How long calls take.
    package enum Latency: Sendable, Equatable {
        /// Answers at once (still asynchronously).
        case none
        /// Every call takes this long.
        case fixed(Duration)
        /// Each call takes 200–600 ms, varying from call to call as `seed` says.
        case varying(seed: UInt64)
    }

    /// Why a call failed.
    package struct Unavailable: Error, CustomStringConvertible {
        package var description: String { "The shop's server did not answer. Check the connection and retry." }
    }

    /// How the server behaves, changed at once from any thread (a tape's `Set` takes effect
    /// before its next step, with no hop to the actor).
    private struct Behaviour {
        var latency: Latency
        var failures = 0
        var calls: UInt64 = 0
    }

    private let clock: any TerminalClock
    private let catalog: Catalog
    private let behaviour: Mutex<Behaviour>

    /// A backend on `clock` serving `catalog`.
    package init(clock: any TerminalClock, catalog: Catalog, latency: Latency) {
        self.clock = clock
        self.catalog = catalog
        behaviour = Mutex(Behaviour(latency: latency))
    }

    /// Makes later calls take `latency`.
    package nonisolated func setLatency(_ latency: Latency) { behaviour.withLock { $0.latency = latency } }

    /// Makes the next `count` calls fail.
    package nonisolated func failNext(_ count: Int) { behaviour.withLock { $0.failures = max(0, count) } }

    /// The products Home lists.
    package func featured() async throws -> [Product] {
        try await answer { catalog.featured }
    }

    /// A product and the products related to it.
    package func product(_ id: Int) async throws -> (product: Product, related: [Product]) {
        try await answer { (catalog.product(id), catalog.related(to: id)) }
    }

    /// The catalogue's orders of the user (the ones placed in this session are the app's).
    package func orders() async throws -> [Order] {
        try await answer { catalog.orders }
    }

    /// Places an order of `product`, which takes the server `processing` on top of the
    /// latency; returns the orders it knew before.
    package func placeOrder(of product: Product, processing: Duration) async throws -> [Order] {
        try await Task.sleep(for: processing, clock: clock)
        return try await answer { catalog.orders }
    }

    private func answer<Value>(_ value: () -> Value) async throws -> Value {
        let delay = behaviour.withLock { behaviour in
            behaviour.calls &+= 1
            return Self.delay(of: behaviour.latency, call: behaviour.calls)
        }
        if delay > .zero { try await Task.sleep(for: delay, clock: clock) }
        try Task.checkCancellation()
        let fails = behaviour.withLock { behaviour in
            guard behaviour.failures > 0 else { return false }
            behaviour.failures -= 1
            return true
        }
        if fails { throw Unavailable() }
        return value()
    }

    private static func delay(of latency: Latency, call: UInt64) -> Duration {
        switch latency {
        case .none: return .zero
        case .fixed(let duration): return duration
        case .varying(let seed):
            // SplitMix64 of the seed and the call number: the same session sees the same delays.
            var z = seed &+ call &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return .milliseconds(200 + Int(z % 401))
        }
    }
}
