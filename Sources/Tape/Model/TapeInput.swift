import TerminalCore

/// One input of a session as a recorder captures it and a replay feeds it: a key, the time
/// that passed, a new screen size, or a deep link opened from outside (`--deeplink`).
public enum TapeInput: Hashable, Sendable {
    case key(KeyEvent)
    case sleep(Duration)
    case resize(Size)
    case deeplink(String)
}

extension TapeCommand {
    /// The inputs this command feeds the app, one per key press: `Down 3` gives three `.down`
    /// keys, `Type "ab"` the keys `a` and `b`, `Deeplink` its link. Assertions, snapshots and
    /// screenshots feed nothing.
    public var inputs: [TapeInput] {
        switch self {
        case .key(let event, let count): Array(repeating: .key(event), count: count)
        case .type(let text): text.map { .key(.char($0)) }
        case .sleep(let duration): [.sleep(duration)]
        case .resize(let size): [.resize(size)]
        case .deeplink(let url): [.deeplink(url)]
        case .expect, .expectNot, .expectTitle, .snapshot, .screenshot, .assertNoLeaks, .saveState, .restoreState: []
        }
    }
}
