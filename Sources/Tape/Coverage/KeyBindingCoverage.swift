import TerminalCore
import TerminalUI

/// Which footer key bindings an app offered while tapes drove it, and which of them a tape
/// pressed while they were offered (the `keys` coverage category).
///
/// A binding is named as the footer shows it (`Enter Open`); keys pressed while the help covers
/// the screen or the window is too small reach no binding and are not counted.
///
/// ```swift
/// let keys = KeyBindingCoverage()
/// keys.watch(application)      // chains keyObserver and afterEvent
/// ```
@MainActor
public final class KeyBindingCoverage {
    /// Every binding the footer offered, by `label title`.
    public private(set) var offered: Set<String> = []
    /// The offered bindings a key pressed while they were offered.
    public private(set) var pressed: Set<String> = []

    /// Nothing seen yet.
    public init() {}

    /// Watches `application` from now on; observers already installed keep working.
    public func watch(_ application: Application) {
        let previousKeyObserver = application.keyObserver
        let previousAfterEvent = application.afterEvent
        application.keyObserver = { [weak self, weak application] key in
            previousKeyObserver?(key)
            guard let self, let application else { return }
            for binding in self.visibleBindings(of: application) where binding.matches(key) {
                self.pressed.insert(Self.name(of: binding))
            }
        }
        application.afterEvent = { [weak self, weak application] in
            previousAfterEvent?()
            guard let self, let application else { return }
            self.offered.formUnion(self.visibleBindings(of: application).map(Self.name(of:)))
        }
    }

    /// The coverage category: offered bindings, and the ones pressed.
    public var category: CoverageReport.Category {
        .init(name: "keys", declared: offered, reached: pressed.intersection(offered))
    }

    /// How a binding is named in reports: the footer's label and title.
    public static func name(of binding: KeyBinding) -> String {
        "\(binding.label) \(binding.title)"
    }

    private func visibleBindings(of application: Application) -> [KeyBinding] {
        let window = application.window
        guard !window.isHelpVisible, !window.isTooSmall(application.terminal.size) else { return [] }
        return window.activeKeyBindings.filter(\.isVisible)
    }
}
