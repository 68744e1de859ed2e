/// Routes deep links to plugins and delivers them to the deepest visible router coordinator.
///
/// Its gates are enforced, not hints: a link that requires log-in waits until after it, links
/// that come before a delegate are queued, and a plugin that prevents duplicates never shows a
/// second identical screen. <doc:DeepLinksAndGates> tells how duplicates are judged.
///
/// ```swift
/// let manager = DeeplinkManager(plugins: [ProductDeeplinkPlugin(), OrderDeeplinkPlugin()])
/// manager.setup(delegate: appCoordinator)
/// manager.handle(url: "shop://product/42")
/// manager.processPendingDeeplinks()   // after login
/// ```
@MainActor
public final class DeeplinkManager {
    /// The registered plugins, in registration order (the first applicable one wins).
    package private(set) var plugins: [any DeeplinkPlugin]
    /// The app state and rejection handler (weak), set by `setup(delegate:)`.
    package private(set) weak var delegate: (any DeeplinkManagerDelegate)?
    /// Links waiting for a delegate, a login or readiness, oldest first.
    package private(set) var pendingLinks: [String] = []
    /// The most recent plans, newest last (for the deep-link console).
    package private(set) var history: [DeeplinkPlan] = []

    private struct Shown {
        weak var coordinator: (any Coordinator)?
        let link: LinkIdentity
        let plugin: String
    }

    /// What a link shows, whatever its spelling: `APP://Product/%34%32#top` and
    /// `app://product/42` are the same screen, so the duplicate gate compares these, not strings.
    private struct LinkIdentity: Hashable {
        let scheme: String
        let host: String
        let pathSegments: [String]
        let queryItems: [DeeplinkComponent.QueryItem]

        init(_ component: DeeplinkComponent) {
            scheme = component.scheme
            host = component.host
            pathSegments = component.pathSegments
            queryItems = component.queryItems
        }
    }
    private var shown: [Shown] = []
    private var isProcessingPending = false
    /// How many plans `history` keeps: the deep-link console shows the recent ones, and a link
    /// opened over and over must not grow the manager without bound.
    private static let historyLimit = 50

    /// A manager with `plugins`, in priority order (earlier plugins win).
    public init(plugins: [any DeeplinkPlugin] = []) {
        self.plugins = plugins
    }

    /// Adds a plugin; earlier plugins win when several apply.
    public func register(_ plugin: any DeeplinkPlugin) {
        plugins.append(plugin)
    }

    /// Sets the delegate (held weakly) and runs the links that were waiting for one.
    public func setup(delegate: any DeeplinkManagerDelegate) {
        self.delegate = delegate
        processPendingDeeplinks()
    }

    // MARK: - Handling

    /// Handles `url` now, queues it, ignores it as a duplicate, or refuses it.
    public func handle(url: String) {
        handlePlan(url: url)
    }

    /// Handles `url` like `handle(url:)` and returns what happened: the dry run's plan, except
    /// that a plugin which could not build its coordinator turns `.handle` into
    /// `.reject(.buildFailed)`.
    @discardableResult
    package func handlePlan(url: String) -> DeeplinkPlan {
        let evaluation = evaluate(url: url)
        if case .wait = evaluation.plan.outcome {
            record(evaluation.plan)
            if !pendingLinks.contains(url) { pendingLinks.append(url) }
            return evaluation.plan
        }
        return carryOut(evaluation)
    }

    /// What `handle(url:)` would do now, without navigating or queueing. Only building the
    /// screen is not tried, so a plugin that fails to build is still planned as `.handle`.
    package func dryRun(url: String) -> DeeplinkPlan {
        evaluate(url: url).plan
    }

    /// Runs pending links whose gates are now open, in order; the others keep waiting.
    public func processPendingDeeplinks() {
        guard !isProcessingPending else { return }
        isProcessingPending = true
        defer { isProcessingPending = false }
        while let url = pendingLinks.first {
            let evaluation = evaluate(url: url)
            if case .wait = evaluation.plan.outcome {
                // Keep order: a later link must not overtake one still waiting for the same gate.
                break
            }
            pendingLinks.removeFirst()
            carryOut(evaluation)
        }
    }

    /// Does what the plan says (navigates, reveals, refuses or ignores), records what happened,
    /// returns it.
    @discardableResult
    private func carryOut(_ evaluation: Evaluation) -> DeeplinkPlan {
        let plan = evaluation.plan
        var done = plan
        switch plan.outcome {
        case .handle:
            if let error = perform(plan, as: evaluation.choice) {
                // Report what really happened, so the returned plan and the history never claim
                // a navigation that did not take place.
                done = plan.with(outcome: .reject(error))
            }
        case .reveal:
            if let revealed = evaluation.choice.revealed {
                // Closing the layers runs every callback of the flows presented in them, once.
                revealed.router.dismissAllPresented(isAnimated: true, completion: nil)
                delegate?.deeplinkManager(self, didHandle: plan.url, with: revealed)
            }
        case .wait, .duplicate, .reject:
            break
        }
        record(done)
        if case .reject(let error) = done.outcome {
            delegate?.deeplinkManager(self, didReject: done.url, error: error)
        }
        return done
    }

    /// Drops every pending link (for example when the user logs out and declines them).
    package func clearPending() {
        pendingLinks.removeAll()
    }

    // MARK: - Evaluation

    /// A plan, with what it chose: the parsed link, its plugin, and the screen a `.handle` plan
    /// navigates from or a `.reveal` plan shows (held weakly: only used at once). Carrying the
    /// plan out uses these, never parsing or choosing a second time.
    private struct Evaluation {
        let plan: DeeplinkPlan
        var choice = Choice()
    }

    /// What deciding a link chose.
    private struct Choice {
        var component: DeeplinkComponent?
        var plugin: (any DeeplinkPlugin)?
        weak var target: (any RouterCoordinator)?
        weak var revealed: (any RouterCoordinator)?
    }

    private func evaluate(url: String) -> Evaluation {
        var choice = Choice()
        let plan = decide(url: url, choosing: &choice)
        return Evaluation(plan: plan, choice: choice)
    }

    /// The plan for `url`; `choice` gets the parsed link, its plugin, and the screen the plan
    /// navigates from (`.handle`) or reveals (`.reveal`).
    private func decide(url: String, choosing choice: inout Choice) -> DeeplinkPlan {
        var route: Route?
        var steps: [String] = []
        func plan(_ plugin: String?, delegate: DeeplinkPlan.Gate = .notChecked, auth: DeeplinkPlan.Gate = .notChecked,
                  ready: DeeplinkPlan.Gate = .notChecked, duplicate: DeeplinkPlan.Gate = .notChecked,
                  _ outcome: DeeplinkPlan.Outcome) -> DeeplinkPlan {
            var plan = DeeplinkPlan(url: url, plugin: plugin, delegateGate: delegate, authenticationGate: auth,
                                    readinessGate: ready, duplicateGate: duplicate, outcome: outcome)
            plan.route = route
            if case .handle = outcome { plan.steps = steps }
            return plan
        }
        // A refusal nobody can be told about waits for the delegate like any other link: a bad
        // link opened before `setup(delegate:)` must still reach the user, not vanish.
        func refuse(_ plugin: String?, _ error: DeeplinkError) -> DeeplinkPlan {
            guard delegate != nil else {
                return plan(plugin, delegate: .blocked("no delegate yet"), .wait("no delegate yet"))
            }
            return plan(plugin, delegate: .passed, .reject(error))
        }
        let component: DeeplinkComponent
        do {
            component = try DeeplinkComponent(parsing: url)
        } catch {
            return refuse(nil, error)
        }
        guard let plugin = plugin(for: component) else {
            return refuse(nil, .noPlugin)
        }
        choice.component = component
        choice.plugin = plugin
        if let reason = plugin.validate(component: component) {
            var refused = refuse(plugin.name, .invalid(reason))
            if let pattern = (plugin as? any RouteDeeplinkPlugin)?.pattern, let why = pattern.mismatch(component) {
                refused.mismatch = DeeplinkPlan.Mismatch(pattern: pattern, reason: why)
            }
            return refused
        }
        (route, steps) = plugin.dryRun(for: component)
        guard let delegate else {
            return plan(plugin.name, delegate: .blocked("no delegate yet"), .wait("no delegate yet"))
        }
        var auth = DeeplinkPlan.Gate.passed
        if plugin.requireAuthentication, !delegate.isAuthenticated {
            auth = .blocked("log in first")
            return plan(plugin.name, delegate: .passed, auth: auth, .wait("waiting for login"))
        }
        guard delegate.isReadyForDeeplinks else {
            return plan(plugin.name, delegate: .passed, auth: auth, ready: .blocked("app not ready"), .wait("waiting for the app to be ready"))
        }
        let layers = delegate.deeplinkRootCoordinator?.reachableRouterCoordinators ?? []
        guard let target = layers.first else {
            return plan(plugin.name, delegate: .passed, auth: auth, ready: .blocked("no visible router"), .wait("waiting for a visible screen"))
        }
        if plugin.shouldPreventDuplicate {
            let link = LinkIdentity(component)
            let index = layers.firstIndex { isShowing(link, plugin: plugin.name, under: $0) || plugin.isShowing(component, in: $0) }
            if index == 0 {
                return plan(plugin.name, delegate: .passed, auth: auth, ready: .passed, duplicate: .blocked("already on screen"), .duplicate)
            }
            if let index {
                let screen = layers[index]
                let covering = screen.router.navigationController.presentedChain.reversed().map { $0.title ?? "a presented screen" }
                let title = screen.router.navigationController.title ?? screen.coordinatorName
                choice.revealed = screen
                return plan(plugin.name, delegate: .passed, auth: auth, ready: .passed,
                            duplicate: .blocked("already on screen under \(covering.last ?? "nothing")"),
                            .reveal(screen: title, dismissing: covering))
            }
        }
        choice.target = target
        return plan(plugin.name, delegate: .passed, auth: auth, ready: .passed, duplicate: .passed,
                    .handle(target: target.coordinatorName, action: plugin.actionDescription(for: component)))
    }

    /// The plugin for `component`: the first that applies and accepts it, else the first that
    /// applies (so its refusal names what it expects). Plugins of one host with several patterns
    /// (`order/<int:id>` and `order/<int:id>/tracking`) each get their links.
    private func plugin(for component: DeeplinkComponent) -> (any DeeplinkPlugin)? {
        let applicable = plugins.filter { $0.isApplicable(component: component) }
        return applicable.first { $0.validate(component: component) == nil } ?? applicable.first
    }

    /// Whether the visible screen's coordinator was built by `plugin` from the same link.
    private func isShowing(_ link: LinkIdentity, plugin: String, under target: any Coordinator) -> Bool {
        shown.removeAll { $0.coordinator == nil }
        return shown.contains { $0.coordinator === target && $0.link == link && $0.plugin == plugin }
    }

    /// Builds the link's coordinator with the plugin `plan` chose, on the router of the screen
    /// it chose, attaches and starts it; returns why it could not.
    private func perform(_ plan: DeeplinkPlan, as choice: Choice) -> DeeplinkError? {
        let url = plan.url
        guard let component = choice.component, let plugin = choice.plugin, let target = choice.target,
              let coordinator = plugin.buildCoordinator(component: component, router: target.router)
        else { return .buildFailed }
        // The graph draws what follows as the link's steps, not as moves from the screen that was open.
        let observer = target.router.log?.observer
        observer?.navigationDidHappen(.deeplinkBegan(label: (plugin as? any RouteDeeplinkPlugin)?.pattern.text ?? plugin.name))
        defer { observer?.navigationDidHappen(.deeplinkEnded) }
        // A modal that takes every key (an alert waiting for an answer) goes first, as if
        // cancelled: a screen presented over it would leave it invisible yet still taking keys.
        if target.router.navigationController.presentedChain.contains(where: \.consumesAllKeys) {
            target.router.dismissAllPresented(isAnimated: false, completion: nil)
        }
        target.addChildCoordinator(coordinator)
        shown.append(Shown(coordinator: coordinator, link: LinkIdentity(component), plugin: plugin.name))
        coordinator.start()
        delegate?.deeplinkManager(self, didHandle: url, with: coordinator)
        return nil
    }

    private func record(_ plan: DeeplinkPlan) {
        history.append(plan)
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
    }
}
