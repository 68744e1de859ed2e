import TerminalCore
import TerminalUI

/// What a list of a million rows adds to resident memory: a headless app whose screen is one
/// `ListView`, RSS read before the rows are made and after they are built, shown, and walked
/// (End, PageUp, Home, Down), each key rendered. The rows are an array of `ListItem`s, or come
/// from a row provider (`ListView(rowCount:item:)`), which makes each row only when it is read.
@MainActor
enum LargeListBenchmark {
    struct Result {
        let rows: Int
        let provided: Bool
        let memory: ResidentGrowth
    }

    static func run(rows: Int, provided: Bool = false) throws -> Result {
        let terminal = HeadlessTerminal(size: .reference)
        let application = Application(terminal: terminal, clock: VirtualClock())
        let before = Machine.residentKibibytes
        let clock = ContinuousClock()
        let began = clock.now
        func row(_ number: Int) -> ListItem { ListItem("Row \(number)", detail: number % 10 == 0 ? "€\(number % 1000),00" : nil) }
        let list = provided ? ListView(rowCount: { rows }, item: { row($0 + 1) }) : ListView(items: (1...rows).map(row))
        let screen = ViewController()
        screen.title = "Rows"
        screen.view = StackView(horizontalPadding: 0, [list])
        application.window.rootViewController = NavigationController(rootViewController: screen)
        application.start()
        terminal.enqueue(contentsOf: [.end, .pageUp, .home, .down].map { .key($0) })
        application.processPendingInput()
        let duration = clock.now - began
        guard terminal.lines.joined().contains("Row 2") else {
            throw BenchmarkFailure(description: "the million-row list does not show Row 2: \(terminal.lines.prefix(3))")
        }
        let after = Machine.residentKibibytes
        withExtendedLifetime(application) {}
        return Result(rows: rows, provided: provided, memory: ResidentGrowth(beforeKibibytes: before, afterKibibytes: after, duration: duration))
    }
}
