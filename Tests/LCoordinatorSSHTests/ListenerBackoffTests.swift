import Testing
@testable import LCoordinatorSSH

/// After a failed accept the listener pauses 10 ms, doubling up to 1 s while failures go on.
struct ListenerBackoffTests {
    @Test func thePauseDoublesFromTenMillisecondsUpToOneSecond() {
        let pauses = (1...10).map { ListenerBackoff.pause(after: $0).nanoseconds / 1_000_000 }
        #expect(pauses == [10, 20, 40, 80, 160, 320, 640, 1_000, 1_000, 1_000])
        #expect(ListenerBackoff.pause(after: 500).nanoseconds == 1_000_000_000)
    }
}
