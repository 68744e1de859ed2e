import TerminalCore

/// One action of a tape, in the order a runner performs them.
///
/// `TapeRunner` performs them; a runner of its own would switch over them:
/// ```swift
/// for step in tape.commands {
///     switch step.command {
///     case .key, .type, .sleep, .resize:
///         for input in step.command.inputs { feed(input) }   // one key press at a time
///     case .expect(let text): try check(screen.contains(text), at: step.location)
///     // …
///     }
/// }
/// ```
public enum TapeCommand: Hashable, Sendable {
    /// A key pressed `count` times (1–1000): `Enter`, `Down 3`, `Ctrl+C`, `Shift+Tab`.
    case key(KeyEvent, count: Int)
    /// Types each character of the text as an unmodified key: `Type "hello"`.
    case type(String)
    /// Pastes the text as the terminal delivers a bracketed paste: one event, never keys. Escapes
    /// write what a paste may hold: `Paste "two\nlines"`, `Paste "tab\there"`.
    case paste(String)
    /// Advances the virtual clock: `Sleep 500ms`, `Sleep 1.5s`.
    case sleep(Duration)
    /// Opens a deep link as the app would receive it: `Deeplink "shop://product/42"`.
    case deeplink(String)
    /// Resizes the screen: `Resize 40x12`.
    case resize(Size)
    /// The screen shows the text on one row: `Expect "Home"`.
    case expect(String)
    /// No row of the screen shows the text: `ExpectNot "Log in"`.
    case expectNot(String)
    /// The screen shows the text on one row or reflowed across rows, each space of the text a
    /// possible line break (a message wrapped in a box): `ExpectWrapped "needs an id of 1 to 9 digits"`.
    case expectWrapped(String)
    /// Moves the virtual clock (letting the app's work settle at each step) until the screen
    /// shows the text, failing after `timeout` of virtual time: `Wait "Loaded" 2s`.
    case wait(String, timeout: Duration)
    /// Like `wait`, until no row shows the text: `WaitNot "Loading…"`.
    case waitNot(String, timeout: Duration)
    /// The top-most layer's title is exactly the text: `ExpectTitle "Product 42"`.
    case expectTitle(String)
    /// The screen equals the golden file `snapshots/<name>.txt`: `Snapshot "home"`.
    case snapshot(String)
    /// Prints the screen: `Screenshot`; `Screenshot "name"` writes it as the picture `name.svg`
    /// when pictures are asked for (`--screenshots DIR`), and prints it otherwise.
    case screenshot(String?)
    /// Every finished coordinator, view controller and view model is gone: `AssertNoLeaks`.
    case assertNoLeaks
    /// A click with the primary mouse button: `Click "Orders"`, `Click 10 5`.
    case click(TapeClickTarget)
    /// Wheel notches up, `count` (1–1000) of them, at a cell or (nil) at the tape's pointer —
    /// the last mouse position, or the screen's centre: `ScrollUp`, `ScrollUp 3`, `ScrollUp 3 10 5`.
    case scrollUp(count: Int, at: Point?)
    /// Wheel notches down: `ScrollDown`, `ScrollDown 3`, `ScrollDown 3 10 5`.
    case scrollDown(count: Int, at: Point?)
    /// Sets one of the app's replay options (what its services do under the tape):
    /// `Set latency 400ms`, `Set failures 1`.
    case set(name: String, value: String)
    /// Keeps the app's navigation state as data (JSON), as `lcdemo --save-state` writes it on
    /// quit: `SaveState`.
    case saveState
    /// Rebuilds the state the last `SaveState` kept, in the same app, as a plan of single
    /// navigations: `RestoreState`.
    case restoreState
}

// MARK: - CustomStringConvertible

extension TapeCommand: CustomStringConvertible {
    /// The command as a tape line (`Down 3`, `Type "say \"hi\""`, `Sleep 500ms`).
    ///
    /// Parsing the line gives this command back.
    public var description: String {
        switch self {
        case .key(let event, let count):
            // An unmodified character has no key name the parser reads (`?`, `#`, `"`): it is
            // written as the text it types, which replays the same keys.
            // Space keeps its name.
            if event.modifiers.isEmpty, case .character(let character) = event.key, character != " " {
                "Type \(TapeSyntax.quoted(String(repeating: String(character), count: count)))"
            } else {
                count == 1 ? event.name : "\(event.name) \(count)"
            }
        case .type(let text): "Type \(TapeSyntax.quoted(text))"
        case .paste(let text): "Paste \(TapeSyntax.quoted(text))"
        case .sleep(let duration): "Sleep \(TapeSyntax.spelling(of: duration))"
        case .deeplink(let url): "Deeplink \(TapeSyntax.quoted(url))"
        case .resize(let size): "Resize \(size)"
        case .expect(let text): "Expect \(TapeSyntax.quoted(text))"
        case .expectNot(let text): "ExpectNot \(TapeSyntax.quoted(text))"
        case .expectWrapped(let text): "ExpectWrapped \(TapeSyntax.quoted(text))"
        case .wait(let text, let timeout):
            timeout == TapeSyntax.defaultWaitTimeout ? "Wait \(TapeSyntax.quoted(text))"
                : "Wait \(TapeSyntax.quoted(text)) \(TapeSyntax.spelling(of: timeout))"
        case .waitNot(let text, let timeout):
            timeout == TapeSyntax.defaultWaitTimeout ? "WaitNot \(TapeSyntax.quoted(text))"
                : "WaitNot \(TapeSyntax.quoted(text)) \(TapeSyntax.spelling(of: timeout))"
        case .expectTitle(let title): "ExpectTitle \(TapeSyntax.quoted(title))"
        case .snapshot(let name): "Snapshot \(TapeSyntax.quoted(name))"
        case .set(let name, let value): "Set \(name) \(TapeSyntax.quoted(value))"
        case .screenshot(let name): name.map { "Screenshot \(TapeSyntax.quoted($0))" } ?? "Screenshot"
        case .assertNoLeaks: "AssertNoLeaks"
        case .click(.text(let text)): "Click \(TapeSyntax.quoted(text))"
        case .click(.position(let point)): "Click \(point.x) \(point.y)"
        case .scrollUp(let count, let point): Self.scrollLine("ScrollUp", count: count, at: point)
        case .scrollDown(let count, let point): Self.scrollLine("ScrollDown", count: count, at: point)
        case .saveState: "SaveState"
        case .restoreState: "RestoreState"
        }
    }

    private static func scrollLine(_ name: String, count: Int, at point: Point?) -> String {
        var line = count == 1 && point == nil ? name : "\(name) \(count)"
        if let point { line += " \(point.x) \(point.y)" }
        return line
    }
}
