import TerminalCore

/// One input of a session as a recorder captures it and a replay feeds it: a key, a click or
/// wheel notch, the time that passed, a new screen size, or a deep link opened from outside
/// (`--deeplink`).
public enum TapeInput: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    case sleep(Duration)
    case resize(Size)
    case deeplink(String)
    /// A bracketed paste, delivered as one event.
    case paste(String)
}

extension TapeCommand {
    /// The inputs this command feeds the app, one per key press: `Down 3` gives three `.down`
    /// keys, `Type "ab"` the keys `a` and `b`, `Deeplink` its link, `Click 3 4` a click. Mouse
    /// commands whose cell depends on the screen (`Click "text"`, a scroll without a cell) and
    /// assertions, snapshots and screenshots feed nothing here: the runner resolves the former.
    public var inputs: [TapeInput] {
        switch self {
        case .key(let event, let count): Array(repeating: .key(event), count: count)
        case .type(let text): text.map { .key(.char($0)) }
        case .sleep(let duration): [.sleep(duration)]
        case .resize(let size): [.resize(size)]
        case .deeplink(let url): [.deeplink(url)]
        case .paste(let text): [.paste(text)]
        case .click(.position(let point)): [.mouse(MouseEvent(.click, at: point))]
        case .scrollUp(let count, let point?): Array(repeating: .mouse(MouseEvent(.scrollUp, at: point)), count: count)
        case .scrollDown(let count, let point?): Array(repeating: .mouse(MouseEvent(.scrollDown, at: point)), count: count)
        case .click(.text), .scrollUp(_, nil), .scrollDown(_, nil): []
        case .expect, .expectNot, .expectWrapped, .wait, .waitNot, .set, .expectTitle, .snapshot, .screenshot(_), .assertNoLeaks, .saveState, .restoreState: []
        }
    }
}
