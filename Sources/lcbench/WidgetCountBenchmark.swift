import Foundation
import TerminalCore
import TerminalUI

/// Instructions for one key on the data views (a `DataTable` of 8 columns at 1,000 to
/// 1,000,000 rows, a `Tree` of 100,000 nodes) and for appending log lines, counted by callgrind
/// only inside the counted call, with a frame rendered after every key at 80×24.
///
/// lcbench runs itself under callgrind (`lcbench --count-widget KIND --count-rows N`): the
/// child builds the view on a screen headless, sends the kind's pair of keys `pairs` times and
/// the counted one through `meteredWork` (`--collect-atstart=no --toggle-collect`).
@MainActor
enum WidgetCountBenchmark {
    /// A measured kind: which keys, at which sizes.
    struct Kind {
        let id: String
        let name: String
        let first: KeyEvent
        let second: KeyEvent
        let rowCounts: [Int]
        let pairs: (Int) -> Int
    }

    static let kinds: [Kind] = [
        Kind(id: "table-move", name: "DataTable cursor move (Down)", first: .down, second: .up, rowCounts: [1_000, 100_000, 1_000_000]) { _ in 50 },
        Kind(id: "table-page", name: "DataTable page (PageDown)", first: .pageDown, second: .pageUp, rowCounts: [1_000, 100_000, 1_000_000]) { _ in 50 },
        Kind(id: "table-sort", name: "DataTable sort (s, by Price)", first: .char("s"), second: .char("s"), rowCounts: [1_000, 100_000, 1_000_000]) {
            $0 >= 1_000_000 ? 1 : $0 >= 100_000 ? 2 : 10
        },
        Kind(id: "tree-expand", name: "Tree expand (Right)", first: .right, second: .left, rowCounts: [1_000, 100_000]) { _ in 50 },
        Kind(id: "tree-collapse", name: "Tree collapse (Left)", first: .left, second: .right, rowCounts: [1_000, 100_000]) { _ in 50 },
        Kind(id: "log-append", name: "LogView: 100 lines appended, then a frame", first: .char("a"), second: .char("a"), rowCounts: [10_000]) { _ in 100 },
    ]

    struct Row {
        let name: String
        let rows: Int
        let perKey: Double
    }

    /// Counts every kind at every row count; nil when valgrind is missing.
    static func run(executable: String, quick: Bool, progress: (String) -> Void) throws -> [Row]? {
        guard let valgrind = InstructionCountBenchmark.which("valgrind") else {
            progress("widget instruction counts skipped: valgrind is not installed (sudo apt-get install -y valgrind)")
            return nil
        }
        var rows: [Row] = []
        for kind in kinds {
            for count in kind.rowCounts {
                let pairs = max(1, quick ? kind.pairs(count) / 5 : kind.pairs(count))
                progress("instructions for \(kind.name) at \(count) rows…")
                let total = try Callgrind.collected(valgrind: valgrind, arguments: [
                    "--collect-atstart=no", "--toggle-collect=*meteredWork*",
                    executable, "--count-widget", kind.id, "--count-rows", "\(count)", "--count-pairs", "\(pairs)",
                ], what: "\(kind.name) at \(count) rows")
                rows.append(Row(name: kind.name, rows: count, perKey: Double(total) / Double(pairs)))
            }
        }
        return rows
    }

    /// The child under callgrind: builds `kindID`'s view with `rowCount` rows at 80×24 and
    /// sends its pair of keys `pairs` times, counting the first of each pair.
    static func sendKeys(kindID: String, rowCount: Int, pairs: Int) throws {
        guard let kind = kinds.first(where: { $0.id == kindID }) else {
            throw BenchmarkFailure(description: "unknown widget kind \(kindID); one of: \(kinds.map(\.id).joined(separator: ", "))")
        }
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let application = Application(terminal: terminal, clock: VirtualClock())
        let screen = ViewController()
        screen.title = "Bench"
        let view: View
        var log: LogView?
        if kindID.hasPrefix("table") {
            view = table(rows: rowCount)
        } else if kindID.hasPrefix("tree") {
            view = Tree(roots: [TreeNode("Big", children: (1...rowCount).map { TreeNode("Node \($0)") }), TreeNode("Last")])
        } else {
            let logView = LogView(maxLines: 10_000)
            log = logView
            view = logView
        }
        screen.view = StackView(horizontalPadding: 0, [view])
        application.window.rootViewController = NavigationController(rootViewController: screen)
        application.start()
        if kindID == "table-sort" { send(.right, terminal: terminal, application: application) }
        if kindID == "tree-collapse" { send(.right, terminal: terminal, application: application) }
        var line = 0
        // Two pairs first, uncounted: the first time through makes what is kept (a sort keeps
        // nothing: none before it).
        let warmUp = kindID == "table-sort" ? 0 : 2
        for pair in 0..<(pairs + warmUp) {
            let counted = pair >= warmUp
            if let log {
                if counted {
                    meteredWork { appendLines(100, to: log, from: &line, terminal: terminal, application: application) }
                } else {
                    appendLines(100, to: log, from: &line, terminal: terminal, application: application)
                }
                continue
            }
            if counted {
                meteredWork { send(kind.first, terminal: terminal, application: application) }
            } else {
                send(kind.first, terminal: terminal, application: application)
            }
            send(kind.second, terminal: terminal, application: application)
        }
        guard terminal.lines.contains(where: { $0.contains("›") || $0.contains("GET") }) else {
            throw BenchmarkFailure(description: "the screen shows no cursor row:\n\(terminal.text)")
        }
    }

    /// A table of 8 columns whose rows are made when asked.
    static func table(rows: Int) -> DataTable {
        DataTable(columns: [
            DataTableColumn("Name", width: .flexible(minimum: 10)),
            DataTableColumn("Price", width: .fixed(8), alignment: .trailing),
            DataTableColumn("Tag", width: .fixed(7)),
            DataTableColumn("Stock", width: .fixed(5), alignment: .trailing),
            DataTableColumn("SKU", width: .fixed(8)),
            DataTableColumn("Color", width: .fixed(6)),
            DataTableColumn("Size", width: .fixed(4)),
            DataTableColumn("Rating", width: .fixed(6), alignment: .trailing),
        ], rowCount: { rows }, row: { index in
            ["Product \(index)", "\((index &* 7919) % 100_000)", index % 3 == 0 ? "tools" : "garden", "\(index % 97)",
             "SKU\(index % 10_000)", index % 2 == 0 ? "red" : "blue", "M", "\(index % 5).\(index % 10)"]
        })
    }

    /// The counted work: callgrind collects only inside this function. (Its name shares no
    /// word with the type's: the mangler abbreviates repeated words, and callgrind's
    /// `--toggle-collect` pattern must find it in the symbol.)
    @inline(never)
    static func meteredWork(_ work: () -> Void) {
        work()
    }

    private static func appendLines(_ count: Int, to log: LogView, from line: inout Int, terminal: HeadlessTerminal, application: Application) {
        for _ in 0..<count {
            log.append("GET /products/\(line) 200 (\(line % 50) ms)")
            line += 1
        }
        application.renderIfNeeded()
    }

    private static func send(_ key: KeyEvent, terminal: HeadlessTerminal, application: Application) {
        terminal.enqueue(.key(key))
        application.processPendingInput()
    }
}
