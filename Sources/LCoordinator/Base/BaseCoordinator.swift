import TerminalUI

/// The simplest coordinator: a node of the tree with no router (an app root, an orchestrator).
///
/// Subclasses override `start()`. `finish()` removes the coordinator from its parent once;
/// calling it again does nothing.
@MainActor
open class BaseCoordinator: Coordinator {
    /// The coordinator that owns this one (weak).
    public weak var parentCoordinator: (any Coordinator)?
    /// The coordinators this one owns, oldest first.
    public var children: [any Coordinator] = []
    /// Whether `finish()` ran.
    package internal(set) var isFinished = false
    /// The tasks this coordinator started (`task(_:)`): cancelled when it finishes or its last
    /// screen leaves.
    package let taskBag = TaskBag()

    /// A coordinator with no parent and no children yet.
    public init() {}

    /// Starts the flow. The default does nothing.
    open func start() {}

    /// Removes `child` (by identity). Override to react, and call `super`.
    open func childDidFinish(_ child: any Coordinator) {
        removeChildCoordinator(child)
    }

    /// Ends this coordinator: removes its children and leaves its parent. Safe to call twice.
    open func finish() {
        guard !isFinished else { return }
        isFinished = true
        taskBag.cancelAll()
        leaveTree()
    }

    /// Starts `work` on the main actor as this coordinator's: it is cancelled when the
    /// coordinator finishes or its last screen leaves, and replays and tests wait for it.
    ///
    /// ```swift
    /// override func start() {
    ///     task { [weak self] in
    ///         guard let order = try? await orders.latest() else { return }
    ///         self?.showOrder(order)
    ///     }
    /// }
    /// ```
    @discardableResult
    public func task(_ work: @escaping @MainActor () async -> Void) -> OwnedTask {
        taskBag.start(ownerName: TypeName.of(type(of: self)), ledger: { [weak self] in self?.taskLedger }, work)
    }

    /// The tasks this coordinator started that still run.
    package var runningTasks: [OwnedTask] { taskBag.running }

    /// Where running owned tasks are counted: the application of the window this coordinator's
    /// screens are on (none for a coordinator without a router).
    var taskLedger: TaskLedger? { nil }

    /// Finishes the children and leaves the parent.
    func leaveTree() {
        finishChildren()
        parentCoordinator?.childDidFinish(self)
    }

    /// Finishes the children, newest first, so what they show closes and every callback of the
    /// subtree runs once, then removes them.
    func finishChildren() {
        for child in children.reversed() {
            child.finish()
            removeChildCoordinator(child)
        }
    }
}

/// A coordinator without a router that receives its data as a `Context` at creation.
@MainActor
open class BaseContextCoordinator<Context>: BaseCoordinator {
    /// The data this flow was created with.
    public let context: Context

    /// A coordinator for the data in `context`.
    public init(context: Context) {
        self.context = context
        super.init()
    }
}

extension BaseCoordinator: TaskOwner {}
