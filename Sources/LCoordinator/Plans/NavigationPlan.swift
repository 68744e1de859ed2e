/// A multi-step navigation as a list of single steps — a deep link several levels down
/// (`shop://order/1001/tracking`: dismiss what is presented, select Orders, push the order,
/// present tracking) or a restored navigation state. Each step is a real navigation through
/// the Router, with its callbacks and leak tracking; the plan runs them in order, each after
/// the previous one said it is done, and stops at the first that cannot go on.
///
/// ```swift
/// let plan = NavigationPlan([
///     NavigationStep("dismiss what is presented") { done in router.dismissAllPresented(isAnimated: true) { done(true) } },
///     .immediate("select Orders") { tabs.selectTab(at: 1); return true },
/// ])
/// plan.titles      // what the console's dry run shows
/// plan.run { outcome in print(outcome.completed) }
/// ```
@MainActor
public final class NavigationPlan {
    /// How a run ended.
    public struct Outcome: Hashable, Sendable {
        /// How many steps completed.
        public let completed: Int
        /// The title of the step that stopped the plan, if one did.
        public let stoppedAt: String?
        /// Whether every step completed.
        public var isComplete: Bool { stoppedAt == nil }
    }

    /// The steps, in order.
    public let steps: [NavigationStep]
    /// Whether `run` was called (a plan runs once).
    public private(set) var hasRun = false

    /// A plan of `steps`.
    public init(_ steps: [NavigationStep]) {
        self.steps = steps
    }

    /// The steps' titles, in order.
    public var titles: [String] { steps.map(\.title) }

    /// Runs the steps in order; `completion` gets how far it went. A second call does nothing.
    public func run(completion: (@MainActor (Outcome) -> Void)? = nil) {
        guard !hasRun else { return }
        hasRun = true
        runStep(0, completion: completion)
    }

    private func runStep(_ index: Int, completion: (@MainActor (Outcome) -> Void)?) {
        guard index < steps.count else {
            completion?(Outcome(completed: steps.count, stoppedAt: nil))
            return
        }
        let step = steps[index]
        var answered = false
        // The plan lives until its last step answered.
        step.perform { [self] goOn in
            guard !answered else { return }
            answered = true
            if goOn {
                runStep(index + 1, completion: completion)
            } else {
                completion?(Outcome(completed: index, stoppedAt: step.title))
            }
        }
    }
}
