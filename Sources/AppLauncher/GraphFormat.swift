/// The formats `--graph` writes a navigation graph in.
public enum GraphFormat: String, CaseIterable, Hashable, Sendable {
    /// A Mermaid flowchart (code hosts render it in Markdown).
    case mermaid
    /// Graphviz DOT (`dot -Tsvg`).
    case dot
}
