import Observation
import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

@Observable
@MainActor
final class TransferModel {
    var done: Double? = 0.25
}

/// What a user can do by keys, code can do (issue 43): select and reveal a Tree node, set a
/// DataTable's selection, sort and filter and save and restore them as one value, and a
/// ProgressBar that reads its model every frame.
@MainActor
@Suite struct CodeDoesWhatKeysDoTests {
    let ui = UITestHarness(width: 80, height: 12)

    private func deepTree() -> (Tree, TreeNode) {
        let leaf = TreeNode("block-42")
        let roots = (1...20).map { TreeNode("Root \($0)") } + [
            TreeNode("Chain", children: [TreeNode("Epoch 7", children: (1...41).map { TreeNode("block-\($0)") } + [leaf])]),
        ]
        return (Tree(roots: roots), leaf)
    }

    @Test func selectingATreeNodeExpandsItsAncestorsScrollsToItAndCallsOnChange() {
        let (tree, leaf) = deepTree()
        var changes: [String] = []
        tree.onChange = { changes.append($0.title) }
        ui.start(root: NavigationController(rootViewController: widgetScreen("Chain", tree)))
        ui.expectNotContains("block-42")
        tree.select(leaf)
        ui.renderIfNeeded()
        #expect(tree.selectedNode === leaf)
        #expect(tree.selectedIndex == 20 + 1 + 1 + 41, "20 roots, Chain, Epoch 7 and 41 blocks before it")
        #expect(leaf.parent?.isExpanded == true && leaf.parent?.parent?.isExpanded == true)
        ui.expectContains("› ")
        ui.expectContains("block-42")
        #expect(changes == ["block-42"])
        ui.press(.up)
        #expect(tree.selectedNode?.title == "block-41", "the keys go on from the node selected")
        #expect(changes == ["block-42", "block-41"])
    }

    @Test func revealingATreeNodeExpandsItsAncestorsAndKeepsTheSelection() {
        let (tree, leaf) = deepTree()
        var changes = 0
        tree.onChange = { _ in changes += 1 }
        ui.start(root: NavigationController(rootViewController: widgetScreen("Chain", tree)))
        tree.selectedIndex = 3
        #expect(changes == 0, "set from code, the selection calls no onChange")
        #expect(tree.visibleRowCount == 21)
        #expect(tree.reveal(leaf) == 63)
        #expect(tree.visibleRowCount == 21 + 1 + 42, "Epoch 7 and its blocks are rows now")
        ui.renderIfNeeded()
        ui.expectContains("Root 4")  // the selection stays, on screen
        #expect(tree.selectedNode?.title == "Root 4")
        #expect(tree.selectedIndex == 3)
        tree.selectedIndex = 63
        ui.renderIfNeeded()
        ui.expectContains("block-42")
        #expect(tree.selectedNode === leaf)
        #expect(tree.reveal(TreeNode("elsewhere")) == nil, "a node of another tree")
        tree.selectedIndex = -5
        #expect(tree.selectedIndex == 0, "clamped to the rows")
        #expect(tree.selectedNode?.title == "Root 1")
        #expect(changes == 0)
    }

    @Test func aTablesSelectionSortAndFilterAreSavedAndAppliedAsOneState() {
        let rows = CountingRows(50)
        let table = rows.table()
        table.filterMode = .substring
        var changes = 0
        table.onChange = { _ in changes += 1 }
        ui.start(root: NavigationController(rootViewController: widgetScreen("Products", table)))
        table.sort(byColumn: 1, ascending: false)
        table.filterText = "1"
        table.selectedIndex = 4
        ui.renderIfNeeded()
        let saved = table.state
        #expect(saved == DataTable.State(selectedIndex: 4, sortColumn: 1, ascending: false, filterText: "1"))
        let name = table.providerRow(at: 4)

        let restored = rows.table()
        restored.filterMode = .substring
        restored.onChange = { _ in changes += 1 }
        restored.state = saved
        #expect(restored.state == saved)
        #expect(restored.providerRow(at: restored.selectedIndex) == name, "the same row is selected")
        #expect(restored.displayedRowCount == table.displayedRowCount)
        #expect(changes == 0, "applied from code, no onChange")

        restored.apply(DataTable.State())
        #expect(restored.filterText.isEmpty && restored.selectedIndex == 0)
        #expect(restored.sortOrder?.column == 1, "a nil sort column leaves the order")
        restored.selectedIndex = 1_000
        #expect(restored.selectedIndex == 49, "clamped to the rows shown")
        restored.select(2)
        #expect(changes == 1, "select(_:) moves it as the user would")
    }

    @Test func aProgressBarReadsItsModelEveryFrame() {
        let model = TransferModel()
        let bar = ProgressBar("Upload") { model.done }
        ui.start(root: NavigationController(rootViewController: widgetScreen("Transfer", bar)))
        ui.expectContains("25%")
        #expect(bar.percentage == 25)
        model.done = 0.5
        #expect(ui.renderIfNeeded(), "the bar read the model: its change presents a frame")
        ui.expectContains("50%")
        model.done = nil
        ui.renderIfNeeded()
        #expect(bar.percentage == nil)
        ui.expectNotContains("50%")
    }
}
