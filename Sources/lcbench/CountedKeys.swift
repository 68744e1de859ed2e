import TerminalCore
import TerminalUI

/// What the two drivers of per-key instruction counts (`KeyCountBenchmark` for the Shop's keys,
/// `WidgetKeyCountBenchmark` for a widget's) share: their rows, the child's size argument, how
/// the child sends a key, and `countedStroke`, the one function callgrind collects in.
@MainActor
enum CountedKeys {
    /// The rows counted, each key's instructions divided by the `pairs` sent.
    struct Result {
        let rows: [Row]
        let pairs: Int
    }

    /// A key and its instructions, by size in `InstructionCountBenchmark.sizes` order.
    struct Row { let name: String; var perKey: [Double] }

    /// valgrind's path; nil (with what is skipped, said through `progress`) when it is missing.
    static func valgrind(skipping what: String, progress: (String) -> Void) -> String? {
        guard let valgrind = InstructionCountBenchmark.which("valgrind") else {
            progress("\(what) skipped: valgrind is not installed (sudo apt-get install -y valgrind)")
            return nil
        }
        return valgrind
    }

    /// The child's terminal size from `--count-size` ("80x24").
    static func size(_ text: String) throws -> TerminalCore.Size {
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
            throw BenchmarkFailure(description: "--count-size wants WIDTHxHEIGHT, for example 80x24")
        }
        return TerminalCore.Size(width: parts[0], height: parts[1])
    }

    /// The counted key: callgrind collects only inside this function.
    @inline(never)
    static func countedStroke(_ key: KeyEvent, terminal: HeadlessTerminal, application: Application) {
        send(key, terminal: terminal, application: application)
    }

    /// Sends `key` and handles it, rendering the frame.
    static func send(_ key: KeyEvent, terminal: HeadlessTerminal, application: Application) {
        terminal.enqueue(.key(key))
        application.processPendingInput()
    }
}
