import TerminalCore

/// Turns the inputs of a session back into a tape that replays it (`lcdemo --record`).
///
/// Consecutive unmodified printable characters become one `Type "…"`, a run of spaces alone
/// becomes `Space N`, a key repeated N times becomes `Down N` (split every 1000), consecutive
/// sleeps are added up and written in whole milliseconds, clicks become `Click X Y` and wheel
/// notches at one cell `ScrollDown N X Y`, and a key no tape can spell (a bare
/// control character) is kept as a comment so nothing is lost silently.
///
/// ```swift
/// let writer = TapeWriter(size: terminal.size, route: "home")
/// try writer.text(for: recorded).write(toFile: "session.tape", …)
/// ```
public struct TapeWriter: Sendable {
    /// What the tape's `Size` line says.
    public var size: Size
    /// What the tape's `Route` line says; none when nil.
    public var route: String?
    /// Sleeps shorter than this (after adding up consecutive ones) are left out; zero keeps all.
    ///
    /// A recorder can set it to drop the short pauses between typed keys, at the price of the
    /// virtual clock moving less in the replay than it did in the session.
    public var minimumSleep: Duration
    /// Lines written as `# …` comments at the top.
    public var header: [String]

    /// A writer of tapes at `size` and `route`.
    public init(size: Size = .reference, route: String? = nil, minimumSleep: Duration = .zero, header: [String] = []) {
        self.size = size
        self.route = route
        self.minimumSleep = minimumSleep
        self.header = header
    }

    /// The tape text for `inputs`: header comments, `Size`, `Route`, then the commands.
    public func text(for inputs: [TapeInput]) -> String {
        var lines = header.map { "# " + $0 }
        lines.append("Size \(size)")
        if let route { lines.append("Route \(TapeSyntax.word(route))") }
        for line in self.lines(for: inputs) {
            switch line {
            case .command(let command): lines.append(command.description)
            case .comment(let comment): lines.append("# " + comment)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The commands that replay `inputs` (keys no tape can spell are left out).
    public func commands(for inputs: [TapeInput]) -> [TapeCommand] {
        lines(for: inputs).compactMap { line in
            if case .command(let command) = line { return command }
            return nil
        }
    }

    // MARK: - Coalescing

    private enum Line {
        case command(TapeCommand)
        case comment(String)
    }

    private func lines(for inputs: [TapeInput]) -> [Line] {
        var lines: [Line] = []
        var typed = ""
        var repeated: (event: KeyEvent, count: Int)?
        var sleep = Duration.zero

        func flush() {
            if !typed.isEmpty {
                if typed.allSatisfy({ $0 == " " }) {
                    appendRepeated(.space, count: typed.count, to: &lines)
                } else {
                    lines.append(.command(.type(typed)))
                }
                typed = ""
            }
            if let run = repeated {
                appendRepeated(run.event, count: run.count, to: &lines)
                repeated = nil
            }
            if sleep > .zero {
                appendSleep(sleep, to: &lines)
                sleep = .zero
            }
        }

        for input in inputs {
            switch input {
            case .key(let event):
                if let character = Self.typeableCharacter(event) {
                    // A character that would merge with the previous one into a single
                    // grapheme (a combining mark) must be typed separately to replay as two keys.
                    if !typed.isEmpty, (typed + String(character)).count != typed.count + 1 { flush() }
                    if repeated != nil || sleep > .zero { flush() }
                    typed.append(character)
                } else if !Self.canSpell(event) {
                    flush()
                    lines.append(.comment("unrecordable key \(Self.debugName(of: event))"))
                } else if let run = repeated, run.event == event, typed.isEmpty, sleep == .zero {
                    repeated = (event, run.count + 1)
                } else {
                    flush()
                    repeated = (event, 1)
                }
            case .sleep(let duration):
                guard duration > .zero else { continue }
                if sleep == .zero { flush() }
                sleep += duration
            case .resize(let size):
                flush()
                lines.append(.command(.resize(size)))
            case .deeplink(let url):
                flush()
                lines.append(.command(.deeplink(url)))
            case .paste(let text):
                flush()
                lines.append(.command(.paste(text)))
            case .mouse(let event):
                flush()
                switch event.kind {
                case .click:
                    lines.append(.command(.click(.position(event.position))))
                case .scrollUp, .scrollDown:
                    // Notches at one cell in a row become one command with a count.
                    let up = event.kind == .scrollUp
                    if case .command(let last)? = lines.last, let merged = Self.scroll(last, adding: up, at: event.position) {
                        lines[lines.count - 1] = .command(merged)
                    } else {
                        lines.append(.command(up ? .scrollUp(count: 1, at: event.position) : .scrollDown(count: 1, at: event.position)))
                    }
                }
            }
        }
        flush()
        return lines
    }

    /// `command` with one more notch when it scrolls the same way at `point` and has room.
    private static func scroll(_ command: TapeCommand, adding up: Bool, at point: Point) -> TapeCommand? {
        switch command {
        case .scrollUp(let count, point) where up && count < TapeSyntax.maximumCount:
            return .scrollUp(count: count + 1, at: point)
        case .scrollDown(let count, point) where !up && count < TapeSyntax.maximumCount:
            return .scrollDown(count: count + 1, at: point)
        default:
            return nil
        }
    }

    private func appendRepeated(_ event: KeyEvent, count: Int, to lines: inout [Line]) {
        var remaining = count
        while remaining > 0 {
            let chunk = min(remaining, TapeSyntax.maximumCount)
            lines.append(.command(.key(event, count: chunk)))
            remaining -= chunk
        }
    }

    private func appendSleep(_ duration: Duration, to lines: inout [Line]) {
        guard duration >= minimumSleep else { return }
        // Recording precision is the millisecond; the longest Sleep is ten minutes.
        var milliseconds = (TapeSyntax.microseconds(in: duration) + 500) / 1_000
        let maximum = TapeSyntax.microseconds(in: TapeSyntax.maximumSleep) / 1_000
        while milliseconds > 0 {
            let chunk = min(milliseconds, maximum)
            lines.append(.command(.sleep(.milliseconds(chunk))))
            milliseconds -= chunk
        }
    }

    // MARK: - Keys

    /// The character `Type` can replay for this key: unmodified, no control characters.
    private static func typeableCharacter(_ event: KeyEvent) -> Character? {
        guard event.modifiers.isEmpty, case .character(let character) = event.key,
              !character.unicodeScalars.contains(where: TapeSyntax.isControl)
        else { return nil }
        return character
    }

    /// Whether a key command spells this key so that parsing gives it back.
    private static func canSpell(_ event: KeyEvent) -> Bool {
        let name = event.name
        return name.count > 1 && KeyEvent(name: name) == event
    }

    private static func debugName(of event: KeyEvent) -> String {
        guard case .character(let character) = event.key else { return event.name }
        let scalars = character.unicodeScalars.map { "U+" + TapeSyntax.hex($0) }.joined(separator: " ")
        var prefix = ""
        if event.modifiers.contains(.control) { prefix += "Ctrl+" }
        if event.modifiers.contains(.alt) { prefix += "Alt+" }
        if event.modifiers.contains(.shift) { prefix += "Shift+" }
        return prefix + scalars
    }
}
