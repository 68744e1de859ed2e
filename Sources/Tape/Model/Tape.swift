import TerminalCore

/// A parsed tape: the screen size and route to start with, then the commands to replay.
///
/// ```swift
/// let tape = try Tape.parse(contentsOf: "demo-scripts/product.tape", routes: ["onboarding", "login", "home"])
/// for step in tape.commands { … }
/// ```
public struct Tape: Hashable, Sendable {
    /// The file the tape was read from (or the name given to `parse(text:path:)`).
    public var path: String
    /// The screen size at the start (`Size`); 80×24 when the tape does not say.
    public var size: Size
    /// Where the app starts (`Route`); nil when the tape does not say.
    public var route: String?
    /// Every command after the settings, in order.
    public var commands: [TapeStep]

    /// A tape of `commands` at `size`, starting at `route`.
    public init(path: String, size: Size = .reference, route: String? = nil, commands: [TapeStep] = []) {
        self.path = path
        self.size = size
        self.route = route
        self.commands = commands
    }

    /// Reads and parses the tape at `path`.
    ///
    /// - Parameters:
    ///   - path: the tape file.
    ///   - routes: the values `Route` accepts; nil accepts any.
    /// - Throws: the first `TapeError` of the file (`FILE:LINE:COLUMN: error: …`).
    public static func parse(contentsOf path: String, routes: [String]? = nil) throws(TapeError) -> Tape {
        try TapeParser(routes: routes).parse(contentsOf: path)
    }

    /// Parses tape text.
    ///
    /// - Parameters:
    ///   - text: the tape.
    ///   - path: the name errors and locations use.
    ///   - routes: the values `Route` accepts; nil accepts any.
    /// - Throws: the first `TapeError` of the text.
    public static func parse(text: String, path: String = "<tape>", routes: [String]? = nil) throws(TapeError) -> Tape {
        try TapeParser(routes: routes).parse(text: text, path: path)
    }
}

// MARK: - CustomStringConvertible

extension Tape: CustomStringConvertible {
    /// The tape as text: `Size`, `Route` when set, then one command a line. Parsing it gives
    /// the same size, route and commands back (locations aside).
    public var description: String {
        var lines = ["Size \(size)"]
        if let route { lines.append("Route \(TapeSyntax.word(route))") }
        lines += commands.map(\.command.description)
        return lines.joined(separator: "\n") + "\n"
    }
}
