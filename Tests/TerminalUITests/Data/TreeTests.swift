import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// The tree: expand and collapse with Left, Right and Enter, lazy and asynchronous children,
/// 100,000 nodes, mouse, disabled state and golden screens.
@MainActor
@Suite struct TreeTests {
    let ui = UITestHarness(width: 80, height: 24)
    let navigation: NavigationController
    let tree: Tree

    init() {
        tree = Tree(roots: [
            TreeNode("Documents", children: [TreeNode("notes.txt"), TreeNode("Drafts", children: [TreeNode("letter.md")])]),
            TreeNode("Pictures", loadChildren: { (1...3).map { TreeNode("photo-\($0).jpg") } }),
            TreeNode("README.md"),
        ])
        navigation = NavigationController(rootViewController: widgetScreen("Home", Label("Home")))
        ui.start(root: navigation)
        navigation.pushViewController(widgetScreen("Files", tree))
        ui.renderIfNeeded()
    }

    @Test func rightAndEnterExpandLeftCollapsesThenGoesToTheParent() {
        ui.expectLine(1, contains: "› ▸ Documents")
        ui.expectLine(23, contains: "→ Expand")
        ui.press(.right)
        ui.expectLine(2, contains: "notes.txt")
        ui.expectLine(3, contains: "▸ Drafts")
        #expect(tree.visibleRowCount == 5)
        ui.press(.right)  // onto the first child
        ui.expectLine(2, contains: "›     notes.txt")
        ui.press(.down, .enter)
        ui.expectLine(4, contains: "letter.md")
        ui.press(.down, .left)  // letter.md → Drafts
        ui.expectLine(3, contains: "› ")
        ui.expectLine(3, contains: "▾ Drafts")
        ui.press(.left)  // collapse Drafts
        ui.expectNotContains("letter.md")
        ui.press(.left)  // to Documents
        ui.expectLine(1, contains: "› ▾ Documents")
        ui.press(.enter)
        ui.expectNotContains("notes.txt")
        #expect(tree.visibleRowCount == 3)
    }

    @Test func childrenLoadWhenFirstExpanded() {
        var loads = 0
        let lazy = TreeNode("Lazy", loadChildren: { loads += 1; return [TreeNode("child")] })
        tree.setRoots([lazy])
        ui.renderIfNeeded()
        #expect(loads == 0)
        ui.press(.right, .left, .right)
        #expect(loads == 1)
        ui.expectContains("child")
    }

    @Test func asyncChildrenShowALoadingRowUntilTheyCome() async {
        let gate = AsyncGate()
        let remote = TreeNode("Remote", loadChildrenAsync: {
            await gate.wait()
            return [TreeNode("fetched-1"), TreeNode("fetched-2")]
        })
        tree.setRoots([remote, TreeNode("after")])
        ui.renderIfNeeded()
        await ui.press(.right)
        ui.expectLine(2, contains: "Loading…")
        ui.expectLine(3, contains: "after")
        await gate.open()
        await ui.settle()
        ui.expectLine(2, contains: "fetched-1")
        ui.expectLine(4, contains: "after")
        #expect(tree.visibleRowCount == 4)
    }

    @Test func anEmptyTreeShowsItsEmptyMessage() {
        tree.setRoots([])
        tree.emptyMessage = "No files"
        ui.renderIfNeeded()
        ui.expectContains("No files")
        ui.press(.down, .right, .enter)
        ui.expectContains("No files")
    }

    @Test func aHundredThousandNodesExpandAndMoveWithoutWalkingThemAll() {
        let big = TreeNode("Big", children: (1...100_000).map { TreeNode("Node \($0)") })
        tree.setRoots([big, TreeNode("Last")])
        ui.renderIfNeeded()
        ui.press(.right)
        #expect(tree.visibleRowCount == 100_002)
        ui.press(.end)
        ui.expectContains("› ")
        ui.expectContains("Last")
        ui.press(.up)
        ui.expectContains("› ")
        ui.expectContains("Node 100000")
        ui.press(.left)  // to Big: sums the siblings' rows
        #expect(tree.selectedIndex == 0)
        ui.press(.left)  // collapse
        #expect(tree.visibleRowCount == 2)
        ui.expectLine(2, contains: "Last")
    }

    @Test func clicksMoveTheCursorAndToggleTheCursorRow() {
        ui.click("README.md")
        #expect(tree.selectedNode?.title == "README.md")
        ui.click("Documents")
        ui.click("Documents")
        ui.expectContains("notes.txt")
        var opened: [String] = []
        tree.onActivate = { opened.append($0.title) }
        ui.click("notes.txt")
        ui.click("notes.txt")
        #expect(opened == ["notes.txt"])
    }

    @Test func aDisabledTreeTakesNoKeys() {
        tree.isEnabled = false
        ui.renderIfNeeded()
        ui.press(.right)
        ui.expectNotContains("notes.txt")
        ui.press(.escape)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func unicodeTitlesNeverBreakTheRows() {
        tree.setRoots([TreeNode("日本語のフォルダ"), TreeNode("\u{202E}evil\u{1B}[2J"), TreeNode("👩‍👩‍👧")])
        ui.renderIfNeeded()
        ui.expectNoSplitWideCharacters()
        ui.expectContains("\\u{202E}")
        ui.expectNotContains("\u{1B}")
    }

    @Test func accessibleCursorIsOnTheCursorRow() {
        ui.window.keepsCursorOnFocus = true
        ui.press(.down)
        ui.renderIfNeeded()
        #expect(ui.cursor == Point(x: 0, y: 2))
    }

    @Test func aTreeIsReleasedWithItsScreen() {
        weak var released: Tree?
        do {
            let tree = Tree(roots: [TreeNode("x", loadChildrenAsync: { [TreeNode("y")] })])
            released = tree
            navigation.pushViewController(widgetScreen("Gone", tree))
            ui.renderIfNeeded()
            ui.press(.right)
        }
        ui.press(.escape)
        #expect(released == nil)
    }

    @Test func goldenScreens() {
        ui.press(.right, .down, .down, .enter, .down)
        ui.assertSnapshot(named: "tree-80x24")
        ui.resize(width: 40, height: 12)
        ui.assertSnapshot(named: "tree-40x12")
    }
}

/// Holds async work until `open()`.
actor AsyncGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
