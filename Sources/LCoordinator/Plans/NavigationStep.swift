/// One navigation of a `NavigationPlan`: a description for the console and an action that
/// navigates through the Router, then calls `done(true)` to go on or `done(false)` to stop
/// the plan there (the screen is gone, not restorable, …).
@MainActor
public struct NavigationStep {
    /// What the step does, in a few words (`select Orders`, `push Order #1001`).
    public let title: String
    /// Navigates, then calls the closure it is given once.
    public let perform: @MainActor (_ done: @escaping @MainActor (Bool) -> Void) -> Void

    /// A step that calls `done` itself (after a dismissal's completion, say).
    public init(_ title: String, perform: @escaping @MainActor (_ done: @escaping @MainActor (Bool) -> Void) -> Void) {
        self.title = title
        self.perform = perform
    }

    /// A step that navigates at once; it goes on when `action` returns true.
    public static func immediate(_ title: String, _ action: @escaping @MainActor () -> Bool) -> NavigationStep {
        NavigationStep(title) { done in done(action()) }
    }
}
