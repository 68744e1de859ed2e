/// Numbers a window's full frames, so that what one frame reads many times is read once in it
/// (a label's text provider is asked while stacks size it, then when it draws).
struct LayoutPasses {
    /// The full frame being laid out and drawn; nil between frames (reads then are always fresh).
    private(set) var current: UInt64?
    /// How many full frames were laid out.
    private var count: UInt64 = 0

    /// Starts a layout pass (see `current`).
    mutating func begin() {
        count &+= 1
        current = count
    }

    /// Ends the layout pass.
    mutating func end() {
        current = nil
    }
}
