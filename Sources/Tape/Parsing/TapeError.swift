import TerminalCore

/// Why a tape cannot be replayed, and where: a one-line message in the compiler's format.
///
/// Its description is exactly `FILE:LINE:COLUMN: error: MESSAGE`, where the column points at
/// the offending token (or, for a missing argument, just after the command). Errors about the
/// file as a whole (it cannot be read, it is too large) point at `FILE:1:1`.
public struct TapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Hashable, Sendable {
        /// The file could not be read; the payload is the system's reason.
        case unreadableFile(reason: String)
        /// The file is larger than a tape can be (the limit, in bytes).
        case fileTooLarge(limit: Int)
        /// The file is not UTF-8 text; the location is the first invalid byte.
        case invalidUTF8
        /// A line longer than `limit` scalars (a tape line is short; this keeps a huge line cheap).
        case lineTooLong(limit: Int)
        /// The first word of a line is not a command or a key; with the closest known name.
        case unknownCommand(String, suggestion: String?)
        /// A key combination (`Ctrl+…`, `Alt+…`, `Shift+…`, `F…`) names no key.
        case unknownKey(String)
        /// A string has no closing quote on its line; the location is the opening quote.
        case unterminatedString
        /// A backslash escape other than `\"` and `\\` in a double-quoted string.
        case unknownEscape(String)
        /// A control character (tab, escape, …) inside a string.
        case controlCharacterInString(Unicode.Scalar)
        /// A command that takes a quoted string got something else.
        case expectedString(command: String, found: String)
        /// A command is missing its argument.
        case missingArgument(command: String)
        /// A command got more arguments than it takes; the payload is the first extra one.
        case unexpectedArgument(command: String, argument: String)
        /// A repeat count that is not a whole number.
        case invalidCount(String)
        /// A repeat count outside 1–1000.
        case countOutOfRange(String)
        /// A duration that is not a number with `ms` or `s`.
        case invalidDuration(String)
        /// A `Sleep` duration of zero or more than ten minutes.
        case durationOutOfRange(String)
        /// A `Wait` or `WaitNot` timeout of zero or more than ten minutes.
        case timeoutOutOfRange(String)
        /// A size that is not `COLUMNSxROWS`.
        case invalidSize(String)
        /// `Size` or `Route` after the first other command (on `firstCommandLine`).
        case settingAfterFirstCommand(command: String, firstCommandLine: Int)
        /// `Size` or `Route` given a second time (first on `firstLine`).
        case duplicateSetting(command: String, firstLine: Int)
        /// A `Route` the app does not have.
        case unknownRoute(String, expected: [String])
        /// A `Snapshot` name that is not a plain file name.
        case invalidSnapshotName(String)
        /// A `Screenshot` name that is not a plain file name.
        case invalidScreenshotName(String)
        /// A command that needs text got an empty string.
        case emptyString(command: String)
        /// A mouse command's column or row is not a whole number from 0 to the largest screen side.
        case invalidCoordinate(command: String, found: String)
        /// A mouse command's column has no row after it.
        case missingRow(command: String)
    }

    /// Where the error is.
    public var location: TapeLocation
    /// What is wrong.
    public var kind: Kind

    /// The message without its location.
    public var message: String { kind.message }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(location): error: \(message)" }

    /// An error of `kind` at `location`.
    public init(_ kind: Kind, at location: TapeLocation) {
        self.kind = kind
        self.location = location
    }
}

extension TapeError.Kind {
    /// A one-line explanation that says what to do where it can.
    var message: String {
        switch self {
        case .unreadableFile(let reason):
            return "cannot read the tape: \(reason)"
        case .fileTooLarge(let limit):
            return "the file is larger than \(limit / (1024 * 1024)) MiB; a tape is a small text file"
        case .lineTooLong(let limit):
            return "the line is longer than \(limit) characters; split the text over several Type lines"
        case .invalidUTF8:
            return "the file is not valid UTF-8 text here; save the tape as UTF-8"
        case .unknownCommand(let name, let suggestion):
            if name.first == "\"" || name.first == "`" {
                return "a line must start with a command, not a string; to type text, write Type \(name)"
            }
            if let suggestion { return "unknown command '\(PrintableText.escaping(name))'; did you mean '\(suggestion)'?" }
            if name.unicodeScalars.contains(where: TapeSyntax.isControl) {
                return "unknown command '\(PrintableText.escaping(name))'"
            }
            return "unknown command '\(name)'; to type text, write Type \(TapeSyntax.quoted(name))"
        case .unknownKey(let name):
            if TapeSyntax.looksLikeFunctionKey(name) {
                return "unknown key '\(PrintableText.escaping(name))'; function keys are F1 to F12"
            }
            return "unknown key '\(PrintableText.escaping(name))'; write keys like Enter, Ctrl+C, Alt+x, Shift+Tab or F5"
        case .unterminatedString:
            return "unterminated string; close it with the same quote on this line"
        case .unknownEscape(let escape):
            return "unknown escape '\(PrintableText.escaping(escape))' in a string; the escapes are \\\" \\\\ \\n \\r \\t and \\u{1B} (use `…` quotes for raw text)"
        case .controlCharacterInString(let scalar):
            return "control character U+\(TapeSyntax.hex(scalar)) in a string; use key commands such as Tab or Enter instead"
        case .expectedString(let command, let found):
            return "\(command) expects a quoted string, not '\(PrintableText.escaping(found))'; for example \(TapeSyntax.example(of: command))"
        case .missingArgument(let command):
            return "\(command) needs \(TapeSyntax.argumentName(of: command)); for example \(TapeSyntax.example(of: command))"
        case .unexpectedArgument(let command, let argument):
            return "unexpected argument '\(PrintableText.escaping(argument))'; usage: \(TapeSyntax.usage(of: command))"
        case .invalidCount(let text):
            return "repeat count '\(PrintableText.escaping(text))' is not a whole number; write a count from 1 to \(TapeSyntax.maximumCount)"
        case .countOutOfRange(let text):
            return "repeat count \(PrintableText.escaping(text)) is out of range; write a count from 1 to \(TapeSyntax.maximumCount)"
        case .invalidDuration(let text):
            return "invalid duration '\(PrintableText.escaping(text))'; write a number (up to 3 decimals) followed by ms or s, for example 500ms or 1.5s"
        case .durationOutOfRange(let text):
            return "duration \(PrintableText.escaping(text)) is out of range; sleep more than 0 and at most 10 minutes (600s)"
        case .timeoutOutOfRange(let text):
            return "timeout \(PrintableText.escaping(text)) is out of range; wait more than 0 and at most 10 minutes (600s)"
        case .invalidSize(let text):
            return "invalid size '\(PrintableText.escaping(text))'; write COLUMNSxROWS with numbers from 1 to \(TapeSyntax.maximumSide), for example 80x24"
        case .settingAfterFirstCommand(let command, let line):
            let hint = command == "Size" ? "; use Resize to change the size during a replay" : ""
            return "\(command) must come before the first key or other command (line \(line))\(hint)"
        case .duplicateSetting(let command, let line):
            return "\(command) is already set on line \(line); keep one"
        case .unknownRoute(let name, let expected):
            return "unknown route '\(PrintableText.escaping(name))'; expected one of: \(expected.joined(separator: ", "))"
        case .invalidSnapshotName(let name):
            return "invalid snapshot name '\(PrintableText.escaping(name))'; \(TapeSyntax.fileNameRule)"
        case .invalidScreenshotName(let name):
            return "invalid screenshot name '\(PrintableText.escaping(name))'; \(TapeSyntax.fileNameRule)"
        case .emptyString(let command):
            return "\(command) needs a non-empty string"
        case .missingRow(let command):
            return "\(command) needs a row after the column; write \(command == "Click" ? "Click X Y, for example Click 10 5" : "\(command) COUNT X Y, for example \(command) 3 10 5")"
        case .invalidCoordinate(let command, let found):
            return "invalid cell '\(PrintableText.escaping(found))'; write \(command == "Click" ? "Click X Y" : "\(command) COUNT X Y") with a column and a row from 0 to \(TapeSyntax.maximumSide - 1), for example \(command == "Click" ? "Click 10 5" : "\(command) 3 10 5")"
        }
    }
}
