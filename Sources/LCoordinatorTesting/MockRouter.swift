import LCoordinator
import TerminalUI

/// A `RouterProtocol` test double that records every call instead of navigating, for testing
/// your own coordinators. LCoordinator's article "Testing your coordinators" walks through a whole test: pushes,
/// presentations, the user leaving with Esc or a dismissal, and a typed result.
///
/// A flow presented with `perform` (a `.present` style) shows its screens in a navigation
/// controller of their own: `presentedViewController` is that wrapping `NavigationController`,
/// and `presentedScreen` the screen inside it.
///
/// ```swift
/// let router = MockRouter()
/// let coordinator = DetailCoordinator(router: router)
/// coordinator.start()
/// #expect(router.pushCalled)
/// #expect(router.pushedViewController is DetailViewController)
/// router.simulateNavigateBack()   // runs the recorded onNavigateBack, as Esc would
/// ```
@MainActor
public final class MockRouter: RouterProtocol {
    /// One recorded call.
    public enum Call: Equatable, Sendable, CustomStringConvertible {
        case push(screen: String, coordinator: String)
        case pop
        case popToRoot
        case popToCoordinator(String)
        case replaceAll(screen: String, coordinator: String)
        case present(screen: String, coordinator: String)
        case dismissOfType(String)
        case dismissCoordinator(String)
        case dismissAllPresented
        case showAlert(title: String, actions: [String])
        case closeScreens(String)

        /// The call, as the tests print it.
        public var description: String {
            switch self {
            case .push(let screen, let coordinator): "push \(screen) for \(coordinator)"
            case .pop: "pop"
            case .popToRoot: "popToRoot"
            case .popToCoordinator(let name): "popTo \(name)"
            case .replaceAll(let screen, let coordinator): "replaceAll \(screen) for \(coordinator)"
            case .present(let screen, let coordinator): "present \(screen) for \(coordinator)"
            case .dismissOfType(let name): "dismiss ofType \(name)"
            case .dismissCoordinator(let name): "dismiss \(name)"
            case .dismissAllPresented: "dismissAllPresented"
            case .showAlert(let title, let actions): "alert \(title) \(actions)"
            case .closeScreens(let name): "closeScreens \(name)"
            }
        }
    }

    /// A navigation controller nothing is pushed on.
    public let navigationController = NavigationController()
    /// None.
    public var leakTracker: LeakTracker? { nil }

    /// Every call, in order.
    public private(set) var calls: [Call] = []
    /// The screens pushed, in order.
    public private(set) var pushedViewControllers: [ViewController] = []
    /// The screens presented, in order.
    public private(set) var presentedViewControllers: [ViewController] = []
    /// The alerts' actions, by title, in order.
    public private(set) var alerts: [(title: String, message: String, actions: [AlertAction])] = []
    /// One screen "on display": pushed or presented and not yet navigated back from.
    private struct Shown {
        let screen: ViewController?
        weak var coordinator: (any Coordinator)?
        let coordinatorID: ObjectIdentifier
        let coordinatorType: String
        let isPresented: Bool
        let callback: NavigationBackClosure?
    }

    private var shown: [Shown] = []
    private var lastScreenWatchers: [ObjectIdentifier: [NavigationBackClosure]] = [:]

    /// A router with no calls recorded.
    public init() {}

    /// Whether anything was pushed.
    public var pushCalled: Bool { !pushedViewControllers.isEmpty }
    /// The last screen pushed.
    public var pushedViewController: ViewController? { pushedViewControllers.last }
    /// Whether anything was presented.
    public var presentCalled: Bool { !presentedViewControllers.isEmpty }
    /// The last controller presented, as the router received it: for a flow presented with
    /// `perform`, the `NavigationController` that wraps its screens (see `presentedScreen`).
    public var presentedViewController: ViewController? { presentedViewControllers.last }
    /// The screen the last presentation shows: the root of a wrapping `NavigationController`, or
    /// the presented controller itself.
    public var presentedScreen: ViewController? {
        guard let presented = presentedViewController else { return nil }
        return (presented as? NavigationController)?.rootViewController ?? presented
    }

    /// Runs the callback recorded for `screen` (the latest one when nil), as if it had left.
    public func simulateNavigateBack(from screen: ViewController? = nil) {
        let index: Int?
        if let screen {
            index = shown.lastIndex { $0.screen === screen }
        } else {
            index = shown.lastIndex { $0.callback != nil }
        }
        guard let index else { return }
        depart(shown.remove(at: index))
    }

    /// Runs a departed screen's callback, then the watchers of its coordinator if it was its last.
    private func depart(_ entry: Shown) {
        entry.callback?()
        let identifier = entry.coordinatorID
        guard !shown.contains(where: { $0.coordinatorID == identifier }),
              let watchers = lastScreenWatchers.removeValue(forKey: identifier) else { return }
        for watcher in watchers { watcher() }
    }

    private func show(_ screen: ViewController?, for coordinator: any Coordinator, isPresented: Bool, callback: NavigationBackClosure?) {
        shown.append(Shown(screen: screen, coordinator: coordinator, coordinatorID: ObjectIdentifier(coordinator),
                           coordinatorType: coordinator.coordinatorName, isPresented: isPresented, callback: callback))
    }

    /// Runs the callback recorded for the latest presented screen, as if the user dismissed it.
    public func simulateDismiss() {
        simulateNavigateBack(from: presentedViewControllers.last)
    }

    // MARK: - RouterProtocol

    /// The screens pushed (or set by `replaceAll`) and not yet navigated back from, oldest
    /// first: the stack as the coordinators under test built it.
    public var stack: [ViewController] {
        shown.compactMap { $0.isPresented ? nil : $0.screen }
    }

    /// One record per screen pushed or presented and not yet navigated back from, oldest first,
    /// so restoration, the invariant checker and the inspector see what `Router` would hold.
    public var contextRecords: [RouterContextRecord] {
        shown.map {
            RouterContextRecord(kind: $0.isPresented ? .present : .push, screen: $0.screen, coordinator: $0.coordinator,
                                coordinatorID: $0.coordinatorID, coordinatorType: $0.coordinatorType, hasCallback: $0.callback != nil)
        }
    }

    /// Records the call (see `RouterProtocol`).
    public func push(drawable: any Drawable, to coordinator: any Coordinator, isAnimated: Bool, onNavigateBack: NavigationBackClosure?) {
        let screen = drawable.viewController
        if let screen { pushedViewControllers.append(screen) }
        calls.append(.push(screen: name(of: screen), coordinator: coordinator.coordinatorName))
        show(screen, for: coordinator, isPresented: false, callback: onNavigateBack)
    }

    /// Records the call (see `RouterProtocol`).
    public func pop(isAnimated: Bool) { calls.append(.pop) }

    /// Records the call (see `RouterProtocol`).
    public func popToRootCoordinator(isAnimated: Bool) { calls.append(.popToRoot) }

    /// Records the call (see `RouterProtocol`).
    public func popToCoordinator(coordinator: any Coordinator, isAnimated: Bool, completion: NavigationBackClosure?) {
        calls.append(.popToCoordinator(coordinator.coordinatorName))
        completion?()
    }

    /// Records the call (see `RouterProtocol`).
    public func replaceAll(with drawable: any Drawable, for coordinator: any Coordinator, isAnimated: Bool, onNavigateBack: NavigationBackClosure?) {
        calls.append(.replaceAll(screen: name(of: drawable.viewController), coordinator: coordinator.coordinatorName))
        show(drawable.viewController, for: coordinator, isPresented: false, callback: onNavigateBack)
    }

    /// Records the call (see `RouterProtocol`).
    public func present(drawable: any Drawable, coordinator: any Coordinator, isAnimated: Bool, onDismiss: NavigationBackClosure?) {
        let screen = drawable.viewController
        if let screen { presentedViewControllers.append(screen) }
        calls.append(.present(screen: name(of: screen), coordinator: coordinator.coordinatorName))
        show(screen, for: coordinator, isPresented: true, callback: onDismiss)
    }

    /// Records the call (see `RouterProtocol`).
    public func dismiss<T: Coordinator>(ofType type: T.Type, isAnimated: Bool, completion: NavigationBackClosure?) {
        calls.append(.dismissOfType(String(describing: type)))
        completion?()
    }

    /// Records the call (see `RouterProtocol`).
    public func dismiss(coordinator: any Coordinator, isAnimated: Bool, completion: NavigationBackClosure?) {
        calls.append(.dismissCoordinator(coordinator.coordinatorName))
        completion?()
    }

    /// Records the call (see `RouterProtocol`).
    public func dismissAllPresented(isAnimated: Bool, completion: NavigationBackClosure?) {
        calls.append(.dismissAllPresented)
        completion?()
    }

    /// Records the call (see `RouterProtocol`).
    public func showAlert(title: String, message: String, from coordinator: any Coordinator, animated: Bool, actions: [AlertAction]) {
        alerts.append((title, message, actions))
        calls.append(.showAlert(title: title, actions: actions.map(\.title)))
    }

    /// Whether a screen pushed or presented (`presented`) for `coordinator` is still shown.
    public func isShowingScreen(of coordinator: any Coordinator, presented: Bool) -> Bool {
        shown.contains { $0.isPresented == presented && $0.coordinatorID == ObjectIdentifier(coordinator) }
    }

    /// Whether a screen of `coordinator` is still shown through this router.
    package func ownsScreens(of coordinator: any Coordinator) -> Bool {
        shown.contains { $0.coordinatorID == ObjectIdentifier(coordinator) }
    }

    /// Records the call (see `RouterProtocol`).
    public func whenLastScreenLeaves(of coordinator: any Coordinator, _ body: @escaping NavigationBackClosure) {
        guard ownsScreens(of: coordinator) else {
            body()
            return
        }
        lastScreenWatchers[ObjectIdentifier(coordinator), default: []].append(body)
    }

    /// Records the call and "closes" `coordinator`'s screens: each one's callback runs, newest first.
    public func closeScreens(of coordinator: any Coordinator, isAnimated: Bool) {
        calls.append(.closeScreens(coordinator.coordinatorName))
        let identifier = ObjectIdentifier(coordinator)
        while let index = shown.lastIndex(where: { $0.coordinatorID == identifier }) {
            depart(shown.remove(at: index))
        }
    }

    private func name(of screen: ViewController?) -> String {
        guard let screen else { return "nil" }
        if let navigation = screen as? NavigationController, let root = navigation.rootViewController {
            return "NavigationController(\(String(describing: type(of: root))))"
        }
        return String(describing: type(of: screen))
    }
}
