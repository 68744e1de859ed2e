import TerminalUI
import Testing

/// `Window` owns its responsibilities' state as values of their own (help, messages,
/// appearance, mouse routing, key-binding caches, the frame patcher, layout passes) instead of
/// keeping every field itself: it stays at most 15 stored properties.
@MainActor
@Suite struct WindowShapeTests {
    /// The most stored properties `Window` may keep.
    private static let storedPropertyLimit = 15

    @Test func windowKeepsAtMostFifteenStoredProperties() {
        let labels = Mirror(reflecting: Window()).children.compactMap(\.label)
        #expect(labels.count <= Self.storedPropertyLimit, "Window stores \(labels.count): \(labels)")
    }

    @Test func eachResponsibilityIsOneStoredValue() {
        let labels = Set(Mirror(reflecting: Window()).children.compactMap(\.label))
        let parts: Set = ["help", "messages", "appearance", "mouse", "bindingCaches", "patcher", "layoutPasses"]
        #expect(parts.isSubset(of: labels), "missing: \(parts.subtracting(labels).sorted())")
    }
}
