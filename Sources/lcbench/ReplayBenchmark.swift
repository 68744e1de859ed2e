#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShopDemo
import ShopTapes
import Tape
import TerminalCore
import TerminalUI

/// Replay speed: keys per second through `TapeRunner` headless (virtual clock, frames drawn
/// where the tape looks).
@MainActor
enum ReplayBenchmark {
    /// Keys per second before the renderer rework, by the start of a result's name.
    /// (Measured with `lcbench --only replay` built from that commit, right before this one's run.)
    nonisolated static let before: [String: Int] = ["demo-scripts": 1_359, "synthetic": 4_020]

    struct Result {
        let name: String
        let tapes: Int
        let keys: Int
        let duration: Duration

        var keysPerSecond: Double { Double(keys) / max(duration.seconds, 1e-9) }
    }

    /// Replays every tape in `directory` over and over until `minimum` has passed; every
    /// replay must pass.
    static func demoScripts(in directory: String, minimum: Duration) throws -> Result? {
        let paths = tapePaths(in: directory)
        guard !paths.isEmpty else { return nil }
        let runner = TapeRunner(host: ShopTapeHost())
        let tapes = try paths.map { path in
            do { return try runner.parser.parse(contentsOf: path) } catch {
                throw BenchmarkFailure(description: "\(error)")
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        var keys = 0
        var replays = 0
        repeat {
            for tape in tapes {
                let result = runner.runToCompletion(tape)
                guard result.passed else {
                    throw BenchmarkFailure(description: "\(tape.path) failed:\n" + result.failures.flatMap(\.lines).joined(separator: "\n"))
                }
                keys += result.keysSent
                replays += 1
            }
        } while clock.now - start < minimum
        return Result(name: "demo-scripts/*.tape (\(tapes.count) tape\(tapes.count == 1 ? "" : "s"), replayed \(replays)×)",
                      tapes: replays, keys: keys, duration: clock.now - start)
    }

    /// One long tape: `cycles` walks of push, pop, list moves, sheet open/close and tab switches,
    /// ending with expectations and a leak check.
    static func synthetic(cycles: Int) throws -> Result {
        var text = "# A long synthetic walk for lcbench.\nSize 80x24\nRoute home\n"
        for _ in 0..<cycles {
            text += "Down\nUp\nEnter\nEscape\nType \"s\"\nEscape\nType \"2\"\nType \"1\"\n"
        }
        text += "ExpectTitle \"Home\"\nAssertNoLeaks\n"
        let runner = TapeRunner(host: ShopTapeHost())
        let tape: Tape
        do { tape = try runner.parser.parse(text: text, path: "<synthetic>") } catch {
            throw BenchmarkFailure(description: "\(error)")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let result = runner.runToCompletion(tape)
        let duration = clock.now - start
        guard result.passed else {
            throw BenchmarkFailure(description: "the synthetic tape failed:\n" + result.failures.flatMap(\.lines).joined(separator: "\n"))
        }
        return Result(name: "synthetic tape, \(Format.grouped(result.keysSent)) keys", tapes: 1, keys: result.keysSent, duration: duration)
    }

    private static func tapePaths(in directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".tape") { names.append(name) }
        }
        return names.sorted().map { directory + "/" + $0 }
    }
}
