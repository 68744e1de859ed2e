/// Marks the window's full frames, so what one frame reads many times is read once in it: a
/// label's text provider is asked while the stacks size it (several times) and again when it
/// draws, and a provider may be costly (the link console's plan of the typed link).
@MainActor
package enum LayoutPass {
    /// The frame being laid out and drawn; nil between frames (reads then are always fresh).
    package private(set) static var current: UInt64?
    private static var count: UInt64 = 0

    /// Starts a frame.
    static func begin() {
        count &+= 1
        current = count
    }

    /// Ends the frame.
    static func end() {
        current = nil
    }
}
