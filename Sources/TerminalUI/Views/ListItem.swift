/// A row of a list: a title, an optional detail on the right, and whether it can be chosen.
public struct ListItem: Hashable, Sendable {
    /// The row's text.
    public var title: String
    /// Secondary text at the row's right edge.
    public var detail: String?
    /// Whether Enter activates the row.
    public var isEnabled: Bool

    /// A row.
    public init(_ title: String, detail: String? = nil, isEnabled: Bool = true) {
        self.title = title
        self.detail = detail
        self.isEnabled = isEnabled
    }
}
