import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The `/` filter of a list: as you type, matches highlighted, a count, Esc clears before back.
@MainActor
@Suite struct ListFilterTests {
    let ui = UITestHarness(width: 80, height: 24)
    let navigation: NavigationController
    let list = ListView(items: ["Apples", "Apricots", "Bananas", "Blueberries", "Cherries", "Dates", "Elderberries"].map { ListItem($0) })

    init() {
        list.filterMode = .substring
        navigation = NavigationController(rootViewController: widgetScreen("Home", Label("Home")))
        ui.start(root: navigation)
        navigation.pushViewController(widgetScreen("Fruit", list))
        ui.renderIfNeeded()
    }

    @Test func withoutAFilterModeSlashDoesNothing() {
        list.filterMode = nil
        ui.press(.char("/"))
        ui.expectNotContains("/ ")
        #expect(!ui.line(23).contains("Filter"))
    }

    @Test func slashFiltersAsYouTypeAndActivatesTheItemsOwnIndex() {
        var activated: [Int] = []
        list.onActivate = { activated.append($0) }
        ui.expectLine(23, contains: "/ Filter")
        ui.press(.char("/"))
        ui.type("berr")
        ui.expectContains("2 of 7")
        ui.expectLine(1, contains: "› Blueberries")
        ui.expectLine(2, contains: "Elderberries")
        ui.expectNotContains("Apples")
        ui.press(.down, .enter)
        ui.expectLine(23, contains: "Esc Clear filter")
        ui.press(.enter)
        #expect(activated == [6])
        #expect(list.selectedIndex == 1)
    }

    @Test func escClearsTheFilterBeforeGoingBack() {
        ui.press(.char("/"))
        ui.type("q")
        // `q` typed into the filter: the app did not quit, and nothing matches.
        ui.expectContains("No rows match \"q\"")
        ui.press(.escape)
        #expect(list.filterText.isEmpty)
        #expect(navigation.viewControllers.count == 2)
        ui.press(.char("/"))
        ui.type("date")
        ui.press(.enter)
        ui.press(.escape)
        #expect(navigation.viewControllers.count == 2)
        ui.expectLine(1, contains: "Apples")
        ui.expectContains("› Dates")
        ui.press(.escape)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func fuzzyMatchesCharactersInOrderAndHighlightsThem() {
        list.filterMode = .fuzzy
        ui.press(.char("/"))
        ui.type("bnn")
        ui.expectContains("1 of 7")
        guard let row = ui.locate("Bananas") else {
            Issue.record("Bananas not shown:\n\(ui.screenDescription)")
            return
        }
        #expect(ui.style(x: row.x, y: row.y).attributes.contains(.underline))
        #expect(ui.style(x: row.x + 2, y: row.y).attributes.contains(.underline))
        #expect(!ui.style(x: row.x + 1, y: row.y).attributes.contains(.underline))
    }

    @Test func theAccessibleCursorIsInTheFilterWhileTyping() {
        ui.window.keepsCursorOnFocus = true
        ui.press(.char("/"))
        ui.type("ap")
        #expect(ui.cursor == Point(x: 4, y: 22))
    }

    @Test func goldenScreens() {
        ui.press(.char("/"))
        ui.type("rr")
        ui.assertSnapshot(named: "list-filter-80x24")
        ui.resize(width: 40, height: 12)
        ui.assertSnapshot(named: "list-filter-40x12")
    }
}
