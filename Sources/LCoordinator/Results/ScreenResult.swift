/// A typed result a screen or flow hands back to whoever started it — delivered exactly once:
/// the value (`send`), or nil when the user left without one (`cancel`: Esc, a click outside,
/// a deep link that dismissed it). Later `send`s and `cancel`s are ignored.
///
/// Both forms read the same delivery:
/// ```swift
/// picker.result.onResult { store in print(store?.name ?? "none") }    // callback
/// let store = await picker.result.value                                 // async
/// ```
///
/// `Coordinator.start(_:onResult:)` and `startForResult(_:)` start a `ResultProducing` flow and
/// cancel its result when its screens leave without one.
@MainActor
public final class ScreenResult<Value> {
    /// Whether the result was delivered (a value or nil).
    public private(set) var isDelivered = false
    /// What was delivered: `.some(nil)` for a cancellation; nil while nothing was.
    package private(set) var delivered: Value??
    private var handlers: [@MainActor (Value?) -> Void] = []

    /// A result not delivered yet.
    public init() {}

    /// Delivers `value` (ignored when a result was already delivered).
    public func send(_ value: Value) {
        deliver(value)
    }

    /// Delivers nil: the user left without a result (ignored when one was already delivered).
    ///
    /// `start(_:onResult:)` calls it when the flow's screens leave without a result; a flow
    /// calls it itself when it ends on its own terms (a Cancel button), and a test calls it to
    /// play a user who left.
    public func cancel() {
        deliver(nil)
    }

    /// Calls `handler` once with the result: when it is delivered, or at once if it was.
    public func onResult(_ handler: @escaping @MainActor (Value?) -> Void) {
        if let delivered {
            handler(delivered)
        } else {
            handlers.append(handler)
        }
    }

    private func deliver(_ value: Value?) {
        guard !isDelivered else { return }
        isDelivered = true
        delivered = .some(value)
        let waiting = handlers
        handlers.removeAll()
        for handler in waiting { handler(value) }
    }
}

extension ScreenResult where Value: Sendable {
    /// The result, once delivered (nil for a cancellation).
    public var value: Value? {
        get async {
            let owned = OwnedTask.running
            owned?.beginUserWait()
            return await withCheckedContinuation { continuation in
                onResult { value in
                    owned?.endUserWait()
                    continuation.resume(returning: value)
                }
            }
        }
    }
}
