@testable import Inbox
@testable import InboxKit
import LCoordinator
import Testing

/// An app's latency comes from its host, not from a guess at its clock: a live run gets the
/// store's real latency, a tape none, whatever clock each is given.
@Suite @MainActor struct LiveLatencyTests {
    @Test func theHostGivesALiveInboxTheStoresLatencyAndATapeNone() throws {
        let host = InboxHost()
        let live = try #require(try host.makeLiveSession(terminal: HeadlessTerminal(), clock: VirtualClock(), route: nil) as? InboxApp)
        let tape = try #require(try host.makeSession(terminal: HeadlessTerminal(), clock: SystemClock(), route: nil) as? InboxApp)
        #expect(live.store.latency == MessageStore.liveLatency)
        #expect(tape.store.latency == .zero)
    }
}
