import Testing
@testable import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Pasting a stream of distinct multi-scalar clusters into a field (a hostile paste: combining
/// sequences no one has seen before), then clearing it: every canvas the application and its
/// terminal keep holds a bounded cluster table, and two applications share none.
@MainActor
@Suite struct TextFieldClusterTableTests {
    /// Forty distinct clusters: "e" with combining marks spelling `batch * 40 + n` in base 112.
    private func clusters(batch: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for n in 0..<40 {
            scalars.append("e")
            var rest = batch * 40 + n
            repeat {
                scalars.append(Unicode.Scalar(UInt32(0x300 + rest % 112)) ?? "\u{301}")
                rest /= 112
            } while rest > 0
        }
        return String(scalars)
    }

    private func start(_ ui: UITestHarness, field: TextField) {
        let screen = ViewController()
        screen.title = "Edit"
        screen.view = StackView(topPadding: 1, [field])
        ui.start(root: NavigationController(rootViewController: screen))
    }

    /// The canvases `ui` keeps: the last frame's layers and the terminal's composed screen.
    private func keptCanvases(_ ui: UITestHarness) -> [Canvas] {
        (ui.app.lastFrame?.layers.map(\.canvas) ?? []) + [ui.terminal.screen]
    }

    @Test func pastingAHundredThousandDistinctClustersKeepsEveryTableBounded() {
        let ui = UITestHarness(width: 80, height: 24)
        let field = TextField("Name", maxLength: 40)
        start(ui, field: field)
        var largest = 0
        for batch in 0..<2_500 {
            field.text = ""
            ui.terminal.enqueue(contentsOf: [.paste(clusters(batch: batch))])
            ui.app.processPendingInput()
            for canvas in keptCanvases(ui) {
                #expect(canvas.clusters.count <= canvas.grid.clusterLimit, "\(canvas.clusters.count) clusters in a \(canvas.size) canvas")
                largest = max(largest, canvas.clusters.count)
            }
        }
        #expect(field.text.unicodeScalars.elementsEqual(clusters(batch: 2_499).unicodeScalars))
        #expect(largest >= 40, "the field showed its clusters")
        field.text = ""
        ui.renderIfNeeded()
        ui.expectLine(2, equals: " › Name")
        for canvas in keptCanvases(ui) { #expect(canvas.clusters.count <= canvas.grid.clusterLimit) }
    }

    @Test func twoApplicationsKeepTheirOwnClusters() {
        let first = UITestHarness(width: 40, height: 12)
        let second = UITestHarness(width: 40, height: 12)
        let firstField = TextField("A", maxLength: 10)
        let secondField = TextField("B", maxLength: 10)
        start(first, field: firstField)
        start(second, field: secondField)
        first.terminal.enqueue(contentsOf: [.paste("🇫🇷e\u{301}")])
        first.app.processPendingInput()
        #expect(keptCanvases(second).allSatisfy { $0.clusters.count == 0 })
        second.terminal.enqueue(contentsOf: [.paste("👍🏽")])
        second.app.processPendingInput()
        #expect(first.terminal.lines.contains { $0.contains("🇫🇷e\u{301}") }, "\(first.terminal.lines)")
        #expect(second.terminal.lines.contains { $0.contains("👍🏽") })
        #expect(!second.terminal.lines.contains { $0.contains("🇫🇷") })
    }
}
