import TerminalCore

/// A key a responder reacts to: which keys, what it does, and how the key-help footer shows it.
///
/// Bindings are data with a typed action (a closure), never a string looked up at run time.
///
/// ```swift
/// keyBindings = [
///     KeyBinding(.enter, title: "Open") { [weak self] in self?.openSelection() },
///     KeyBinding(.char("r"), title: "Reload", isVisible: false) { [weak self] in self?.reload() },
/// ]
/// ```
public struct KeyBinding {
    /// The keys that trigger the action (the first is shown in the footer).
    public var keys: [KeyEvent]
    /// What the action does, in one or two words (`Open`, `Back`, `Quit`).
    public var title: String
    /// The key as the footer shows it; defaults to the first key's short label.
    public var label: String
    /// Whether the footer lists it (full help lists every binding).
    public var isVisible: Bool
    /// What pressing the key does; nil for a binding that only documents a key handled
    /// elsewhere. Every binding of TerminalUI's own views carries its action.
    public var action: (@MainActor () -> Void)? {
        get {
            guard let perform, let key = keys.first else { return nil }
            return { @MainActor in perform(key) }
        }
        set {
            guard let newValue else { perform = nil; return }
            perform = { @MainActor _ in newValue() }
        }
    }
    /// The action, given the key pressed (one binding may name several keys: "Move ↑↓").
    private var perform: (@MainActor (KeyEvent) -> Void)?

    /// A binding of `keys` to `action`, titled `title` in the footer and help.
    public init(_ keys: KeyEvent..., title: String, label: String? = nil, isVisible: Bool = true, action: (@MainActor () -> Void)? = nil) {
        self.init(keys: keys, title: title, label: label, isVisible: isVisible, action: action)
    }

    /// A binding of `keys` to `action`, titled `title` in the footer and help.
    public init(keys: [KeyEvent], title: String, label: String? = nil, isVisible: Bool = true, action: (@MainActor () -> Void)? = nil) {
        self.keys = keys
        self.title = title
        self.label = label ?? keys.first?.shortLabel ?? ""
        self.isVisible = isVisible
        self.action = action
    }

    /// A binding of `keys` to `keyAction`, which gets the key pressed, titled `title` in the
    /// footer and help: one declaration for keys that do the same thing each their own way.
    ///
    /// ```swift
    /// KeyBinding(keys: [.up, .down], title: "Move", label: "↑↓") { [weak self] key in
    ///     self?.move(by: key == .up ? -1 : 1)
    /// }
    /// ```
    public init(keys: [KeyEvent], title: String, label: String? = nil, isVisible: Bool = true,
                keyAction: @escaping @MainActor (KeyEvent) -> Void) {
        self.keys = keys
        self.title = title
        self.label = label ?? keys.first?.shortLabel ?? ""
        self.isVisible = isVisible
        self.perform = keyAction
    }

    /// Whether the binding does something (false: it only documents a key).
    package var hasAction: Bool { perform != nil }

    /// Runs the action for `event`; false when the binding has none.
    @MainActor
    package func run(_ event: KeyEvent) -> Bool {
        guard let perform else { return false }
        perform(event)
        return true
    }

    /// Whether `event` triggers this binding.
    public func matches(_ event: KeyEvent) -> Bool { keys.contains(event) }
}
