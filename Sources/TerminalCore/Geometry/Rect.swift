/// A rectangle of cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// An empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left column.
    public var x: Int { origin.x }
    /// The top row.
    public var y: Int { origin.y }
    /// The width in columns.
    public var width: Int { size.width }
    /// The height in rows.
    public var height: Int { size.height }
    /// The left column.
    public var minX: Int { origin.x }
    /// The top row.
    public var minY: Int { origin.y }
    /// One past the last column.
    public var maxX: Int { origin.x + size.width }
    /// One past the last row.
    public var maxY: Int { origin.y + size.height }
    /// Whether it has no cells.
    public var isEmpty: Bool { size.isEmpty }

    /// "WxH@x,y".
    public var description: String { "\(size)@\(origin.x),\(origin.y)" }

    /// A rectangle.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle of `size` at the origin.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// Whether `point` is inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlap of two rectangles; empty (at the origin of `self`) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(origin: origin, size: .zero) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This rectangle shrunk by the given number of cells on each side (never negative).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top,
             width: max(0, width - left - right), height: max(0, height - top - bottom))
    }

    /// This rectangle shrunk by `amount` on every side.
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// This rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// A rectangle of `size` centred in this one (clamped to fit).
    public func centered(_ size: Size) -> Rect {
        let w = min(size.width, width), h = min(size.height, height)
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }

    /// The top `count` rows of this rectangle.
    public func top(_ count: Int) -> Rect {
        Rect(x: x, y: y, width: width, height: max(0, min(count, height)))
    }

    /// The bottom `count` rows of this rectangle.
    public func bottom(_ count: Int) -> Rect {
        let h = max(0, min(count, height))
        return Rect(x: x, y: maxY - h, width: width, height: h)
    }
}
