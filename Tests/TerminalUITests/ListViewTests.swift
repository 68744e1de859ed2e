import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// List selection and scrolling. At 80×24 with a navigation bar and a footer the list shows
/// rows 1…22: 22 items.
@MainActor
@Suite struct ListViewTests {
    let ui = UITestHarness(width: 80, height: 24)
    let list = itemList(50)
    var activated: [Int] = []

    init() {
        let screen = ViewController()
        screen.title = "Items"
        screen.view = StackView(horizontalPadding: 0, [list])
        ui.start(root: NavigationController(rootViewController: screen))
    }

    private func expectTopRow(_ title: String, selected: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(list.selectedIndex == selected, sourceLocation: sourceLocation)
        ui.expectLine(1, contains: title + " ", sourceLocation: sourceLocation)
        ui.expectContains("› Item \(selected + 1) ", sourceLocation: sourceLocation)
    }

    @Test func downMovesTheSelectionAndPastTheBottomScrolls() {
        expectTopRow("Item 1", selected: 0)
        #expect(ui.style(x: 0, y: 1) == ui.window.theme.selection)
        ui.press(.down, times: 21)
        expectTopRow("Item 1", selected: 21)
        ui.expectLine(22, contains: "› Item 22")
        ui.press(.down)
        expectTopRow("Item 2", selected: 22)
        ui.expectLine(22, contains: "› Item 23")
    }

    @Test func upPastTheTopScrollsBack() {
        ui.press(.down, times: 30)
        ui.press(.up, times: 30)
        expectTopRow("Item 1", selected: 0)
        ui.press(.up)
        expectTopRow("Item 1", selected: 0)
    }

    @Test func jAndKMoveLikeDownAndUp() {
        ui.press(.char("j"), .char("j"), .char("k"))
        expectTopRow("Item 1", selected: 1)
    }

    @Test func pageDownAndPageUpMoveByAPage() {
        ui.press(.pageDown)
        expectTopRow("Item 1", selected: 21)
        ui.press(.pageDown)
        expectTopRow("Item 22", selected: 42)
        ui.press(.pageUp)
        expectTopRow("Item 22", selected: 21)
        ui.press(.pageUp)
        expectTopRow("Item 1", selected: 0)
    }

    @Test func homeAndEndJumpToTheEnds() {
        ui.press(.end)
        expectTopRow("Item 29", selected: 49)
        ui.expectLine(22, contains: "› Item 50")
        ui.press(.home)
        expectTopRow("Item 1", selected: 0)
    }

    @Test func aScrollbarShowsWhereTheVisibleRowsAre() {
        #expect(ui.cell(x: 79, y: 1).symbol == "┃")
        #expect(ui.cell(x: 79, y: 22).symbol == "│")
        ui.press(.end)
        #expect(ui.cell(x: 79, y: 1).symbol == "│")
        #expect(ui.cell(x: 79, y: 22).symbol == "┃")
    }

    @Test func enterActivatesTheSelectedRow() {
        var activated: [Int] = []
        list.onActivate = { activated.append($0) }
        ui.press(.down, .down, .enter)
        #expect(activated == [2])
        ui.expectLine(23, contains: "Enter Open")
    }

    @Test func resizingKeepsTheSelectionVisible() {
        ui.press(.down, times: 20)
        ui.resize(width: 40, height: 12)
        ui.expectContains("› Item 21")
        ui.press(.down)
        ui.expectContains("› Item 22")
    }
}
