import TerminalCore

/// An option of the app's own on its command line (`--server HOST`), beside the shared ones
/// (`--route`, `--record`, `--serve-ssh`, …). The app's host declares it (`TapeHost.appOptions`);
/// `--help` lists it, the parser reads it, checks its value before anything starts (a bad one:
/// `NAME: --server VALUE: PROBLEM; see NAME --help`, exit code 64), and the live session gets
/// the values (`TapeHost.makeLiveSession(terminal:clock:route:options:)`). With `--serve-ssh` or
/// `--serve-web` every session's process of the app gets the same options.
///
/// ```swift
/// let server = AppOption("--server", value: "HOST", help: "the news server to connect to") { host in
///     host.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" } ? nil : "a host name has letters, digits, dots and hyphens"
/// }
/// ```
public struct AppOption: Sendable {
    /// The spelling: `--` and lowercase letters, digits and hyphens (`--server`).
    public var name: String
    /// The value's name in `--help` (`HOST`); nil for a switch without a value.
    public var valueName: String?
    /// What the option does, one sentence or two (wrapped in `--help`).
    public var help: String
    /// The problem with a value, in one line that says what the option takes (nil: the value is
    /// fine). Called for every value given, before the app starts.
    public var check: (@Sendable (String) -> String?)?

    /// An option spelled `name`, taking a value called `valueName` (nil: a switch).
    ///
    /// - Parameters: see the properties.
    public init(_ name: String, value valueName: String? = nil, help: String, check: (@Sendable (String) -> String?)? = nil) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.check = check
    }

    /// Why `name` cannot be an option's spelling (nil when it can): `--` and then lowercase
    /// ASCII letters, digits and hyphens, starting with a letter.
    public var nameProblem: String? {
        let body = name.dropFirst(2)
        guard name.hasPrefix("--"), let first = body.first, first.isASCII, first.isLetter, first.isLowercase,
              body.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        else { return "the app's option \(PrintableText.escaping(name)) is not spelled --name (lowercase letters, digits, hyphens)" }
        return nil
    }

    /// The usage error for `value`, naming the option and the value (nil: the value is fine).
    public func problem(with value: String) -> String? {
        guard let problem = check?(value) else { return nil }
        return "\(name) \(PrintableText.escaping(value)): \(PrintableText.escaping(problem))"
    }
}
