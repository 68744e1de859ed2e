/// A popup the popup flow can queue: lower `priority` values show first.
public protocol PopupItem {
    var priority: Int { get }
}

/// Shows the popups of a `PopupFlowCoordinator` and hears when the queue is done.
@MainActor
public protocol PopupFlowCoordinatorDelegate: AnyObject {
    associatedtype Item: PopupItem
    /// Shows `item`. Call `onDismiss` once it has closed (a coordinator's screen left, a system
    /// alert was answered). Return the popup's coordinator, or nil for a popup without one.
    func showPopup(_ item: Item, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)?
    /// `item` has closed (analytics, cleanup).
    func popupClosed(_ item: Item)
    /// Every queued popup has been shown and closed.
    func popupFlowFinished()
}

extension PopupFlowCoordinatorDelegate {
    /// Does nothing by default.
    public func popupClosed(_ item: Item) {}
}

/// Shows queued popups one at a time, by priority, each after the previous one closed.
///
/// Safe whichever way a popup closes (Esc, code) and if `onDismiss` is called twice or late:
/// each popup's callback is tied to that popup. `cancel()` (or releasing the flow) drops the
/// queue; a popup closing afterwards does nothing.
///
/// ```swift
/// let popups = PopupFlowCoordinator<StartupPopup, StartupCoordinator>()
/// popups.delegate = self
/// popups.addPopup(.notifications)
/// popups.addPopup(.createStore)
/// addChildCoordinator(popups)
/// popups.start()
/// ```
@MainActor
public final class PopupFlowCoordinator<Item: PopupItem, Delegate: PopupFlowCoordinatorDelegate>: BaseCoordinator
where Delegate.Item == Item {
    /// Shows the popups and hears when the queue is done (weak).
    public weak var delegate: Delegate?
    /// The popup on screen now.
    public private(set) var currentPopup: Item?
    /// The coordinator of the popup on screen, if it has one.
    public private(set) weak var currentCoordinator: (any Coordinator)?
    /// Whether the queue ran empty and `popupFlowFinished` was called.
    package private(set) var hasFinished = false
    /// Whether `cancel()` dropped the queue.
    package private(set) var isCancelled = false

    private var queue: [(item: Item, order: Int)] = []
    private var insertionCount = 0
    private var showToken = 0
    private var isStarted = false

    /// The popups still waiting, in the order they will show.
    package var queuedItems: [Item] { queue.map(\.item) }

    /// Queues `popup`; popups of equal priority keep the order they were added in.
    public func addPopup(_ popup: Item) {
        guard !isCancelled else { return }
        insertionCount += 1
        queue.append((popup, insertionCount))
        queue.sort { ($0.item.priority, $0.order) < ($1.item.priority, $1.order) }
        if isStarted, currentPopup == nil, !hasFinished { processNext() }
    }

    /// Starts showing popups (a second call does nothing).
    public override func start() {
        guard !isStarted, !isCancelled else { return }
        isStarted = true
        processNext()
    }

    /// Drops the queue; the popup on screen stays, but its closing no longer advances anything.
    public func cancel() {
        isCancelled = true
        queue.removeAll()
        showToken += 1
    }

    /// Tells the flow the current popup closed (what each popup's `onDismiss` does).
    public func notifyClosed() {
        popupClosed(token: showToken)
    }

    private func popupClosed(token: Int) {
        guard token == showToken, !isCancelled, let item = currentPopup else { return }
        currentPopup = nil
        if let coordinator = currentCoordinator, children.contains(where: { $0 === coordinator }) {
            removeChildCoordinator(coordinator)
        }
        currentCoordinator = nil
        delegate?.popupClosed(item)
        processNext()
    }

    private func processNext() {
        guard !isCancelled, !hasFinished, currentPopup == nil else { return }
        guard !queue.isEmpty else {
            hasFinished = true
            delegate?.popupFlowFinished()
            return
        }
        let next = queue.removeFirst().item
        currentPopup = next
        showToken += 1
        let token = showToken
        let coordinator = delegate?.showPopup(next) { [weak self] in
            self?.popupClosed(token: token)
        }
        // The popup may have closed synchronously; only keep a coordinator still current.
        if token == showToken, currentPopup != nil {
            currentCoordinator = coordinator
        }
        if delegate == nil {
            // Nobody can show it: skip rather than stall.
            popupClosed(token: token)
        }
    }
}
