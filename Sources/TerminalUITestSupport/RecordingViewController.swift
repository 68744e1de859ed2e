import TerminalCore
import TerminalUI

/// A screen that writes every lifecycle call, containment call and departure into a shared
/// `LifecycleLog`, and shows a title and some content.
///
/// ```swift
/// let log = LifecycleLog()
/// let a = RecordingViewController("A", log: log)
/// let nav = NavigationController(rootViewController: a)
/// ui.start(root: nav)
/// #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
/// ```
@MainActor
open class RecordingViewController: ViewController, ViewControllerDepartureObserver {
    /// The name entries start with.
    public let name: String
    /// Where the lifecycle calls are written.
    public let log: LifecycleLog
    /// The views stacked in this screen's root view (a label with the name when none given).
    private let contentViews: [View]
    /// Departures seen, in order (also in the log).
    package private(set) var departures: [Departure] = []
    /// Keys that reached this screen's `handleKey(_:)` and were not handled by it.
    public private(set) var unhandledKeys: [KeyEvent] = []
    /// The height this screen asks for in a bottom sheet.
    public var preferredHeight: Int?

    /// - Parameters:
    ///   - name: the name in log entries (and the default title).
    ///   - log: the shared log.
    ///   - title: the navigation title (defaults to `name`).
    ///   - views: the content, stacked top to bottom.
    public init(_ name: String, log: LifecycleLog, title: String? = nil, views: [View] = []) {
        self.name = name
        self.log = log
        self.contentViews = views
        super.init()
        self.title = title ?? name
        addDepartureObserver(self)
    }

    open override func loadView() {
        let views = contentViews.isEmpty ? [Label("Screen \(name)")] : contentViews
        view = StackView(spacing: 0, horizontalPadding: 1, topPadding: 0, views)
    }

    open override var preferredContentHeight: Int? { preferredHeight }

    open override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }

    open override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name).willMove(toParent: \(log.displayName(of: parent)))")
    }

    open override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name).didMove(toParent: \(log.displayName(of: parent)))")
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        let handled = super.handleKey(event)
        if !handled { unhandledKeys.append(event) }
        return handled
    }

    // MARK: - ViewControllerDepartureObserver

    /// Logs the departure.
    package func viewControllerDidDepart(_ viewController: ViewController, _ departure: Departure) {
        departures.append(departure)
        log.record("\(name).departed(\(departure.logDescription))")
    }
}
