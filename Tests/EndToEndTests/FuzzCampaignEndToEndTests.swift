import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `lcdemo --fuzz` with two workers side by side: a clean run adds up both workers' events, and
/// a worker that dies by a signal fails the campaign at once — the other worker is stopped, the
/// session is named and its tape written.
@Suite(.serialized)
struct FuzzCampaignEndToEndTests {
    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/lcdemo-fuzz-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func twoWorkersRunTheirShareAndReportTheTotal() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try Command.run([try LCDemoBinary.path(), "--fuzz", "120", "--seed", "2", "--fuzz-jobs", "2",
                                      "--fuzz-out", directory + "/out"], scratch: directory)
        #expect(result.status == 0, "\(result.output)\(result.errorOutput)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("2 workers") == true, "\(result.output)")
        let last = try #require(lines.last)
        #expect(last.hasSuffix("seed 2: 0 crashes, 0 violations, 0 leaks, 0 hangs"), "\(last)")
        // Each worker runs whole sessions until its share (60) is reached: at least 120 in all.
        let events = last.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        #expect((events ?? 0) >= 120, "\(last)")
    }

    @Test func aWorkerKilledBySIGSEGVFailsTheCampaignAndStopsTheOther() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LCDemoBinary.path())
        process.arguments = ["--fuzz", "10000000", "--seed", "1", "--fuzz-jobs", "2", "--fuzz-out", directory + "/out"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var workers: [pid_t] = []
        _ = Wait.blocking {
            workers = Wait.children(of: process.processIdentifier)
            return workers.count >= 2
        }
        try #require(workers.count == 2, "two workers did not start: \(workers)")
        // Both workers running sessions (past their start): each has used CPU time of its own.
        _ = Wait.blocking { workers.allSatisfy { Self.cpuTicks(of: $0) > 0 } }
        #expect(kill(workers[1], SIGSEGV) == 0)
        #expect(Wait.blocking { !process.isRunning }, "the campaign did not end")
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1, "\(text)")
        #expect(text.contains("FAILED in session"), "\(text)")
        #expect(text.contains("crash: the app died by signal \(SIGSEGV)"), "\(text)")
        #expect(text.contains("minimal tape"), "\(text)")
        // The other worker was stopped, not left running.
        #expect(kill(workers[0], 0) == -1 && errno == ESRCH, "worker \(workers[0]) is still running")
    }

    /// utime + stime of `pid` from /proc, in clock ticks; 0 when it is gone.
    private static func cpuTicks(of pid: pid_t) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return user + system
    }
}
