import Observation

/// Calls `apply` with what `read` returns for `owner` now, and again after each change of an
/// observable value `read` reads (Observation), on the main actor, for as long as `owner` lives.
///
/// ```swift
/// observe(self, { $0.viewModel.isLoading }) { screen, loading in screen.isModalInPresentation = loading }
/// ```
@MainActor
public func observe<Owner: AnyObject & Sendable, Value>(_ owner: Owner, _ read: @escaping @MainActor (Owner) -> Value,
                                                        then apply: @escaping @MainActor (Owner, Value) -> Void) {
    observe(owner, read, then: apply, jobs: JobQueue.current.get())
}

/// `observe(_:_:then:)` re-applying on `jobs` (the queue of the app or replay it was called for).
@MainActor
private func observe<Owner: AnyObject & Sendable, Value>(_ owner: Owner, _ read: @escaping @MainActor (Owner) -> Value,
                                                         then apply: @escaping @MainActor (Owner, Value) -> Void, jobs: JobQueue?) {
    let value = withObservationTracking { read(owner) } onChange: { [weak owner] in
        // Called before the change is made, on the thread that makes it: read the new value
        // on the main actor, after it.
        MainQueue.async(in: jobs) { [weak owner] in
            guard let owner else { return }
            observe(owner, read, then: apply, jobs: jobs)
        }
    }
    apply(owner, value)
}
