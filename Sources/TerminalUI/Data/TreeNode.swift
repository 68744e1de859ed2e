/// A node of a `Tree`: a title and children, given now or loaded when the node is first
/// expanded (right away, or asynchronously with a "Loading…" row meanwhile).
///
/// ```swift
/// let root = TreeNode("Sources", children: [
///     TreeNode("App", loadChildren: { [TreeNode("main.swift")] }),
///     TreeNode("Remote", loadChildrenAsync: { await service.folders().map { TreeNode($0) } }),
/// ])
/// ```
@MainActor
public final class TreeNode {
    /// How a node's children come.
    enum Loader {
        case now(@MainActor () -> [TreeNode])
        case later(@MainActor () async -> [TreeNode])
    }

    /// The row's text.
    public var title: String
    /// Anything the app wants to keep with the node (an identifier, a model).
    public var userInfo: (any Sendable)?
    /// The children: nil until loaded (or for a leaf).
    public private(set) var children: [TreeNode]?
    /// The node this one is a child of; nil for a root.
    public private(set) weak var parent: TreeNode?
    /// Whether the children show.
    public internal(set) var isExpanded = false
    /// Whether the children are being loaded (a "Loading…" row shows under the node).
    public internal(set) var isLoading = false

    /// Where the node is among its parent's children (or the tree's roots).
    var indexInParent = 0
    /// How the children come, until they have.
    var loader: Loader?
    /// Whether this is the "Loading…" row of a node whose children are on their way.
    var isPlaceholder = false
    /// The rows the children take when this node is expanded (each child, and its own
    /// children's rows when it is expanded), kept up to date so that expanding costs the depth.
    var descendantRows = 0

    /// A node with `children` (none: a leaf).
    public init(_ title: String, children: [TreeNode] = [], userInfo: (any Sendable)? = nil) {
        self.title = title
        self.userInfo = userInfo
        if !children.isEmpty { setChildren(children) }
    }

    /// A node whose children `loadChildren` makes when it is first expanded.
    public init(_ title: String, userInfo: (any Sendable)? = nil, loadChildren: @escaping @MainActor () -> [TreeNode]) {
        self.title = title
        self.userInfo = userInfo
        self.loader = .now(loadChildren)
    }

    /// A node whose children `loadChildrenAsync` fetches when it is first expanded; a "Loading…"
    /// row shows until they come. The work belongs to the tree's screen: it is cancelled when
    /// the screen leaves.
    public init(_ title: String, userInfo: (any Sendable)? = nil, loadChildrenAsync: @escaping @MainActor () async -> [TreeNode]) {
        self.title = title
        self.userInfo = userInfo
        self.loader = .later(loadChildrenAsync)
    }

    /// The "Loading…" row.
    static func placeholder() -> TreeNode {
        let node = TreeNode("Loading…")
        node.isPlaceholder = true
        return node
    }

    /// Whether the node can never have children.
    public var isLeaf: Bool { loader == nil && (children?.isEmpty ?? true) }

    /// The rows this node takes: itself, and its children's when expanded.
    var rows: Int { 1 + (isExpanded ? descendantRows : 0) }

    /// How deep the node is (0 for a root).
    var depth: Int {
        var depth = 0
        var node = parent
        while let current = node {
            depth += 1
            node = current.parent
        }
        return depth
    }

    /// Makes `nodes` the children and counts their rows.
    func setChildren(_ nodes: [TreeNode]) {
        var rows = 0
        for (index, node) in nodes.enumerated() {
            node.parent = self
            node.indexInParent = index
            rows += node.rows
        }
        children = nodes
        descendantRows = rows
    }
}
