/// Why `Terminal.nextEvent(timeout:)` returned: an event came, the time passed, or input ended.
///
/// The run loop keeps waiting after `.timeout` (a quiet second is not an end) and ends the app
/// on `.closed` (the terminal hung up or standard input reached its end).
///
/// ```swift
/// switch terminal.nextEvent(timeout: .seconds(1)) {
/// case .event(let event): handle(event)
/// case .timeout: runTimers()
/// case .closed: return
/// }
/// ```
public enum TerminalInput: Equatable, Sendable {
    /// An input event arrived.
    case event(TerminalEvent)
    /// The timeout passed with no input; more input may still come.
    case timeout
    /// Input has ended for good: no event will ever come again.
    case closed

    /// The event, or nil for `.timeout` and `.closed`.
    public var event: TerminalEvent? {
        if case .event(let event) = self { return event }
        return nil
    }
}
