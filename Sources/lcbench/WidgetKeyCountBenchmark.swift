import Foundation
import TerminalCore
import TerminalUI

/// Instructions for one key typed into a widget holding a lot of content, a frame rendered after
/// every key, counted by callgrind only inside the key's own call (as `KeyCountBenchmark` does).
///
/// lcbench runs itself under callgrind (`lcbench --count-text-widget text-area --count-size WxH`):
/// the child shows a `TextArea` of `textAreaLines` lines headless with the cursor at the end,
/// types `x` through `CountedKeys.countedStroke` (the only function callgrind collects in)
/// and Backspace outside it, `pairs` times, checking the text after each key. The total divided
/// by `pairs` is one typed key's cost: the edit, the layout and the frame.
@MainActor
enum WidgetKeyCountBenchmark {
    /// The lines of the text the area holds.
    nonisolated static let textAreaLines = 100_000

    typealias Row = CountedKeys.Row
    typealias Result = CountedKeys.Result

    /// Counts a key typed into the text area at every size; nil when valgrind is missing.
    static func run(executable: String, pairs: Int, progress: (String) -> Void) throws -> Result? {
        guard let valgrind = CountedKeys.valgrind(skipping: "widget instruction counts", progress: progress) else { return nil }
        var row = Row(name: "TextArea: a key typed at the end of a \(Format.grouped(textAreaLines))-line text", perKey: [])
        for size in InstructionCountBenchmark.sizes {
            progress("instructions for one key: text-area at \(size.label)…")
            let total = try Callgrind.collected(valgrind: valgrind, arguments: [
                "--collect-atstart=no", "--toggle-collect=*countedStroke*",
                executable, "--count-text-widget", "text-area", "--count-size", "\(size.width)x\(size.height)", "--count-pairs", "\(pairs)",
            ], what: "the counted keys of text-area at \(size.label)")
            row.perKey.append(Double(total) / Double(pairs))
        }
        return Result(rows: [row], pairs: pairs)
    }

    /// The child under callgrind: `pairs` times `x` (counted) then Backspace at the end of the
    /// text area's text, at `size`.
    static func sendKeys(widget: String, size text: String, pairs: Int) throws {
        guard widget == "text-area" else {
            throw BenchmarkFailure(description: "unknown widget \(widget); one of: text-area")
        }
        let terminal = HeadlessTerminal(size: try CountedKeys.size(text))
        let application = Application(terminal: terminal, clock: VirtualClock())
        let content = (1...textAreaLines).map { "line \($0)" }.joined(separator: "\n")
        let area = TextArea(text: content, maxLength: 10_000_000, preferredRows: 10)
        application.window.rootViewController = NavigationController(rootViewController: PaddedScreen(title: "Notes", [area]))
        application.start()
        let characters = area.count
        CountedKeys.send(KeyEvent(.end, [.control]), terminal: terminal, application: application)
        // Two pairs first, uncounted: the first time through lays the area out.
        for _ in 0..<2 {
            CountedKeys.send(.char("x"), terminal: terminal, application: application)
            CountedKeys.send(.backspace, terminal: terminal, application: application)
        }
        let last = "line \(textAreaLines)"
        for _ in 0..<pairs {
            CountedKeys.countedStroke(.char("x"), terminal: terminal, application: application)
            guard area.count == characters + 1, terminal.lines.contains(where: { $0.contains(last + "x") }) else {
                throw BenchmarkFailure(description: "after x the text area holds \(area.count) characters; the screen shows:\n\(terminal.text)")
            }
            CountedKeys.send(.backspace, terminal: terminal, application: application)
            guard area.count == characters, area.lineCount == textAreaLines else {
                throw BenchmarkFailure(description: "after Backspace the text area holds \(area.count) characters on \(area.lineCount) lines")
            }
        }
    }
}
