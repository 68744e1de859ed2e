import Foundation
import Testing

/// The live run loop hosts Swift concurrency: the Shop's Home list fills from an owned task
/// (its server is an actor; the tmux session answers at once, yet through a task and a hop to the
/// actor and back) with no key pressed, and the app then
/// sleeps in the kernel: no CPU time while nothing happens.
@Suite struct LoadingEndToEndTests {
    @Test func theFirstScreenFillsFromATaskWithNoKeyAndIdlesAtNoCPU() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try tmux.launch("--route home")
        let pid = try await tmux.lcdemoPID()
        let loaded = try await tmux.waitFor("the products, with no key pressed") { $0.contains("Desk Lamp") && !$0.contains("Loading products…") }
        #expect(loaded.contains("Coffee Mug"))
        // Settled: asleep in the kernel, its CPU time still between two reads (on a loaded
        // machine the work after the frame can take a while to be scheduled).
        var last = try Self.cpuTicks(of: pid)
        try await Wait.until("lcdemo to settle asleep") {
            let now = try Self.cpuTicks(of: pid)
            defer { last = now }
            return now == last && Wait.processState(pid) == "S"
        }
        // Idle: the process's CPU time (user + system ticks) does not move over two seconds.
        let before = try Self.cpuTicks(of: pid)
        try await Task.sleep(for: .seconds(2))
        let after = try Self.cpuTicks(of: pid)
        #expect(after - before <= 2, "lcdemo used \(after - before) ticks of CPU in 2 s of idling")
        try tmux.type("q")
        #expect(try await tmux.waitForExit() == 0)
    }

    /// utime + stime of `pid` from /proc, in clock ticks (1/100 s).
    static func cpuTicks(of pid: pid_t) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name (which is in parentheses and may hold spaces).
        guard let close = stat.lastIndex(of: ")") else { throw CocoaError(.fileReadCorruptFile) }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { throw CocoaError(.fileReadCorruptFile) }
        return user + system
    }
}
