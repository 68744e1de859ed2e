import TerminalCore
import TerminalUI
import TerminalUITestSupport
import Testing

/// A toast never covers the footer, nor a hint on the last row above it: it takes the nearest
/// blank place above them, at 80x24 and at 40x12.
@MainActor
@Suite struct ToastPlacementTests {
    /// A screen whose text ends with a hint on the row just above the footer.
    private func screenWithABottomHint(_ size: Size) -> (UITestHarness, hint: String, hintRow: Int) {
        let ui = UITestHarness(size: size)
        let screen = ViewController()
        screen.title = "Browse"
        // Rows: the navigation bar, then the label from row 1 down to the row above the footer.
        let filler = Array(repeating: "", count: size.height - 3)
        let hint = String("Enter opens · Esc goes back · / searches · c copies · q quits".prefix(size.width - 4))
        screen.view = StackView(horizontalPadding: 1, [Label((["Packages"] + filler.dropFirst() + [hint]).joined(separator: "\n"))])
        ui.start(root: NavigationController(rootViewController: screen))
        return (ui, hint, size.height - 2)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func aToastLeavesTheFooterAndABottomHintReadable(size: Size) throws {
        let (ui, hint, hintRow) = screenWithABottomHint(size)
        let footerRow = size.height - 1
        #expect(ui.line(hintRow).contains(hint), "\(ui.terminal.lines)")
        let footer = ui.line(footerRow)
        ui.window.showToast("Copied swift-nio")
        ui.renderIfNeeded()
        let toastRow = try #require(ui.rows(containing: " Copied swift-nio ").first, "\(ui.terminal.lines)")
        #expect(toastRow < hintRow)
        #expect(ui.line(hintRow).contains(hint))
        #expect(ui.line(footerRow) == footer)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func withNoBlankPlaceTheToastKeepsToTheRowAboveTheFooter(size: Size) throws {
        let ui = UITestHarness(size: size)
        let screen = ViewController()
        screen.title = "Full"
        let row = String(repeating: "x", count: size.width - 2)
        screen.view = StackView(horizontalPadding: 1, [Label(Array(repeating: row, count: size.height).joined(separator: "\n"))])
        ui.start(root: NavigationController(rootViewController: screen))
        let footer = ui.line(size.height - 1)
        ui.window.showToast("Saved")
        ui.renderIfNeeded()
        #expect(ui.rows(containing: " Saved ") == [size.height - 2])
        #expect(ui.line(size.height - 1) == footer)
    }
}
