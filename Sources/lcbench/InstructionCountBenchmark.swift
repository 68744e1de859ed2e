import Foundation
import ShopTapes
import Tape

/// Instructions per key, counted by valgrind's callgrind: repeatable on a shared, noisy
/// machine where wall-clock times are not.
///
/// For each key kind lcbench writes two tapes that differ only in how many times they repeat
/// the kind's pair of keys (`Down`/`Up`, `Enter`/`Esc`, …), runs itself under callgrind on each
/// (`lcbench --count-tape FILE`: a headless replay, as `lcdemo --replay` does), and divides the
/// difference of the two totals by the number of extra keys — start-up, parsing and the first
/// frame cancel out. Each tape checks the screen it ends on, so the keys did their work.
@MainActor
enum InstructionCountBenchmark {
    /// One key kind: the two keys it repeats (the second undoes the first) and the title the
    /// screen must show at the end.
    struct Kind {
        let name: String
        let keys: [String]
    }

    static let kinds: [Kind] = [
        Kind(name: "unchanged (an unbound key)", keys: ["Type \"x\"", "Type \"x\""]),
        Kind(name: "list move (Down, Up)", keys: ["Down", "Up"]),
        Kind(name: "push and pop (Enter, Esc)", keys: ["Enter", "Escape"]),
        Kind(name: "sheet open and close (s, Esc)", keys: ["Type \"s\"", "Escape"]),
        Kind(name: "tab switch (2, 1)", keys: ["Type \"2\"", "Type \"1\""]),
    ]

    /// Instructions per key before the renderer rework (`KeyCountBenchmark.beforeCommit`),
    /// by kind name, in `sizes` order: the same tapes with 20 and 60 repetitions.
    nonisolated static let before: [String: [Int]] = [
        "unchanged (an unbound key)": [1_829_812, 7_347_525],
        "list move (Down, Up)": [1_587_568, 4_009_009],
        "push and pop (Enter, Esc)": [1_891_441, 4_219_346],
        "sheet open and close (s, Esc)": [2_420_769, 10_696_519],
        "tab switch (2, 1)": [1_410_888, 3_734_253],
    ]

    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 300, height: 100)]

    struct Size: Hashable {
        let width: Int
        let height: Int
        var label: String { "\(width)×\(height)" }
    }

    struct Row {
        let kind: String
        /// Instructions per key, by size, in `sizes` order.
        let perKey: [Double]
    }

    struct Result {
        let rows: [Row]
        let repetitions: Int
    }

    /// Counts every kind at every size; nil (with the reason) when valgrind is not installed.
    static func run(executable: String, repetitions: Int, progress: (String) -> Void) throws -> Result? {
        guard let valgrind = which("valgrind") else {
            progress("instruction counts skipped: valgrind is not installed (sudo apt-get install -y valgrind)")
            return nil
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lcbench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var rows: [Row] = []
        for kind in kinds {
            var perKey: [Double] = []
            for size in sizes {
                progress("instructions per key: \(kind.name) at \(size.label)…")
                let short = try count(kind, size: size, pairs: repetitions, in: directory, valgrind: valgrind, executable: executable)
                let long = try count(kind, size: size, pairs: repetitions * 2, in: directory, valgrind: valgrind, executable: executable)
                perKey.append(Double(long - short) / Double(repetitions * kind.keys.count))
            }
            rows.append(Row(kind: kind.name, perKey: perKey))
        }
        return Result(rows: rows, repetitions: repetitions)
    }

    /// The tape for `pairs` repetitions of `kind` at `size`.
    static func tape(_ kind: Kind, size: Size, pairs: Int) -> String {
        var text = "Size \(size.width)x\(size.height)\nRoute home\nExpectTitle \"Home\"\n"
        for _ in 0..<pairs { text += kind.keys.joined(separator: "\n") + "\n" }
        return text + "ExpectTitle \"Home\"\nAssertNoLeaks\n"
    }

    /// The instructions callgrind counted for a replay of `pairs` repetitions.
    private static func count(_ kind: Kind, size: Size, pairs: Int, in directory: URL, valgrind: String, executable: String) throws -> Int {
        let file = directory.appendingPathComponent("\(pairs).tape")
        try Data(tape(kind, size: size, pairs: pairs).utf8).write(to: file)
        return try Callgrind.collected(valgrind: valgrind, arguments: [executable, "--count-tape", file.path],
                                       what: "the counted replay of \(kind.name) at \(size.label)")
    }

    /// Replays `path` headless (the child under callgrind); fails when the tape fails.
    static func replay(path: String) throws {
        let runner = TapeRunner(host: ShopTapeHost())
        let result: TapeResult
        do { result = runner.runToCompletion(try runner.parser.parse(contentsOf: path)) } catch {
            throw BenchmarkFailure(description: "\(error)")
        }
        guard result.passed else {
            throw BenchmarkFailure(description: "\(path) failed:\n" + result.failures.flatMap(\.lines).joined(separator: "\n"))
        }
    }

    /// The path of `command` on `PATH`, if any.
    static func which(_ command: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(command)" }.first { access($0, X_OK) == 0 }
    }
}
