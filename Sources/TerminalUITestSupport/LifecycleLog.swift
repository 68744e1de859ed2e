import TerminalUI

/// A shared, ordered log of lifecycle events, written by `RecordingViewController`s (and by
/// anything else a test wants in the same order, through `record(_:)`).
///
/// Entries read `"<name>.<event>"`, for example `"A.viewWillAppear"`,
/// `"A.willMove(toParent: nav)"`, `"A.didMove(toParent: nil)"`, `"A.departed(popped, user)"`.
@MainActor
public final class LifecycleLog {
    /// What happened, in order.
    public private(set) var entries: [String] = []
    private var names: [ObjectIdentifier: String] = [:]

    /// An empty log.
    public init() {}

    /// Appends one entry.
    public func record(_ entry: String) {
        entries.append(entry)
    }

    /// Returns the entries and clears the log (so a test can check one step at a time).
    @discardableResult
    public func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }

    /// Clears the log.
    public func clear() {
        entries.removeAll()
    }

    /// The entries about `name` (those starting with `"<name>."`).
    public func entries(for name: String) -> [String] {
        entries.filter { $0.hasPrefix(name + ".") }
    }

    /// How many entries equal `entry`.
    public func count(of entry: String) -> Int {
        entries.filter { $0 == entry }.count
    }

    /// Names `controller` in entries that mention it (as a parent): recording controllers are
    /// named already; use this for navigation and tab bar controllers.
    public func name(_ controller: ViewController, _ name: String) {
        names[ObjectIdentifier(controller)] = name
    }

    /// How an entry names `controller`: its registered or recording name, else its type.
    public func displayName(of controller: ViewController?) -> String {
        guard let controller else { return "nil" }
        if let name = names[ObjectIdentifier(controller)] { return name }
        if let recording = controller as? RecordingViewController { return recording.name }
        return String(describing: type(of: controller))
    }
}

extension Departure {
    /// `popped`, `dismissed, user`, … — how a log entry spells this departure.
    public var logDescription: String {
        "\(reason)" + (isUserInitiated ? ", user" : "")
    }
}
