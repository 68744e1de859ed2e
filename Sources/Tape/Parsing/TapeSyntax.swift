import TerminalCore

/// The words of the tape language and how values are spelled, shared by parser and writer.
package enum TapeSyntax {
    /// The largest repeat count of a key command.
    static let maximumCount = 1000
    /// The longest sleep.
    static let maximumSleep = Duration.seconds(600)
    /// How long `Wait` and `WaitNot` wait when the tape names no timeout.
    static let defaultWaitTimeout = Duration.seconds(5)
    /// The longest snapshot name (it becomes a file name).
    static let maximumSnapshotNameLength = 100

    /// The commands that are not keys, in the order suggestions prefer them.
    enum Keyword: String, CaseIterable {
        case size = "Size"
        case route = "Route"
        case type = "Type"
        case paste = "Paste"
        case sleep = "Sleep"
        case deeplink = "Deeplink"
        case resize = "Resize"
        case expect = "Expect"
        case expectNot = "ExpectNot"
        case expectWrapped = "ExpectWrapped"
        case expectTitle = "ExpectTitle"
        case wait = "Wait"
        case waitNot = "WaitNot"
        case set = "Set"
        case snapshot = "Snapshot"
        case screenshot = "Screenshot"
        case assertNoLeaks = "AssertNoLeaks"
        case click = "Click"
        case scrollUp = "ScrollUp"
        case scrollDown = "ScrollDown"
        case saveState = "SaveState"
        case restoreState = "RestoreState"

        /// What the argument is, for "X needs …"; nil when the command takes none.
        var argumentName: String? {
            switch self {
            case .size, .resize: "a size"
            case .route: "a route name"
            case .type, .paste, .expect, .expectNot, .expectWrapped: "a quoted string"
            case .sleep: "a duration"
            case .deeplink: "a quoted URL"
            case .expectTitle: "a quoted title"
            case .wait, .waitNot: "a quoted string and an optional timeout"
            case .set: "an option name and a value"
            case .snapshot: "a quoted name"
            case .screenshot: "nothing or a quoted name"
            case .assertNoLeaks, .saveState, .restoreState: nil
            case .click: "a quoted text or a cell X Y"
            case .scrollUp, .scrollDown: "nothing, a count, or a count and a cell X Y"
            }
        }

        var example: String {
            switch self {
            case .size: "Size 80x24"
            case .route: "Route home"
            case .type: "Type \"hello\""
            case .paste: "Paste \"two\\nlines\""
            case .sleep: "Sleep 500ms"
            case .deeplink: "Deeplink \"shop://product/42\""
            case .resize: "Resize 40x12"
            case .expect: "Expect \"Home\""
            case .expectNot: "ExpectNot \"Log in\""
            case .expectWrapped: "ExpectWrapped \"needs an id of 1 to 9 digits\""
            case .expectTitle: "ExpectTitle \"Product 42\""
            case .wait: "Wait \"Loaded\" 2s"
            case .waitNot: "WaitNot \"Loading…\""
            case .set: "Set latency 400ms"
            case .snapshot: "Snapshot \"home\""
            case .screenshot: "Screenshot \"home\""
            case .assertNoLeaks: "AssertNoLeaks"
            case .click: "Click \"Orders\" or Click 10 5"
            case .scrollUp: "ScrollUp 3"
            case .scrollDown: "ScrollDown 3"
            case .saveState: "SaveState"
            case .restoreState: "RestoreState"
            }
        }

        var usage: String {
            switch self {
            case .size, .resize: "\(rawValue) COLUMNSxROWS"
            case .route: "Route NAME"
            case .type, .expect, .expectNot: "\(rawValue) \"text\""
            case .paste: "Paste \"text\" (one bracketed paste; \\n \\t \\u{1B} write control characters)"
            case .sleep: "Sleep DURATION (500ms, 1.5s)"
            case .deeplink: "Deeplink \"url\""
            case .expectTitle: "ExpectTitle \"title\""
            case .expectWrapped: "ExpectWrapped \"text\" (the text on one row or reflowed across rows: each space may be a line break)"
            case .wait, .waitNot: "\(rawValue) \"text\" [TIMEOUT] (moves time until the text shows (Wait) or goes (WaitNot); default 5s)"
            case .set: "Set NAME VALUE (one of the app's replay options, e.g. Set latency 400ms)"
            case .snapshot: "Snapshot \"name\""
            case .screenshot: "Screenshot [\"name\"] (prints the screen, or with --screenshots DIR writes DIR/name.svg; Snapshot \"name\" compares it with a file)"
            case .assertNoLeaks: "AssertNoLeaks"
            case .click: "Click \"text\" | Click X Y (column and row counted from 0)"
            case .scrollUp, .scrollDown: "\(rawValue) [COUNT] [X Y] (a count from 1 to \(maximumCount), at column X, row Y counted from 0)"
            case .saveState: "SaveState (keeps the app's navigation state)"
            case .restoreState: "RestoreState (rebuilds the state SaveState kept)"
            }
        }
    }

    /// Key names offered as suggestions (modifier combinations are checked separately).
    static let keyNames = ["Enter", "Escape", "Tab", "Shift+Tab", "Backspace", "Delete", "Insert", "Space",
                           "Up", "Down", "Left", "Right", "PageUp", "PageDown", "Home", "End"]
                          + (1...12).map { "F\($0)" }

    /// Names people write from habit, mapped to ours.
    static let aliases = ["esc": "Escape", "return": "Enter", "pgup": "PageUp", "pgdn": "PageDown",
                          "pgdown": "PageDown", "del": "Delete", "backtab": "Shift+Tab", "pause": "Sleep",
                          "bs": "Backspace", "ins": "Insert"]

    // MARK: - Usage texts for messages

    static func argumentName(of command: String) -> String {
        Keyword(rawValue: command)?.argumentName ?? "an argument"
    }

    static func example(of command: String) -> String {
        Keyword(rawValue: command)?.example ?? command
    }

    static func usage(of command: String) -> String {
        Keyword(rawValue: command)?.usage ?? "\(command) [COUNT] (a count from 1 to \(maximumCount))"
    }

    // MARK: - Keys

    /// Whether `word` is written like a key combination or a function key, so a failure to
    /// read it is a bad key name rather than an unknown command.
    static func looksLikeKey(_ word: String) -> Bool {
        for prefix in ["Ctrl+", "Alt+", "Shift+"] where word.hasPrefix(prefix) { return true }
        return looksLikeFunctionKey(word)
    }

    static func looksLikeFunctionKey(_ word: String) -> Bool {
        word.count > 1 && word.first == "F" && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The closest known command or key name to `word`, if one is close enough to be a typo.
    static func suggestion(for word: String) -> String? {
        let lowered = word.lowercased()
        if let alias = aliases[lowered] { return alias }
        // `Type"hello"`: a command glued to its string.
        for keyword in Keyword.allCases where word.hasPrefix(keyword.rawValue + "\"") || word.hasPrefix(keyword.rawValue + "`") {
            return keyword.rawValue
        }
        let candidates = Keyword.allCases.map(\.rawValue) + keyNames
        if let match = candidates.first(where: { $0.lowercased() == lowered }) { return match }
        let limit = max(1, min(3, word.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance between two strings, by characters (the command line's, so a
    /// tape and a flag suggest the same way).
    static func editDistance(_ a: String, _ b: String) -> Int { EditDistance.between(a, b) }

    // MARK: - Values

    /// A repeat count: ASCII digits, 1…1000.
    static func count(_ text: String, at location: TapeLocation) throws(TapeError) -> Int {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw TapeError(.invalidCount(text), at: location)
        }
        guard text.count <= 6, let value = Int(text), (1...maximumCount).contains(value) else {
            throw TapeError(.countOutOfRange(text), at: location)
        }
        return value
    }

    /// A duration: digits, optionally `.` and 1–3 digits, then `ms` or `s`; more than 0, at most
    /// ten minutes.
    static func duration(_ text: String, at location: TapeLocation) throws(TapeError) -> Duration {
        let invalid = TapeError(.invalidDuration(text), at: location)
        let outOfRange = TapeError(.durationOutOfRange(text), at: location)
        let unitNanoseconds: Int64
        let number: Substring
        if text.hasSuffix("ms") {
            unitNanoseconds = 1_000_000
            number = text.dropLast(2)
        } else if text.hasSuffix("s") {
            unitNanoseconds = 1_000_000_000
            number = text.dropLast(1)
        } else {
            throw invalid
        }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard parts.count <= 2, isDigits(parts[0]) else { throw invalid }
        var fraction: Int64 = 0
        var fractionScale: Int64 = 1
        if parts.count == 2 {
            guard isDigits(parts[1]), parts[1].count <= 3, let value = Int64(parts[1]) else {
                throw invalid
            }
            fraction = value
            for _ in parts[1] { fractionScale *= 10 }
        }
        // Nine digits of seconds already exceed the limit; stop before Int64 could overflow.
        guard parts[0].count <= 9, let whole = Int64(parts[0]) else { throw outOfRange }
        let nanoseconds = whole * unitNanoseconds + fraction * unitNanoseconds / fractionScale
        let duration = Duration.nanoseconds(nanoseconds)
        guard duration > .zero, duration <= maximumSleep else { throw outOfRange }
        return duration
    }

    /// How a duration is written: `2s`, `500ms`, `1.5ms` (microseconds at most).
    static func spelling(of duration: Duration) -> String {
        let microseconds = microseconds(in: duration)
        if microseconds % 1_000_000 == 0 { return "\(microseconds / 1_000_000)s" }
        if microseconds % 1_000 == 0 { return "\(microseconds / 1_000)ms" }
        var fraction = String(microseconds % 1_000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(microseconds / 1_000).\(fraction)ms"
    }

    /// The duration in whole microseconds, rounded to nearest.
    static func microseconds(in duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000
    }

    /// What a `Snapshot` or `Screenshot` name may hold, as its error says it.
    static let fileNameRule = "use letters, digits, '-', '_' and '.' (a file name without slashes, not starting with '.')"

    /// Whether `name` can be a snapshot file name: ASCII letters, digits, `-`, `_`, `.`; not
    /// starting with `.`; at most 100 characters.
    static func isValidSnapshotName(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= maximumSnapshotNameLength, name.first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": true
            default: false
            }
        }
    }

    // MARK: - Strings

    /// `text` in double quotes, with `"` and `\` escaped and control characters as escapes.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result.unicodeScalars.append("\\"); result.unicodeScalars.append(scalar)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        result.unicodeScalars.append("\"")
        return result
    }

    /// `text` as one argument word: bare when it can be, quoted otherwise.
    static func word(_ text: String) -> String {
        let plain = !text.isEmpty && !text.unicodeScalars.contains { scalar in
            scalar.properties.isWhitespace || scalar == "\"" || scalar == "`" || scalar == "#" || scalar == "\\"
        }
        return plain ? text : quoted(text)
    }

    /// The largest number of columns or rows of a tape's `Size` and `Resize`, and of `lcdemo --size`.
    package static let maximumSide = 1000

    /// The longest tape line, in Unicode scalars.
    static let maximumLineLength = 65536

    /// `COLUMNSxROWS` with each side from 1 to `maximumSide`; nil otherwise.
    package static func size(parsing text: String) -> Size? {
        guard let size = Size(parsing: text), size.width <= maximumSide, size.height <= maximumSide else { return nil }
        return size
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    static func hex(_ scalar: Unicode.Scalar) -> String {
        PrintableText.hex(scalar)
    }
}
