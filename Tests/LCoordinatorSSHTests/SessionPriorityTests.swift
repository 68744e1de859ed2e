#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import LCoordinatorSSH

/// A session's app runs at a lower priority than the server that relays every session.
@Suite struct SessionPriorityTests {
    @Test func aSessionsAppRunsAtNiceTen() throws {
        let child = try PseudoTerminalProcess.spawn(path: "/bin/sleep", arguments: ["30"], environment: ["TERM=xterm"],
                                                    columns: 80, rows: 24)
        defer {
            kill(child.pid, SIGKILL)
            var status: Int32 = 0
            waitpid(child.pid, &status, 0)
            close(child.master)
        }
        let ownNice = try #require(ProcessPriority.nice(of: getpid()))
        #expect(ProcessPriority.nice(of: child.pid) == max(ownNice, PseudoTerminalProcess.appNice))
        #expect(PseudoTerminalProcess.appNice == 10)
    }

    @Test func aProcessThatIsGoneIsRefusedInPlace() {
        #expect(!ProcessPriority.setNice(10, of: 999_999_999))
        #expect(ProcessPriority.nice(of: 999_999_999) == nil)
    }
}
