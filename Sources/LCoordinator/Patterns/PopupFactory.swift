import TerminalUI

/// Builds and shows the popups of a `PopupFlowCoordinator`, so the coordinator that owns the
/// flow keeps only a `switch` over its popup items. `onDismiss` runs exactly once however the
/// popup closed, and at once when it could not be shown, so the queue never stalls.
///
/// ```swift
/// case .notifications:
///     popupFactory.showAlert(title: "Allow notifications?", message: nil, actions: [allow, deny], onDismiss: onDismiss)
///     return nil
/// case .createStore:
///     return popupFactory.showCoordinator({ CreateStoreSheetCoordinator(router: $0) }, onDismiss: onDismiss)
/// ```
@MainActor
open class PopupFactory {
    /// The router popups are shown with (held weakly).
    package private(set) weak var router: (any RouterProtocol)?
    /// The coordinator that owns the popups (held weakly).
    package private(set) weak var parentCoordinator: (any Coordinator)?
    private var addChild: (@MainActor (any Coordinator) -> Void)?
    /// Observers of the alerts on screen; a view controller holds its observers weakly.
    private var alertWatchers: [AlertWatcher] = []

    /// A factory not yet configured (see `configure(router:parentCoordinator:addChild:)`).
    public init() {}

    /// Gives the factory the router to show popups with, their owner, and how to add a popup
    /// coordinator as the owner's child (default: `parentCoordinator.addChildCoordinator`).
    public func configure(router: any RouterProtocol, parentCoordinator: (any Coordinator)?,
                          addChild: (@MainActor (any Coordinator) -> Void)? = nil) {
        self.router = router
        self.parentCoordinator = parentCoordinator
        self.addChild = addChild
    }

    /// Shows a coordinator popup: `build` makes it with the factory's router; it becomes a child
    /// of the owner, gets `onDismiss` as its `onPopupDismiss`, and starts.
    ///
    /// - Returns: the popup's coordinator, or nil (and `onDismiss` has run) when it was not built.
    @discardableResult
    public func showCoordinator<Popup: PopupCoordinator>(_ build: (any RouterProtocol) -> Popup?,
                                                         onDismiss: @escaping @MainActor () -> Void) -> Popup? {
        let once = OnceAction(onDismiss)
        guard let router, let popup = build(router) else {
            once.run()
            return nil
        }
        popup.onPopupDismiss = { once.run() }
        // An app's `addChild` may only append to `children`: without a parent, a closed popup
        // could not leave its owner and would stay alive.
        if popup.parentCoordinator == nil { popup.parentCoordinator = parentCoordinator }
        if let addChild {
            addChild(popup)
        } else {
            parentCoordinator?.addChildCoordinator(popup)
        }
        popup.start()
        return popup
    }

    /// Shows a system popup: an alert without a coordinator, over the top-most layer.
    ///
    /// `onDismiss` runs once the alert has left the screen, whatever closed it (before the
    /// chosen action's handler, which runs after the alert has left), or at once when it could
    /// not be shown.
    public func showAlert(title: String, message: String, actions: [AlertAction], onDismiss: @escaping @MainActor () -> Void) {
        let once = OnceAction(onDismiss)
        guard let router, let owner = parentCoordinator else {
            once.run()
            return
        }
        let before = router.navigationController.presentedChain.last
        router.showAlert(title: title, message: message, from: owner, animated: true, actions: actions)
        guard let alert = router.navigationController.presentedChain.last?.asAlert, alert !== before else {
            once.run()
            return
        }
        let watcher = AlertWatcher(once: once)
        watcher.onDepart = { [weak self, weak watcher] in
            self?.alertWatchers.removeAll { $0 === watcher }
        }
        alertWatchers.append(watcher)
        alert.addDepartureObserver(watcher)
    }
}

/// Runs its action the first time `run()` is called, never again.
@MainActor
final class OnceAction {
    private var action: (@MainActor () -> Void)?

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func run() {
        guard let action else { return }
        self.action = nil
        action()
    }
}

/// Tells a popup factory's `onDismiss` that a system alert left the screen.
@MainActor
private final class AlertWatcher: ViewControllerDepartureObserver {
    let once: OnceAction
    var onDepart: (@MainActor () -> Void)?

    init(once: OnceAction) {
        self.once = once
    }

    func viewControllerDidDepart(_ viewController: ViewController, _ departure: Departure) {
        let once = self.once
        viewController.removeDepartureObserver(self)
        onDepart?()
        once.run()
    }
}
