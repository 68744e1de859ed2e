import TerminalUI

/// The router on a `NavigationController`: pushes, presents, dismisses and shows alerts, and
/// runs each navigation's callback exactly once, after its screen has left.
///
/// It learns of every departure from TerminalUI (`ViewControllerDepartureObserver`): Esc, code,
/// a replaced stack, a presenter dismissed with its chain, a new window root. No view
/// controller subclass and no swizzling is involved.
@MainActor
public final class Router: RouterProtocol {
    /// The stack this router drives.
    public let navigationController: NavigationController
    /// Told to expect the release of every screen and coordinator that leaves.
    public let leakTracker: LeakTracker?
    /// Where navigation events go.
    public let log: NavigationLog?

    private var contexts: [RouterContext] = []
    private var nextContextID = 0
    /// What runs when the last screen of a coordinator has left (`whenLastScreenLeaves`).
    private var lastScreenWatchers: [ObjectIdentifier: [NavigationBackClosure]] = [:]

    /// - Parameters:
    ///   - navigationController: the stack this router drives.
    ///   - leakTracker: told which screens and coordinators must be released once they leave.
    ///   - log: where navigation events are written.
    public init(navigationController: NavigationController, leakTracker: LeakTracker? = nil, log: NavigationLog? = nil) {
        self.navigationController = navigationController
        self.leakTracker = leakTracker
        self.log = log
        // When the stack leaves for good (a replaced tab, a flow switch, a dismissed modal), what
        // was presented through this router must not stay up, nor its callbacks get lost.
        navigationController.addDepartureObserver(self)
    }

    // MARK: - Inspection

    /// The live contexts, oldest first (see `RouterProtocol`).
    public var contextRecords: [RouterContextRecord] {
        contexts.map {
            RouterContextRecord(kind: $0.kind, screen: $0.viewController,
                                coordinator: $0.coordinator, coordinatorID: $0.coordinatorID,
                                coordinatorType: TypeName.of($0.coordinatorType), hasCallback: $0.onNavigateBack != nil)
        }
    }

    /// How many contexts this router holds for `coordinator`.
    package func contextCount(for coordinator: any Coordinator) -> Int {
        contexts.filter { $0.coordinatorID == ObjectIdentifier(coordinator) }.count
    }

    /// The screens this router showed for `coordinator`, oldest first.
    package func viewControllers(for coordinator: any Coordinator) -> [ViewController] {
        contexts.filter { $0.coordinatorID == ObjectIdentifier(coordinator) }.compactMap(\.viewController)
    }

    /// Whether a screen pushed (on this router's stack) or presented (in its window's chain) for
    /// `coordinator` is up now.
    public func isShowingScreen(of coordinator: any Coordinator, presented: Bool) -> Bool {
        let screens = presented ? navigationController.presentedChain : navigationController.viewControllers
        let kind: RouterContext.Kind = presented ? .present : .push
        return contexts.contains { context in
            context.kind == kind && context.coordinatorID == ObjectIdentifier(coordinator)
                && screens.contains { $0 === context.viewController }
        }
    }

    /// Whether this router still holds a screen of `coordinator` (pushed or presented, not an
    /// alert) that has not left.
    package func ownsScreens(of coordinator: any Coordinator) -> Bool {
        ownsScreens(ObjectIdentifier(coordinator))
    }

    /// See `RouterProtocol`.
    public func whenLastScreenLeaves(of coordinator: any Coordinator, _ body: @escaping NavigationBackClosure) {
        let identifier = ObjectIdentifier(coordinator)
        guard ownsScreens(identifier) else {
            body()
            return
        }
        lastScreenWatchers[identifier, default: []].append(body)
    }

    /// See `RouterProtocol`.
    public func closeScreens(of coordinator: any Coordinator, isAnimated: Bool) {
        let stack = navigationController.viewControllers
        let pushed = viewControllers(for: coordinator).compactMap { screen in stack.firstIndex { $0 === screen } }
        if let first = pushed.min(), first > 0 {
            navigationController.popToViewController(stack[first - 1], animated: isAnimated)
        }
        // Presented screens of this coordinator (configurations, alerts) go too — all of them:
        // `dismiss(coordinator:)` only takes the top-most, which left the others on screen.
        dismissPresentedScreens(of: coordinator, isAnimated: isAnimated)
    }

    private func ownsScreens(_ identifier: ObjectIdentifier) -> Bool {
        contexts.contains { $0.kind != .alert && $0.coordinatorID == identifier && $0.viewController != nil }
    }

    /// Runs the watchers of the coordinators in `identifiers` that have no screen left here.
    private func runLastScreenWatchers(_ identifiers: [ObjectIdentifier]) {
        for identifier in identifiers where !ownsScreens(identifier) {
            guard let watchers = lastScreenWatchers.removeValue(forKey: identifier) else { continue }
            for watcher in watchers { watcher() }
        }
    }

    // MARK: - Push

    /// See `RouterProtocol`.
    public func push(drawable: any Drawable, to coordinator: any Coordinator, isAnimated: Bool, onNavigateBack: NavigationBackClosure?) {
        guard let viewController = drawable.viewController, canShow(viewController) else { return }
        record(.push, viewController: viewController, coordinator: coordinator, callback: onNavigateBack)
        if navigationController.viewControllers.isEmpty {
            navigationController.setViewControllers([viewController], animated: false)
        } else {
            navigationController.pushViewController(viewController, animated: isAnimated)
        }
    }

    /// See `RouterProtocol`.
    public func pop(isAnimated: Bool) {
        navigationController.popViewController(animated: isAnimated)
    }

    /// See `RouterProtocol`.
    public func popToRootCoordinator(isAnimated: Bool) {
        navigationController.popToRootViewController(animated: isAnimated)
    }

    /// See `RouterProtocol`.
    public func popToCoordinator(coordinator: any Coordinator, isAnimated: Bool, completion: NavigationBackClosure?) {
        let stack = navigationController.viewControllers
        let target = contexts
            .filter { $0.kind == .push && $0.coordinatorID == ObjectIdentifier(coordinator) }
            .compactMap(\.viewController)
            .filter { controller in stack.contains { $0 === controller } }
            .max { a, b in index(of: a, in: stack) < index(of: b, in: stack) }
        if let target {
            navigationController.popToViewController(target, animated: isAnimated)
        }
        completion?()
    }

    /// See `RouterProtocol`.
    public func replaceAll(with drawable: any Drawable, for coordinator: any Coordinator, isAnimated: Bool, onNavigateBack: NavigationBackClosure?) {
        guard let viewController = drawable.viewController,
              viewController.parent === navigationController || canShow(viewController)
        else { return }
        if !contexts.contains(where: { $0.viewController === viewController }) {
            record(.push, viewController: viewController, coordinator: coordinator, callback: onNavigateBack)
        }
        navigationController.setViewControllers([viewController], animated: isAnimated)
    }

    // MARK: - Present

    /// See `RouterProtocol`.
    public func present(drawable: any Drawable, coordinator: any Coordinator, isAnimated: Bool, onDismiss: NavigationBackClosure?) {
        guard let viewController = drawable.viewController, canShow(viewController) else { return }
        record(.present, viewController: viewController, coordinator: coordinator, callback: onDismiss)
        // TerminalUI presents over the top-most presented controller of the chain.
        navigationController.present(viewController, animated: isAnimated)
        if viewController.presentingViewController == nil {
            // Not on a window chain that accepted it: forget the context rather than leak it.
            discardContexts { $0.viewController === viewController }
        }
    }

    /// See `RouterProtocol`.
    public func dismiss<T: Coordinator>(ofType type: T.Type, isAnimated: Bool, completion: NavigationBackClosure?) {
        let target = topMostPresented { $0.coordinator is T }
        finishDismissal(of: target, isAnimated: isAnimated, completion: completion)
    }

    /// See `RouterProtocol`.
    public func dismiss(coordinator: any Coordinator, isAnimated: Bool, completion: NavigationBackClosure?) {
        let identifier = ObjectIdentifier(coordinator)
        let target = topMostPresented { $0.coordinatorID == identifier }
        finishDismissal(of: target, isAnimated: isAnimated, completion: completion)
    }

    /// See `RouterProtocol`.
    public func dismissAllPresented(isAnimated: Bool, completion: NavigationBackClosure?) {
        if let first = navigationController.presentedChain.first {
            first.dismissFromPresenter(animated: isAnimated)
        }
        completion?()
    }

    /// Dismisses every screen presented through this router for `coordinator` — presents and
    /// alerts — by dismissing the lowest one with everything over it (used by `finish()`).
    private func dismissPresentedScreens(of coordinator: any Coordinator, isAnimated: Bool) {
        let identifier = ObjectIdentifier(coordinator)
        let chain = navigationController.presentedChain
        let lowest = contexts
            .filter { $0.kind != .push && $0.coordinatorID == identifier }
            .compactMap(\.viewController)
            .filter { controller in chain.contains { $0 === controller } }
            .min { a, b in index(of: a, in: chain) < index(of: b, in: chain) }
        lowest?.dismissFromPresenter(animated: isAnimated)
    }

    // MARK: - Alert

    /// See `RouterProtocol`.
    public func showAlert(title: String, message: String, from coordinator: any Coordinator, animated: Bool, actions: [AlertAction]) {
        let alert = AlertController(title: title, message: message, actions: actions)
        record(.alert, viewController: alert, coordinator: coordinator, callback: nil)
        navigationController.present(alert, animated: animated)
        if alert.presentingViewController == nil {
            discardContexts { $0.viewController === alert }
        }
    }

    // MARK: - Contexts

    /// Whether `viewController` is free to be pushed or presented: not this router's own stack,
    /// not in a container, not presented and not a window's root. Replacing the stack with the
    /// navigation controller itself used to empty it (and release every coordinator on it);
    /// pushing a window's root would make a parent cycle.
    private func canShow(_ viewController: ViewController) -> Bool {
        viewController !== navigationController && viewController.parent == nil
            && viewController.presentingViewController == nil && viewController.window == nil
    }

    private func record(_ kind: RouterContext.Kind, viewController: ViewController, coordinator: any Coordinator, callback: NavigationBackClosure?) {
        nextContextID += 1
        contexts.append(RouterContext(id: nextContextID, kind: kind, viewController: viewController, coordinator: coordinator,
                                      coordinatorID: ObjectIdentifier(coordinator), coordinatorType: type(of: coordinator),
                                      onNavigateBack: callback))
        viewController.addDepartureObserver(self)
        // An alert is not a coordinator's own screen: its closing must not end the coordinator.
        leakTracker?.screenShown(viewController, for: kind == .alert ? nil : coordinator)
        log?.record("\(kind.rawValue) \(Router.describe(viewController)) for \(coordinator.coordinatorName)")
        log?.observer?.navigationDidHappen(.shown(viewController, kind: kind, coordinator: coordinator, stack: navigationController))
    }

    private func discardContexts(where predicate: (RouterContext) -> Bool) {
        let removed = contexts.filter(predicate)
        contexts.removeAll(where: predicate)
        for context in removed where context.kind != .alert {
            if let coordinator = context.coordinator { leakTracker?.screenLeft(nil, for: coordinator) }
        }
        runLastScreenWatchers(removed.map(\.coordinatorID))
    }

    /// The view controller of the top-most presented context matching `predicate`.
    private func topMostPresented(where predicate: (RouterContext) -> Bool) -> ViewController? {
        let chain = navigationController.presentedChain
        return contexts
            .filter { $0.kind == .present && predicate($0) }
            .compactMap(\.viewController)
            .filter { controller in chain.contains { $0 === controller } }
            .max { a, b in index(of: a, in: chain) < index(of: b, in: chain) }
    }

    private func finishDismissal(of target: ViewController?, isAnimated: Bool, completion: NavigationBackClosure?) {
        guard let target else {
            completion?()
            return
        }
        target.dismissFromPresenter(animated: isAnimated, completion: completion)
    }

    /// How the inspector names a screen: its title, or for a container what it holds (a
    /// container's own title is its visible child's, which would name the wrong screen).
    static func screenName(_ viewController: ViewController) -> String {
        viewController.containerName ?? viewController.title ?? TypeName.of(type(of: viewController))
    }

    /// A screen's type and title, for the log.
    static func describe(_ viewController: ViewController) -> String {
        let title = viewController.title.map { " \"\($0)\"" } ?? ""
        return TypeName.of(type(of: viewController)) + title
    }

    /// This router's stack left for good: everything presented through it is dismissed (each
    /// callback runs once, after its screen left), then any context whose screen is no longer up
    /// ends too, so no callback leaves with the router.
    private func stackDidLeave(_ departure: Departure) {
        guard navigationController.window == nil else { return }
        let presented = contexts.filter { $0.kind != .push }.compactMap(\.viewController)
        for screen in presented where screen.presentingViewController != nil {
            screen.dismissFromPresenter(animated: false)
        }
        let stack = navigationController.viewControllers
        let isGone: (RouterContext) -> Bool = { context in
            guard let screen = context.viewController else { return true }
            return !stack.contains { $0 === screen } && screen.presentingViewController == nil
        }
        let remaining = contexts.filter(isGone)
        guard !remaining.isEmpty else { return }
        contexts.removeAll(where: isGone)
        log?.record("\(departure.reason) navigation of \(remaining.count) screen(s) by code")
        for context in remaining {
            context.viewController?.removeDepartureObserver(self)
            context.onNavigateBack?()
            if context.kind != .alert, let coordinator = context.coordinator { leakTracker?.screenLeft(context.viewController, for: coordinator) }
        }
        runLastScreenWatchers(remaining.map(\.coordinatorID))
    }

    private func index(of controller: ViewController, in list: [ViewController]) -> Int {
        list.firstIndex { $0 === controller } ?? -1
    }
}

// MARK: - ViewControllerDepartureObserver

extension Router: ViewControllerDepartureObserver {
    /// Runs the departed screen's context callback once and forgets the context.
    package func viewControllerDidDepart(_ viewController: ViewController, _ departure: Departure) {
        if viewController === navigationController {
            stackDidLeave(departure)
            return
        }
        let identifier = ObjectIdentifier(viewController)
        guard contexts.contains(where: { $0.viewController.map(ObjectIdentifier.init) == identifier }) else { return }
        // A screen that leaves with its whole stack (a replaced tab, a removed container child):
        // what was presented through this router goes first, top-most first, while the
        // coordinators that presented it are alive — the stack's own departure may never reach
        // this router, which its coordinator may release once its screens have left.
        if departure.reason != .popped, navigationController.window == nil { stackDidLeave(departure) }
        let leaving = contexts.filter { $0.viewController.map(ObjectIdentifier.init) == identifier }
        guard !leaving.isEmpty else { return }
        // Remove first, then call: a callback that navigates again sees a consistent router, and
        // no callback can run twice.
        contexts.removeAll { $0.viewController.map(ObjectIdentifier.init) == identifier }
        viewController.removeDepartureObserver(self)
        let how = departure.isUserInitiated ? "by the user" : "by code"
        log?.record("\(departure.reason) \(Router.describe(viewController)) \(how)")
        log?.observer?.navigationDidHappen(.left(screen: identifier, stack: ObjectIdentifier(navigationController),
                                                 reason: "\(departure.reason)", byUser: departure.isUserInitiated))
        for context in leaving {
            context.onNavigateBack?()
            leakTracker?.screenLeft(viewController, for: context.kind == .alert ? nil : context.coordinator)
        }
        runLastScreenWatchers(leaving.map(\.coordinatorID))
    }
}
