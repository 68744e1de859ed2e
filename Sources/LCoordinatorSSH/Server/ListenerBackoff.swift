import NIOConcurrencyHelpers
import NIOCore

/// How long the listener stops accepting after `accept` fails (at the descriptor limit,
/// EMFILE or ENFILE, or out of buffers): 10 ms, doubling with each failure in a row up to 1 s,
/// and back to 10 ms once a connection is accepted. swift-nio's `AcceptBackoffHandler` pauses
/// the listener for that long; without it a full descriptor table would make it retry
/// `accept` at once, over and over.
final class ListenerBackoff: Sendable {
    static let first = TimeAmount.milliseconds(10)
    static let longest = TimeAmount.seconds(1)
    private let failures = NIOLockedValueBox(0)

    /// The pause after one more failure.
    func next() -> TimeAmount {
        failures.withLockedValue { count in
            count = min(count + 1, 20)
            let pause = Self.first.nanoseconds << Int64(count - 1)
            return .nanoseconds(min(pause, Self.longest.nanoseconds))
        }
    }

    /// A connection was accepted: the next failure pauses briefly again.
    func reset() {
        failures.withLockedValue { $0 = 0 }
    }

    /// The handler that pauses the listener.
    func handler() -> AcceptBackoffHandler {
        AcceptBackoffHandler(shouldForwardIOErrorCaught: false) { [self] _ in next() }
    }
}
