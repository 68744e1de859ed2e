import Foundation
import ShopDemo
import TerminalCore
import TerminalUI

/// Instructions for one key of each kind, with a frame rendered after every key (as when a
/// person watches), counted by callgrind only inside the key's own call.
///
/// lcbench runs itself under callgrind (`lcbench --count-keys KIND --count-size WxH`): the
/// child starts the Shop app on Home headless, sends the kind's pair of keys `pairs` times, and
/// sends the counted one of the two (`--count-second` picks the second) through
/// `CountedKeys.countedStroke`; callgrind collects only inside it (`--collect-atstart=no --toggle-collect`),
/// so the total divided by `pairs` is one key's cost: handling, timers, layout and the frame.
/// Start-up, the other key and the checks are not counted. (One counted function, not one per
/// key: the optimizer merges identical functions into one symbol.) The child checks the screen after every pair.
@MainActor
enum KeyCountBenchmark {
    /// One kind of key pair: the first key does something, the second undoes it.
    struct Kind {
        let id: String
        let first: (name: String, key: KeyEvent)
        let second: (name: String, key: KeyEvent)
        /// What the screen shows after the first key.
        let afterFirst: @MainActor ([String]) -> Bool
    }

    static let kinds: [Kind] = [
        Kind(id: "unchanged", first: ("unchanged (an unbound key: x)", .char("x")), second: ("unchanged (x again)", .char("x"))) {
            KeyStep.title(of: $0) == "Home"
        },
        Kind(id: "list", first: ("list move (Down)", .down), second: ("list move (Up)", .up)) {
            KeyStep.title(of: $0) == "Home"
        },
        Kind(id: "push", first: ("push (Enter: Product 1)", .enter), second: ("pop (Esc)", .escape)) {
            KeyStep.title(of: $0) == "Product 1"
        },
        Kind(id: "sheet", first: ("sheet open (s: Settings)", .char("s")), second: ("sheet close (Esc)", .escape)) {
            $0.contains { $0.contains("Step 1 of 3") }
        },
        Kind(id: "tab", first: ("tab switch (2: Orders)", .char("2")), second: ("tab switch (1: Home)", .char("1"))) {
            KeyStep.title(of: $0) == "Orders"
        },
    ]

    /// The commit the *before* counts were measured on.
    nonisolated static let beforeCommit = "3317f08"

    /// Instructions per key before the renderer rework (`beforeCommit`), by row name, in `sizes` order.
    nonisolated static let before: [String: [Int]] = [
        "unchanged (an unbound key: x)": [1_796_497, 7_312_823],
        "unchanged (x again)": [1_796_629, 7_314_178],
        "list move (Down)": [1_564_868, 3_987_164],
        "list move (Up)": [1_565_251, 3_986_906],
        "push (Enter: Product 1)": [2_031_888, 4_366_121],
        "pop (Esc)": [1_685_262, 4_008_929],
        "sheet open (s: Settings)": [3_025_879, 16_803_894],
        "sheet close (Esc)": [1_740_688, 4_514_958],
        "tab switch (2: Orders)": [1_117_378, 3_440_345],
        "tab switch (1: Home)": [1_629_905, 3_952_537],
    ]

    typealias Row = CountedKeys.Row
    typealias Result = CountedKeys.Result

    /// Counts both keys of every kind at every size; nil when valgrind is missing.
    static func run(executable: String, pairs: Int, progress: (String) -> Void) throws -> Result? {
        guard let valgrind = CountedKeys.valgrind(skipping: "per-key instruction counts", progress: progress) else { return nil }
        var rows: [Row] = []
        for kind in kinds {
            var first = Row(name: kind.first.name, perKey: [])
            var second = Row(name: kind.second.name, perKey: [])
            for size in InstructionCountBenchmark.sizes {
                progress("instructions for one key: \(kind.id) at \(size.label)…")
                for index in 0..<2 {
                    let total = try count(kind, size: size, pairs: pairs, second: index == 1, valgrind: valgrind, executable: executable)
                    let perKey = Double(total) / Double(pairs)
                    if index == 0 { first.perKey.append(perKey) } else { second.perKey.append(perKey) }
                }
            }
            rows += [first, second]
        }
        return Result(rows: rows, pairs: pairs)
    }

    private static func count(_ kind: Kind, size: InstructionCountBenchmark.Size, pairs: Int, second: Bool, valgrind: String, executable: String) throws -> Int {
        try Callgrind.collected(valgrind: valgrind, arguments: [
            "--collect-atstart=no", "--toggle-collect=*countedStroke*",
            executable, "--count-keys", kind.id, "--count-size", "\(size.width)x\(size.height)", "--count-pairs", "\(pairs)",
        ] + (second ? ["--count-second"] : []), what: "the counted keys of \(kind.id) at \(size.label)")
    }

    /// The child under callgrind: `pairs` pairs of `kindID`'s keys on Home at `size`, the second
    /// of each pair counted when `countsSecond`, else the first.
    static func sendKeys(kindID: String, size text: String, pairs: Int, countsSecond: Bool) throws {
        guard let kind = kinds.first(where: { $0.id == kindID }) else {
            throw BenchmarkFailure(description: "unknown key kind \(kindID); one of: \(kinds.map(\.id).joined(separator: ", "))")
        }
        let terminal = HeadlessTerminal(size: try CountedKeys.size(text))
        let shop = ShopApp(terminal: terminal, clock: VirtualClock())
        shop.start(route: .home)
        let application = shop.application
        // Two pairs first, uncounted: the first time through loads the screens.
        for _ in 0..<2 {
            CountedKeys.send(kind.first.key, terminal: terminal, application: application)
            CountedKeys.send(kind.second.key, terminal: terminal, application: application)
        }
        for _ in 0..<pairs {
            if countsSecond {
                CountedKeys.send(kind.first.key, terminal: terminal, application: application)
            } else {
                CountedKeys.countedStroke(kind.first.key, terminal: terminal, application: application)
            }
            guard kind.afterFirst(terminal.lines) else {
                throw BenchmarkFailure(description: "after \(kind.first.name) the screen shows:\n\(terminal.text)")
            }
            if countsSecond {
                CountedKeys.countedStroke(kind.second.key, terminal: terminal, application: application)
            } else {
                CountedKeys.send(kind.second.key, terminal: terminal, application: application)
            }
            guard KeyStep.title(of: terminal.lines) == "Home" else {
                throw BenchmarkFailure(description: "after \(kind.second.name) the screen shows:\n\(terminal.text)")
            }
        }
    }
}
