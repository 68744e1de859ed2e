import TerminalUI

/// A coordinator that navigates with a router: most coordinators that show screens.
///
/// ```swift
/// final class DetailCoordinator: BaseRouterCoordinator {
///     override func start() {
///         let screen = DetailViewController()
///         perform(screen, from: self)   // push, present or bottom sheet, per presentationStyle
///     }
/// }
/// ```
@MainActor
open class BaseRouterCoordinator: BaseCoordinator, RouterCoordinator {
    /// The router this coordinator navigates with now (the modal's while presented).
    public var router: any RouterProtocol
    /// The router it was given: dismissals of its presented flow go through it.
    public var parentRouter: any RouterProtocol
    /// How `perform` shows the first screen.
    public let presentationStyle: RouterPresentationStyle

    /// - Parameters:
    ///   - router: the router to navigate with; also kept as `parentRouter`.
    ///   - presentationStyle: how `perform` shows the first screen (default `.push`).
    public init(router: any RouterProtocol, presentationStyle: RouterPresentationStyle = .push) {
        self.router = router
        self.parentRouter = router
        self.presentationStyle = presentationStyle
        super.init()
    }

    /// Ends this coordinator: finishes its children (closing what they show), dismisses its
    /// presented flow or pops its pushed screens, then leaves its parent. Safe to call
    /// twice.
    open override func finish() {
        guard !isFinished else { return }
        isFinished = true
        taskBag.cancelAll()
        finishChildren()
        closeOwnScreens()
        parentCoordinator?.childDidFinish(self)
    }

    override var taskLedger: TaskLedger? { router.navigationController.window?.taskLedger }
}

/// A router coordinator that receives its data as a `Context` at creation (the most common kind).
@MainActor
open class BaseRouterContextCoordinator<Context>: BaseRouterCoordinator {
    /// The data this flow was created with.
    public let context: Context

    /// A router coordinator for the data in `context`.
    public init(router: any RouterProtocol, presentationStyle: RouterPresentationStyle = .push, context: Context) {
        self.context = context
        super.init(router: router, presentationStyle: presentationStyle)
    }
}
