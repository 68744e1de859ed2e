import Foundation
import Testing

/// Memory stays flat under a stream of keys, measured where nothing else can move it: each
/// replay is a process of its own, and its peak resident set (`ru_maxrss`) is that process's
/// alone. (An in-process RSS reading counted whatever the tests running beside it
/// allocated: it once failed a fresh clone's `make test` on a busy machine.)
///
/// Home reads the Shop's shared state every frame, the way a key storm once leaked ~1 KB per
/// key (each render registered a fresh observation that was kept until the model changed):
/// 19,000 keys more would have cost ~19 MB.
@Suite struct MemorySoakEndToEndTests {
    /// A tape of `rounds` × (500 Down, 500 Up) on Home at 80×24.
    private static func soakTape(rounds: Int) -> String {
        var lines = ["Size 80x24", "Route home", "ExpectTitle \"Home\""]
        for _ in 0..<rounds { lines += ["Down 500", "Up 500"] }
        lines.append("ExpectTitle \"Home\"")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func peakMemoryOfAReplayDoesNotGrowWithItsKeys() throws {
        let scratch = FileManager.default.temporaryDirectory.path + "/lcdemo-soak-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let lcdemo = try LCDemoBinary.path()

        // GNU time forks the replay from its own small process and reports the child's
        // `ru_maxrss`: a child spawned straight from this large test process (vfork) would be
        // charged the test process's resident set until its exec.
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else {
            Issue.record("no \(time): install Debian's `time` package (`make test` does)")
            return
        }
        var peaks: [Int: Int] = [:]
        for rounds in [1, 20] {
            let tape = scratch + "/soak-\(rounds).tape"
            try Self.soakTape(rounds: rounds).write(toFile: tape, atomically: true, encoding: .utf8)
            let report = scratch + "/peak-\(rounds)"
            let result = try Command.run([time, "-o", report, "-f", "%M", lcdemo, "--replay", tape], scratch: scratch)
            #expect(result.status == 0, "the \(rounds * 1_000)-key replay failed:\n\(result.output)\(result.errorOutput)")
            let peak = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            #expect(peak != nil, "GNU time reported no peak resident set")
            print("soak \(rounds * 1_000) keys: peak \(peak ?? 0) KiB")
            peaks[rounds] = peak ?? 0
        }
        let growth = (peaks[20] ?? 0) - (peaks[1] ?? 0)
        #expect(growth < 3 * 1024, "peak RSS grew by \(growth) KiB from 1,000 to 20,000 keys (\(peaks[1] ?? 0) → \(peaks[20] ?? 0) KiB)")
    }
}
