import TerminalUI

/// `Tree`: folders given, made on the first expand, and fetched asynchronously (a "Loading…"
/// row meanwhile); a line says which file Enter opened.
struct TreeScreen: GalleryScreen {
    var name: String { "Tree" }

    func makeViewController() -> ViewController {
        let tree = Tree(roots: [
            TreeNode("Documents", children: [
                TreeNode("notes.txt"),
                TreeNode("Drafts", children: [TreeNode("letter.md"), TreeNode("日本語.txt")]),
            ]),
            TreeNode("Archive", loadChildren: { (2021...2025).map { TreeNode("\($0)", children: [TreeNode("report-\($0).pdf")]) } }),
            TreeNode("Remote", loadChildrenAsync: {
                await Task.yield()
                return [TreeNode("shared.txt"), TreeNode("team 写真.png")]
            }),
            TreeNode("README.md"),
        ], emptyMessage: "No files")
        let status = Label("Enter opens a file.")
        tree.onActivate = { [weak status] node in status?.text = "Opened \(node.title)." }
        return PaddedScreen(title: name, [
            tree,
            status,
            HintLabel("→ or Enter expands, ← collapses or goes up; Remote loads in the background."),
        ])
    }
}
