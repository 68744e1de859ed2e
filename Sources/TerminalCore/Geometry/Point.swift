/// A cell position: `x` is the column, `y` the row, both from the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, from 0.
    public var x: Int
    /// The row, from 0.
    public var y: Int

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }

    /// A point.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// This point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}
