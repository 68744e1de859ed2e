/// A flow that hands back a typed result (a store picker, a confirmation): it calls
/// `result.send(value)` when the user chose; when its screens leave without that, the flow's
/// starter gets nil.
///
/// ```swift
/// final class StorePickerCoordinator: BaseRouterCoordinator, ResultProducing {
///     let result = ScreenResult<Store>()
/// }
/// start(picker) { store in … }                 // store is nil after Esc
/// let store = await startForResult(picker)
/// ```
@MainActor
public protocol ResultProducing: RouterCoordinator {
    associatedtype Output
    /// Where the flow delivers its result.
    var result: ScreenResult<Output> { get }
}

extension Coordinator {
    /// Adds `child`, starts it and calls `onResult` exactly once: with its value, or with nil
    /// when its screens leave without one (Esc, a click outside, a dismissal by code) — or at
    /// once when it showed nothing.
    public func start<Child: ResultProducing>(_ child: Child, onResult: @escaping @MainActor (Child.Output?) -> Void) {
        let result = child.result
        result.onResult(onResult)
        // The router the flow's first screen goes through (a presented flow switches `router`
        // to its modal's; the presenting router holds the presentation).
        let router = child.router
        addChildCoordinator(child)
        child.start()
        // Holds the result, not the child: the child may be released as its screen leaves.
        router.whenLastScreenLeaves(of: child) { result.cancel() }
    }

    /// Adds `child`, starts it and returns its result: the value, or nil when its screens
    /// left without one.
    public func startForResult<Child: ResultProducing>(_ child: Child) async -> Child.Output? where Child.Output: Sendable {
        let owned = OwnedTask.running
        owned?.beginUserWait()
        return await withCheckedContinuation { continuation in
            start(child) { value in
                owned?.endUserWait()
                continuation.resume(returning: value)
            }
        }
    }
}
