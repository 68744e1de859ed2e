/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// No cells.
    public static let zero = Size(width: 0, height: 0)

    /// The reference size: 80×24, the size screens are designed for.
    public static let reference = Size(width: 80, height: 24)

    /// `COLSxROWS`, the spelling of `--size` and of tapes' `Size`.
    public var description: String { "\(width)x\(height)" }

    /// Whether it has no cells.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// A size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `COLSxROWS` (for example `80x24`). Returns nil for anything else.
    ///
    /// Accepts `x` or `X` as the separator; both numbers must be between 1 and 9999.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        let split = parts.count == 2 ? parts : text.split(separator: "X", omittingEmptySubsequences: false)
        guard split.count == 2,
              split.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let width = Int(split[0]), let height = Int(split[1]),
              width > 0, height > 0
        else { return nil }
        self.init(width: width, height: height)
    }

    /// True when both dimensions are at least those of `other`.
    public func contains(_ other: Size) -> Bool {
        width >= other.width && height >= other.height
    }
}
