import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The data views draw with the window's theme, and under `NO_COLOR` with attributes alone.
@MainActor
@Suite struct DataViewsThemeTests {
    private func views() -> [(String, View)] {
        let tree = Tree(roots: [TreeNode("Folder", children: [TreeNode("file")]), TreeNode("Other")])
        let log = LogView()
        for index in 1...40 { log.append("line \(index)") }
        return [
            ("Table", CountingRows(40).table()),
            ("Tree", tree),
            ("Log", log),
            ("Scroll", ScrollView(StackView((1...40).map { Label("Paragraph \($0)") }))),
        ]
    }

    private func styles(_ ui: UITestHarness) -> [Style] {
        guard let frame = ui.lastFrame else { return [] }
        return frame.layers.flatMap { $0.canvas.cells.map(\.style) }
    }

    @Test func noColorDrawsEveryDataViewWithAttributesOnly() {
        for (name, view) in views() {
            let ui = UITestHarness(width: 80, height: 24, environment: ["NO_COLOR": "1"])
            ui.start(root: NavigationController(rootViewController: widgetScreen(name, view)))
            ui.renderIfNeeded()
            let all = styles(ui)
            #expect(all.allSatisfy { $0.foreground == .default && $0.background == .default }, "\(name)")
            // The scroll indicator's thumb stays apart from its track by its attributes.
            #expect(all.contains { $0.attributes.contains(.bold) }, "\(name)")
        }
    }

    @Test func theCursorRowUsesTheThemesSelection() {
        for (name, view) in views().prefix(2) {
            let ui = UITestHarness(width: 80, height: 24)
            ui.window.theme.selection = Style(foreground: .green, attributes: [.reverse])
            ui.start(root: NavigationController(rootViewController: widgetScreen(name, view)))
            ui.renderIfNeeded()
            guard let row = ui.lines.indices.first(where: { $0 > 0 && ui.line($0).hasPrefix("›") }) else {
                Issue.record("\(name): no cursor row\n\(ui.screenDescription)")
                continue
            }
            #expect(ui.style(x: 3, y: row) == Style(foreground: .green, attributes: [.reverse]), "\(name)")
        }
    }
}
