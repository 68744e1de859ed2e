import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Each widget's declared keys do what they say (issue 43, step 3): the keys travel through the
/// bindings the footer and `?` show (`performBinding`), and every key of every binding a widget
/// declares is taken by the widget.
@MainActor
@Suite struct DeclaredKeysTests {
    let ui = UITestHarness(width: 80, height: 24)

    /// Shows `views` on a screen and focuses the first.
    private func show(_ views: View...) {
        let screen = ViewController()
        screen.title = "Keys"
        screen.view = StackView(horizontalPadding: 0, views)
        ui.start(root: NavigationController(rootViewController: screen))
        ui.renderIfNeeded()
    }

    /// Every binding `view` declares now carries its action.
    private func expectEveryBindingCarriesItsAction(by view: View, sourceLocation: SourceLocation = #_sourceLocation) {
        let bindings = view.keyBindings
        #expect(!bindings.isEmpty, sourceLocation: sourceLocation)
        for binding in bindings {
            #expect(binding.action != nil, "\(binding.label) \(binding.title) has its action", sourceLocation: sourceLocation)
        }
    }

    @Test func aListsKeysMoveActivateAndFilter() {
        let list = ListView(items: (1...30).map { ListItem("Item \($0)") })
        list.filterMode = .substring
        var activated: [Int] = []
        list.onActivate = { activated.append($0) }
        show(list)
        expectEveryBindingCarriesItsAction(by: list)
        ui.press(.down, .char("j"), .char("k"))
        #expect(list.selectedIndex == 1, "Move ↑↓ (k j)")
        ui.press(.end)
        #expect(list.selectedIndex == 29, "End: the last row")
        ui.press(.home, .pageDown)
        #expect(list.selectedIndex > 1, "PageDown: a page")
        ui.press(.enter)
        #expect(activated == [list.selectedIndex], "Enter Open")
        ui.press(.char("/"), .char("2"), .char("5"))
        #expect(list.filterText == "25", "/ Filter, then typing")
        ui.expectContains("Enter Keep filter")
        ui.press(.backspace)
        #expect(list.filterText == "2", "Backspace deletes")
        ui.press(.enter)
        ui.expectContains("Esc Clear filter")
        ui.press(.escape)
        #expect(list.filterText.isEmpty, "Esc Clear filter")
        ui.expectContains("Keys")
    }

    @Test func aTablesKeysChooseAColumnSortAndActivate() {
        let rows = CountingRows(20)
        let table = rows.table()
        var activated: [Int] = []
        table.onActivate = { activated.append($0) }
        show(table)
        expectEveryBindingCarriesItsAction(by: table)
        ui.press(.right)
        #expect(table.selectedColumn == 1, "→ Column")
        ui.press(.char("h"), .char("l"))
        #expect(table.selectedColumn == 1, "h l Column")
        ui.press(.char("s"))
        #expect(table.sortOrder?.column == 1 && table.sortOrder?.ascending == true, "s Sort")
        ui.press(.down, .enter)
        #expect(activated == [table.providerRow(at: 1)], "Enter Open")
        ui.press(.char("/"), .char("9"))
        #expect(table.filterText == "9", "/ Filter")
        ui.press(.escape)
        #expect(table.filterText.isEmpty, "Esc Clear filter")
    }

    @Test func aTreesKeysExpandCollapseMoveAndGoToTheParent() {
        let child = TreeNode("notes.txt")
        let folder = TreeNode("Documents", children: [child, TreeNode("todo.txt")])
        let tree = Tree(roots: [folder, TreeNode("Music")])
        var activated: [String] = []
        tree.onActivate = { activated.append($0.title) }
        show(tree)
        expectEveryBindingCarriesItsAction(by: tree)
        ui.press(.right)
        #expect(folder.isExpanded, "→ Expand")
        ui.press(.right)
        #expect(tree.selectedNode === child, "→ on an expanded node: its first child")
        ui.press(.enter)
        #expect(activated == ["notes.txt"], "Enter Open on a leaf")
        ui.press(.left)
        #expect(tree.selectedNode === folder, "← Parent")
        ui.press(.left)
        #expect(!folder.isExpanded, "← Collapse")
        ui.press(.enter)
        #expect(folder.isExpanded, "Enter expands a branch")
        ui.press(.end)
        #expect(tree.selectedNode?.title == "Music", "End: the last row")
    }

    @Test func aKeptBindingActsOnTheNodeSelectedWhenItsKeyIsPressed() {
        let first = TreeNode("Archive", children: [TreeNode("2021")])
        let second = TreeNode("Remote", children: [TreeNode("shared.txt")])
        let tree = Tree(roots: [first, second])
        show(tree)
        // A move between two collapsed folders keeps the footer's bindings (same kind of node).
        ui.press(.down, .right)
        #expect(second.isExpanded && !first.isExpanded, "→ expands the folder the cursor is on")
    }

    @Test func aLogsKeysScrollAndFollow() {
        let log = LogView()
        log.append(contentsOf: (1...100).map { "line \($0)" })
        show(log)
        expectEveryBindingCarriesItsAction(by: log)
        ui.press(.home)
        #expect(!log.isFollowing && log.firstVisibleLine == 0, "Home Oldest line")
        ui.press(.down)
        #expect(log.firstVisibleLine == 1, "↓ Scroll")
        ui.press(.end)
        #expect(log.isFollowing, "End Follow")
    }

    @Test func aScrollViewsKeysScroll() {
        let scroll = ScrollView(StackView(horizontalPadding: 0, (1...60).map { Label("Row \($0)") }))
        show(scroll)
        ui.press(.pageDown)
        #expect(scroll.contentOffset > 0, "PageDown Page down")
        ui.press(.home)
        #expect(scroll.contentOffset == 0, "Home Top")
    }

    @Test func theControlsKeysChoose() {
        let radio = RadioGroup(["S", "M", "L"])
        let segments = SegmentedControl(["Day", "Week"])
        let select = Select("Size", options: ["Small", "Medium", "Large"])
        show(radio, segments, select)
        expectEveryBindingCarriesItsAction(by: radio)
        ui.press(.down)
        #expect(radio.selectedIndex == 1, "↓ Choose")
        ui.press(.tab)
        expectEveryBindingCarriesItsAction(by: segments)
        ui.press(.right)
        #expect(segments.selectedIndex == 1, "→ Choose")
        ui.press(.tab, .enter)
        #expect(select.isOpen, "Enter Choose size")
        expectEveryBindingCarriesItsAction(by: select)
        ui.press(.down, .end, .up, .enter)
        #expect(select.selectedIndex == 1 && !select.isOpen, "↓, End, ↑ move the highlight; Enter Choose")
    }

    @Test func theHelpsKeysScrollAndClose() {
        show(ListView(items: (1...5).map { ListItem("Item \($0)") }))
        ui.window.toggleHelp()
        ui.renderIfNeeded()
        ui.press(.escape)
        #expect(!ui.window.isHelpVisible, "Esc Close help")
        ui.expectContains("Keys")
    }

    @Test func aTabBarsDigitsChooseATab() {
        let tabs = TabBarController()
        tabs.setViewControllers([widgetScreen("One", Label("1")), widgetScreen("Two", Label("2")), widgetScreen("Three", Label("3"))])
        ui.start(root: tabs)
        ui.renderIfNeeded()
        ui.press(.char("3"))
        #expect(tabs.selectedIndex == 2, "1-3 Tabs")
        ui.press(.char("1"))
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aBindingsKeyActionGetsTheKeyPressedAndItsActionTheFirstKey() {
        var pressed: [KeyEvent] = []
        let binding = KeyBinding(keys: [.up, .down], title: "Move", label: "↑↓") { pressed.append($0) }
        let view = View()
        view.keyBindings = [binding]
        #expect(view.handleKey(.down))
        #expect(!view.handleKey(.left), "a key the binding does not name")
        binding.action?()
        #expect(pressed == [.down, .up])
        var plain = KeyBinding(.enter, title: "Open")
        #expect(plain.action == nil)
        plain.action = { pressed.append(.enter) }
        plain.action?()
        #expect(pressed.last == .enter)
    }
}
