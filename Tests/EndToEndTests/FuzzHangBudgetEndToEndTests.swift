import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The fuzzer's hang budget counts the CPU one event uses, not the wall clock: a machine too
/// busy to schedule the worker is no hang. (A wall-clock alarm failed CI's fuzz budget on a
/// loaded machine: "hang: one event took more than 2 s", and the session alone passed.) A
/// worker that is stopped for longer than its budget — a machine that does not run it at all —
/// must still pass.
@Suite struct FuzzHangBudgetEndToEndTests {
    @Test func aWorkerStoppedLongerThanItsBudgetIsNoHang() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/lcdemo-hang-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tape = directory + "/long.tape"
        let commands = ["Size 80x24", "Route home"] + Array(repeating: "Down 1000\nUp 1000", count: 10)
        try (commands.joined(separator: "\n") + "\n").write(toFile: tape, atomically: true, encoding: .utf8)

        // A shell runs, stops and resumes the worker: Command.run gives it default signal
        // handling and nothing blocked, as a terminal would (the test runner's threads block
        // signals, and a blocked SIGALRM would never end the worker).
        let script = """
            "$0" --fuzz-tape "$1" --fuzz-event-budget 1 & pid=$!
            sleep 0.5
            kill -STOP $pid
            i=0; while [ $i -lt 1200 ] && [ -e /proc/$pid ] && [ "$(cut -d' ' -f3 /proc/$pid/stat)" != T ]; do sleep 0.05; i=$((i+1)); done
            echo "state $(cut -d' ' -f3 /proc/$pid/stat)"
            sleep 2.5
            kill -CONT $pid
            wait $pid
            echo "exit $?"
            """
        let result = try Command.run(["/bin/sh", "-c", script, try LCDemoBinary.path(), tape], scratch: directory)
        let lines = result.output.split(separator: "\n").map(String.init)
        try #require(lines.contains("state T"), "the tape ended before the worker could be stopped (make it longer): \(result.output)")
        // Not scheduled for 2.5 s, 2.5 times its budget: still no hang (142 would be SIGALRM).
        #expect(lines.last == "exit 0", "\(result.output)\(result.errorOutput)")
    }
}
