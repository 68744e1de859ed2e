#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShopTapes
import Tape
import TerminalCore

/// What writing a cast or screenshots adds to a replay: the demo tapes replayed in turns
/// plainly, with `--cast`, and with `--screenshots` (files under a scratch directory), the
/// same tapes the same number of times in each mode. The goal is at most 10 % more time.
@MainActor
enum OutputCostBenchmark {
    struct Result {
        /// Mode name and wall time, in the order run: plain first.
        let modes: [(name: String, duration: Duration)]
        let replays: Int

        /// The time of `mode` over the plain replay's, in percent more.
        func overhead(_ index: Int) -> Double {
            (modes[index].duration.seconds / max(modes[0].duration.seconds, 1e-9) - 1) * 100
        }

        /// The report's section.
        var markdown: [String] {
            var lines = ["## Casts and screenshots", "",
                         "The demo tapes replayed \(replays)× in each mode, in turns: plain, with `--cast FILE`, with",
                         "`--screenshots DIR` (each `Screenshot \"name\"` an SVG). Goal: at most 10 % more than plain.", "",
                         "| mode | time | more than plain |", "| --- | ---: | ---: |"]
            for (index, mode) in modes.enumerated() {
                let more = index == 0 ? "–" : String(Int(overhead(index).rounded())) + " %"
                lines.append("| \(mode.name) | \(mode.duration.formatted) | \(more) |")
            }
            return lines + [""]
        }
    }

    /// Replays every tape in `directory` `rounds` times in each mode.
    static func run(tapesIn directory: String, rounds: Int) throws -> Result {
        let scratch = "/tmp/lcbench-outputs-\(getpid())"
        let host = ShopTapeHost()
        let parser = TapeRunner(host: host).parser
        var paths: [String] = []
        if let handle = opendir(directory) {
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasSuffix(".tape") { paths.append(directory + "/" + name) }
            }
            closedir(handle)
        }
        let tapes = try paths.sorted().map { path in
            do { return try parser.parse(contentsOf: path) } catch { throw BenchmarkFailure(description: "\(error)") }
        }
        let modes: [(String, TapeOutputs)] = [
            ("plain", TapeOutputs()),
            ("--cast", TapeOutputs(castPath: scratch + "/replay.cast")),
            ("--screenshots", TapeOutputs(screenshotDirectory: scratch + "/pictures")),
        ]
        var durations = Array(repeating: Duration.zero, count: modes.count)
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            for (index, mode) in modes.enumerated() {
                let runner = TapeRunner(host: host, options: .init(outputs: mode.1))
                let start = clock.now
                for tape in tapes {
                    let result = runner.runToCompletion(tape)
                    guard result.passed else {
                        throw BenchmarkFailure(description: "\(tape.path) failed with \(mode.0):\n" + result.failures.flatMap(\.lines).joined(separator: "\n"))
                    }
                }
                durations[index] += clock.now - start
            }
        }
        _ = system("rm -rf '\(scratch)'")
        return Result(modes: zip(modes, durations).map { ($0.0.0, $0.1) }, replays: rounds)
    }
}
