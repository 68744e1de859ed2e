import TerminalCore

/// One input of a session as a recorder captures it and a replay feeds it: a key, the time
/// that passed, or a new screen size.
public enum TapeInput: Hashable, Sendable {
    case key(KeyEvent)
    case sleep(Duration)
    case resize(Size)
}

extension TapeCommand {
    /// The inputs this command feeds the app, one per key press: `Down 3` gives three `.down`
    /// keys, `Type "ab"` the keys `a` and `b`. Assertions, deep links, snapshots and
    /// screenshots feed nothing.
    public var inputs: [TapeInput] {
        switch self {
        case .key(let event, let count): Array(repeating: .key(event), count: count)
        case .type(let text): text.map { .key(.char($0)) }
        case .sleep(let duration): [.sleep(duration)]
        case .resize(let size): [.resize(size)]
        case .deeplink, .expect, .expectNot, .expectTitle, .snapshot, .screenshot, .assertNoLeaks: []
        }
    }
}
