import Testing
@testable import LCoordinatorSSH

/// Open connections, in whatever state, are capped at --max-sessions + the sign-in allowance,
/// and one client address holds at most a fair share of them.
struct ConnectionLimitsTests {
    @Test func aServersLimitsAreItsSessionsPlusTheSignInAllowanceAndAFairShare() {
        let ten = ConnectionLimits(maxSessions: 10)
        #expect(ten.total == 120 && ten.perSource == 30)
        let many = ConnectionLimits(maxSessions: 64)
        #expect(many.total == 228 && many.perSource == 64, "one address can still fill every session")
    }

    @Test func oneAddressHoldsItsShareAndOthersStillGetIn() {
        let limits = ConnectionLimits(total: 10, perSource: 4)
        for _ in 0..<4 { #expect(limits.enter("10.0.0.1")) }
        #expect(!limits.enter("10.0.0.1"), "past its share")
        for _ in 0..<4 { #expect(limits.enter("10.0.0.2")) }
        #expect(limits.enter("10.0.0.3") && limits.enter("10.0.0.3"))
        #expect(!limits.enter("10.0.0.4"), "past the total")
        limits.leave("10.0.0.1")
        #expect(limits.count("10.0.0.1") == 3 && limits.count() == 9)
        #expect(limits.enter("10.0.0.4"))
        #expect(!limits.enter("10.0.0.1"), "full again")
    }
}
