import LCoordinator

/// Where headlines come from: an actor, as a network client would be, that answers after
/// `latency` of the app's clock and fails the next `failures` calls.
actor NewsService {
    /// Why a call failed.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "The news server did not answer. Check the connection and retry." }
    }

    /// The server's name, which `connect()` hands back (`--server HOST` live).
    nonisolated let server: String
    private let clock: any TerminalClock
    private var latency: Duration
    private var failures: Int

    init(clock: any TerminalClock, server: String = NewsApp.defaultServer, latency: Duration = .milliseconds(400), failures: Int = 0) {
        self.server = server
        self.clock = clock
        self.latency = latency
        self.failures = failures
    }

    /// Makes the next calls slower or faster.
    func setLatency(_ latency: Duration) { self.latency = latency }

    /// Makes the next `count` calls fail.
    func failNext(_ count: Int) { failures = max(0, count) }

    /// The server's name, after a handshake.
    func connect() async throws -> String {
        try await answer { server }
    }

    /// Today's headlines.
    func headlines() async throws -> [Headline] {
        try await answer {
            ["Terminal apps load data too", "Coordinators cancel what they started",
             "Virtual clocks make tapes repeatable", "Esc never waits for a server"].enumerated().map {
                Headline(id: $0.offset + 1, title: $0.element)
            }
        }
    }

    /// The story behind headline `id`.
    func story(_ id: Int) async throws -> String {
        try await answer { "Story \(id): every screen starts its work with task { … } and stops it when it leaves." }
    }

    private func answer<Value>(_ value: () -> Value) async throws -> Value {
        if latency > .zero { try await Task.sleep(for: latency, clock: clock) }
        try Task.checkCancellation()
        if failures > 0 {
            failures -= 1
            throw Unavailable()
        }
        return value()
    }
}
