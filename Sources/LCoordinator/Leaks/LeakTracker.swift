@_spi(Walkers) import TerminalUI

/// A coordinator kept alive on purpose after its screens have left (for example a cached
/// strategy coordinator). The leak tracker does not expect its release when its screens leave.
@MainActor
public protocol PersistentCoordinator: Coordinator {}

/// A screen that owns view models, so the leak tracker can expect their release with it.
@MainActor
package protocol ViewModelOwning: AnyObject {
    /// The view models this screen owns.
    var ownedViewModels: [AnyObject] { get }
}

/// Finds coordinators, screens and view models that are still alive after they should be gone.
///
/// Routers tell it when a screen is shown for a coordinator and when it leaves. Once a screen
/// has left, it and its view models must be released; once the last screen of a pushed or
/// presented coordinator has left, that coordinator and its subtree must be released too.
/// `leaks()` — run after a navigation has settled — lists what is still alive. Everything is
/// held weakly.
@MainActor
public final class LeakTracker {
    /// What kind of object leaked.
    package enum Kind: String, Sendable {
        case coordinator, viewController = "view controller", viewModel = "view model", task, object
    }

    /// An object still alive after it should have been released.
    public struct Leak: Hashable, Sendable, CustomStringConvertible {
        /// What leaked.
        package let kind: Kind
        /// Its type's name.
        package let typeName: String
        /// Why it should have been released.
        package let reason: String

        /// "TYPE (KIND) is still alive after REASON".
        public var description: String { "\(typeName) (\(kind.rawValue)) is still alive after \(reason)" }
    }

    private struct Watched {
        weak var object: AnyObject?
        let identifier: ObjectIdentifier
        let kind: Kind
        let typeName: String
        let reason: String
    }

    private var expected: [Watched] = []
    private var liveScreenCounts: [ObjectIdentifier: Int] = [:]
    /// Leaks already reported by `newLeaks()`, so the footer shows each once.
    private var reported: Set<ObjectIdentifier> = []

    /// A tracker watching nothing yet.
    public init() {}

    // MARK: - Routers report

    /// A screen was shown for `coordinator` (nil: a screen no coordinator lives by, such as an alert).
    package func screenShown(_ viewController: ViewController, for coordinator: (any Coordinator)?) {
        // Shown again: neither it nor its coordinator is expected to go.
        expected.removeAll { $0.identifier == ObjectIdentifier(viewController) }
        guard let coordinator else { return }
        let id = ObjectIdentifier(coordinator)
        liveScreenCounts[id, default: 0] += 1
        expected.removeAll { $0.identifier == id }
    }

    /// A screen shown for `coordinator` has left (or its record was dropped).
    package func screenLeft(_ viewController: ViewController?, for coordinator: (any Coordinator)?) {
        if let viewController {
            // The screens inside it go too, also those no router recorded: embedded children
            // (plugins' screens) and the stack of a navigation controller shown as one screen.
            for screen in Subtree(viewController, children: { $0.children }) {
                expectRelease(screen, kind: .viewController, reason: "its screen left")
                expectEnd(of: screen.runningTasks, reason: "its owner left")
                if let owner = screen as? any ViewModelOwning {
                    for model in owner.ownedViewModels {
                        expectRelease(model, kind: .viewModel, reason: "its screen \(typeName(of: screen)) left")
                    }
                }
            }
        }
        guard let coordinator else { return }
        let id = ObjectIdentifier(coordinator)
        let remaining = max(0, (liveScreenCounts[id] ?? 0) - 1)
        liveScreenCounts[id] = remaining == 0 ? nil : remaining
        if remaining == 0, !(coordinator is any PersistentCoordinator), livesByItsScreens(coordinator) {
            expectRelease(subtreeOf: coordinator, reason: "its screens left")
        }
    }

    /// Whether a coordinator's lifetime is that of its screens: a pushed or presented flow.
    /// Embedded (`.none`) plugins and strategies live as long as their host, and coordinators
    /// without a router (app roots, startup orchestrators) as long as their flow, even when an
    /// alert or a sheet they showed has closed — reporting them was a false leak.
    private func livesByItsScreens(_ coordinator: any Coordinator) -> Bool {
        guard let routed = coordinator as? any RouterCoordinator else { return false }
        return routed.presentationStyle != .none
    }

    // MARK: - Apps report

    /// Expects `object` to be released once the current navigation settles.
    package func expectRelease(_ object: AnyObject, kind: Kind = .object, reason: String) {
        let id = ObjectIdentifier(object)
        guard !expected.contains(where: { $0.identifier == id && $0.object != nil }) else { return }
        expected.removeAll { $0.identifier == id }
        reported.remove(id)
        expected.append(Watched(object: object, identifier: id, kind: kind, typeName: typeName(of: object), reason: reason))
    }

    /// Expects `coordinator` and every coordinator under it to be released (a flow that ended).
    package func expectRelease(subtreeOf coordinator: any Coordinator, reason: String) {
        // A persistent coordinator (a cached strategy) outlives the flow it serves, and so does
        // what is under it.
        for current in coordinator.subtree(descending: { $0 === coordinator || !($0 is any PersistentCoordinator) }) {
            if current !== coordinator, current is any PersistentCoordinator { continue }
            expectRelease(current, kind: .coordinator, reason: reason)
            if let owner = current as? any TaskOwner { expectEnd(of: owner.taskBag.running, reason: "its owner \(reason.hasPrefix("its ") ? "finished" : reason)") }
        }
    }

    /// Expects each of `tasks` to end (its owner left and cancelled it): one still running once
    /// the navigation settled outlived its owner, like a coordinator kept alive.
    private func expectEnd(of tasks: [OwnedTask], reason: String) {
        for task in tasks {
            let id = ObjectIdentifier(task)
            guard !expected.contains(where: { $0.identifier == id && $0.object != nil }) else { continue }
            expected.removeAll { $0.identifier == id }
            reported.remove(id)
            expected.append(Watched(object: task, identifier: id, kind: .task, typeName: "a task of \(task.ownerName)", reason: reason))
        }
    }

    // MARK: - Checks

    /// Everything still alive that should have been released.
    public func leaks() -> [Leak] {
        expected.removeAll { $0.object == nil }
        return expected.map { Leak(kind: $0.kind, typeName: $0.typeName, reason: $0.reason) }
    }

    /// Leaks not reported by an earlier call (for a footer message after each navigation).
    public func newLeaks() -> [Leak] {
        expected.removeAll { $0.object == nil }
        let fresh = expected.filter { !reported.contains($0.identifier) }
        fresh.forEach { reported.insert($0.identifier) }
        return fresh.map { Leak(kind: $0.kind, typeName: $0.typeName, reason: $0.reason) }
    }

    /// How many watched objects are still alive.
    package var aliveCount: Int {
        expected.removeAll { $0.object == nil }
        return expected.count
    }

    private func typeName(of object: AnyObject) -> String {
        TypeName.of(type(of: object))
    }
}
