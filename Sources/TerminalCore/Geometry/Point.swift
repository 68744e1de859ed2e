/// A cell position: `x` is the column, `y` the row, both from the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// This point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}
