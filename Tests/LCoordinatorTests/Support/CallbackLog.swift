import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// Records completion callbacks, and for each whether its screen had already left the window
/// when it ran, so a test can check "exactly once, after the screen has left".
@MainActor
final class CallbackLog {
    struct Entry {
        let name: String
        /// The screen had left (no window) when the callback ran; true when no screen was given.
        let screenHadLeft: Bool
        /// Facts the caller checked at callback time (all must be true).
        let facts: [String: Bool]
    }

    private(set) var entries: [Entry] = []

    var names: [String] { entries.map(\.name) }

    func count(_ name: String) -> Int {
        entries.filter { $0.name == name }.count
    }

    /// A callback recording `name`, checking that `screen` has left when it runs.
    func callback(_ name: String, leaving screen: ViewController? = nil) -> NavigationBackClosure {
        let hasScreen = screen != nil
        return { [weak self, weak screen] in
            self?.record(name, screen: screen, expectsScreen: hasScreen)
        }
    }

    /// An alert action handler recording `name` (TerminalUI runs handlers after the alert left;
    /// tests that care look at the window from their own handler).
    func alertHandler(_ name: String) -> @MainActor (AlertAction) -> Void {
        { [weak self] _ in self?.record(name, screen: nil, expectsScreen: false) }
    }

    func record(_ name: String, screen: ViewController?, expectsScreen: Bool = true, facts: [String: Bool] = [:]) {
        let left = expectsScreen ? (screen.map(CallbackLog.hasLeft) ?? true) : true
        entries.append(Entry(name: name, screenHadLeft: left, facts: facts))
    }

    /// Whether `screen` is off every window (popped, dismissed, replaced).
    static func hasLeft(_ screen: ViewController) -> Bool {
        screen.window == nil
    }

    /// Each of `names` fired exactly once, after its screen had left, with all its facts true.
    func expectFiredOnceAfterLeaving(_ names: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        for name in names {
            let matching = entries.filter { $0.name == name }
            #expect(matching.count == 1, "\(name) fired \(matching.count) times; log: \(self.names)", sourceLocation: sourceLocation)
            for entry in matching {
                #expect(entry.screenHadLeft, "\(name) ran while its screen was still on screen", sourceLocation: sourceLocation)
                for (fact, holds) in entry.facts.sorted(by: { $0.key < $1.key }) {
                    #expect(holds, "\(name): \(fact) did not hold when it ran", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// None of `names` fired.
    func expectNotFired(_ names: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        for name in names {
            #expect(count(name) == 0, "\(name) fired too early; log: \(self.names)", sourceLocation: sourceLocation)
        }
    }

    /// `first` fired before `second`.
    func expectOrder(_ first: String, before second: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let a = names.firstIndex(of: first)
        let b = names.firstIndex(of: second)
        #expect(a != nil && b != nil && a! < b!, "expected \(first) before \(second); log: \(names)", sourceLocation: sourceLocation)
    }
}
