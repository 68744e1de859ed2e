import Testing
@testable import LCoordinatorSSH

/// The connections still signing in are bounded as sshd's `MaxStartups 10:30:100`: the first
/// ten always get in, then a rising share is refused, and at a hundred every new one is; a
/// server's gate starts at its session limit (at least 10) and is full 100 later.
struct SignInGateTests {
    @Test func theFirstTenAlwaysGetIn() {
        let gate = SignInGate(start: 10, full: 100)
        for _ in 0..<10 { #expect(gate.enter(draw: 0)) }
        #expect(gate.count == 10)
    }

    @Test func pastTheStartARisingShareIsRefused() {
        let gate = SignInGate(start: 10, full: 100)
        for _ in 0..<10 { #expect(gate.enter(draw: 0)) }
        // At 10 signing in, 30 % are refused; at 55, 65 %.
        #expect(!gate.enter(draw: 0.29))
        #expect(gate.enter(draw: 0.31))
        while gate.count < 55 { _ = gate.enter(draw: 0.999) }
        #expect(!gate.enter(draw: 0.64))
        #expect(gate.enter(draw: 0.66))
    }

    @Test func atTheFullCountEveryNewOneIsRefusedUntilOneLeaves() {
        let gate = SignInGate(start: 10, full: 100)
        while gate.count < 100 { #expect(gate.enter(draw: 0.9999)) }
        #expect(!gate.enter(draw: 0.9999))
        gate.leave()
        #expect(gate.count == 99)
        #expect(gate.enter(draw: 0.9999))
    }

    @Test func aServersGateLetsAFullHouseIn() {
        #expect(SignInGate(maxSessions: 64).start == 64 && SignInGate(maxSessions: 64).full == 164)
        #expect(SignInGate(maxSessions: 1).start == 10 && SignInGate(maxSessions: 1).full == 110)
    }
}
