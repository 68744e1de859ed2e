import TerminalCore

/// Reads tapes: one command a line, `#` comments, `Size` and `Route` first.
///
/// Each line is checked on its own, so one bad line never hides another: `diagnose` returns
/// every error of a tape, and `parse` throws the first of them (a replay never starts from a
/// tape with an error).
///
/// ```swift
/// let parser = TapeParser(routes: ["onboarding", "login", "home"])
/// do {
///     let tape = try parser.parse(contentsOf: "demo-scripts/login.tape")
/// } catch {
///     print(error)   // demo-scripts/login.tape:3:1: error: unknown command 'Entr'; did you mean 'Enter'?
/// }
/// ```
public struct TapeParser: Sendable {
    /// The values `Route` accepts, in the order error messages list them; nil accepts any.
    public var routes: [String]?

    /// - Parameter routes: the values `Route` accepts (the app supplies them); nil accepts any.
    public init(routes: [String]? = nil) {
        self.routes = routes
    }

    /// Reads and parses the tape at `path`.
    ///
    /// - Throws: the first `TapeError`: the file cannot be read, is not UTF-8, or has a bad line.
    public func parse(contentsOf path: String) throws(TapeError) -> Tape {
        let text = try TapeFile.decode(TapeFile.bytes(atPath: path), path: path)
        return try parse(text: text, path: path)
    }

    /// Parses a tape's bytes, which must be UTF-8.
    ///
    /// - Throws: the first `TapeError`.
    public func parse(bytes: [UInt8], path: String) throws(TapeError) -> Tape {
        try parse(text: TapeFile.decode(bytes, path: path), path: path)
    }

    /// Parses tape text.
    ///
    /// - Parameters:
    ///   - text: the tape; lines end with `\n`, `\r\n` or `\r`.
    ///   - path: the file name used in locations and errors.
    /// - Throws: the first `TapeError` of the text.
    public func parse(text: String, path: String) throws(TapeError) -> Tape {
        let (tape, errors) = analyze(text: text, path: path)
        if let first = errors.first { throw first }
        return tape
    }

    /// Every error of the tape at `path`, in line order; empty when it is valid.
    public func diagnose(contentsOf path: String) -> [TapeError] {
        do {
            let text = try TapeFile.decode(TapeFile.bytes(atPath: path), path: path)
            return diagnose(text: text, path: path)
        } catch {
            return [error]
        }
    }

    /// Reads the tape at `path` once and parses it: the tape when the file could be read, and
    /// every error in line order (empty when it is valid).
    func analyze(contentsOf path: String) -> (tape: Tape?, errors: [TapeError]) {
        do throws(TapeError) {
            let text = try TapeFile.decode(TapeFile.bytes(atPath: path), path: path)
            let (tape, errors) = analyze(text: text, path: path)
            return (tape, errors)
        } catch {
            return (nil, [error])
        }
    }

    /// Every error of the tape text, in line order; empty when it is valid.
    public func diagnose(text: String, path: String) -> [TapeError] {
        analyze(text: text, path: path).errors
    }

    // MARK: - Lines

    /// What the lines read so far have set.
    private struct State {
        var tape: Tape
        var sizeLine: Int?
        var routeLine: Int?
        var firstCommandLine: Int?
    }

    private func analyze(text: String, path: String) -> (tape: Tape, errors: [TapeError]) {
        var state = State(tape: Tape(path: path))
        var errors: [TapeError] = []
        var text = Substring(text)
        // Editors on Windows may start UTF-8 files with a byte-order mark; it is not part of line 1.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        for (index, line) in Self.lines(of: text).enumerated() {
            let lexer = LineLexer(line: line, lineNumber: index + 1, file: path)
            do throws(TapeError) {
                if line.unicodeScalars.count > TapeSyntax.maximumLineLength {
                    throw TapeError(.lineTooLong(limit: TapeSyntax.maximumLineLength), at: lexer.location(at: 0))
                }
                try parseLine(lexer: lexer, state: &state)
            } catch {
                errors.append(error)
            }
        }
        return (state.tape, errors)
    }

    /// The lines of `text`, split at `\n`, `\r\n` or `\r`.
    ///
    /// Works on scalars: `"\r\n"` is one Character, so splitting Characters at `"\n"` would miss it.
    static func lines(of text: Substring) -> [Substring] {
        var lines: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(Substring(scalars[start..<index]))
            index = scalars.index(after: index)
            if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
            start = index
        }
        lines.append(Substring(scalars[start..<scalars.endIndex]))
        return lines
    }

    private func parseLine(lexer: LineLexer, state: inout State) throws(TapeError) {
        let tokens = try lexer.tokens()
        guard let first = tokens.first else { return }
        var arguments = ArgumentReader(command: first, rest: tokens.dropFirst(), lexer: lexer)
        let location = arguments.location(of: first)
        guard !first.isQuoted else {
            throw TapeError(.unknownCommand(first.source, suggestion: nil), at: location)
        }

        let keyword = TapeSyntax.Keyword(rawValue: first.value)
        // Once a line is recognised as a command, Size and Route may no longer follow, even if
        // its arguments turn out to be wrong.
        if state.firstCommandLine == nil, keyword != .size, keyword != .route,
           keyword != nil || (first.value.count > 1 && KeyEvent(name: first.value) != nil) {
            state.firstCommandLine = lexer.lineNumber
        }
        let command: TapeCommand
        switch keyword {
        case .size:
            try checkSetting(first.value, previousLine: state.sizeLine, state: state, at: location)
            state.sizeLine = lexer.lineNumber
            state.tape.size = try arguments.size()
            try arguments.end()
            return
        case .route:
            try checkSetting(first.value, previousLine: state.routeLine, state: state, at: location)
            state.routeLine = lexer.lineNumber
            state.tape.route = try arguments.route(in: routes)
            try arguments.end()
            return
        case .type: command = .type(try arguments.string())
        case .paste: command = .paste(try arguments.pastedText())
        case .sleep: command = .sleep(try arguments.duration())
        case .deeplink: command = .deeplink(try arguments.string())
        case .resize: command = .resize(try arguments.size())
        case .expect: command = .expect(try arguments.string())
        case .expectNot: command = .expectNot(try arguments.string())
        case .expectWrapped: command = .expectWrapped(try arguments.string())
        case .expectTitle: command = .expectTitle(try arguments.string())
        case .wait: command = .wait(try arguments.string(), timeout: try arguments.optionalTimeout() ?? TapeSyntax.defaultWaitTimeout)
        case .set: command = .set(name: try arguments.word(), value: try arguments.word())
        case .waitNot: command = .waitNot(try arguments.string(), timeout: try arguments.optionalTimeout() ?? TapeSyntax.defaultWaitTimeout)
        case .snapshot: command = .snapshot(try arguments.snapshotName())
        case .screenshot: command = .screenshot(arguments.isAtEnd ? nil : try arguments.snapshotName(screenshot: true))
        case .assertNoLeaks: command = .assertNoLeaks
        case .click: command = .click(try arguments.clickTarget())
        case .scrollUp:
            let (count, point) = try arguments.scroll()
            command = .scrollUp(count: count, at: point)
        case .scrollDown:
            let (count, point) = try arguments.scroll()
            command = .scrollDown(count: count, at: point)
        case .saveState: command = .saveState
        case .restoreState: command = .restoreState
        case nil: command = try keyCommand(first, arguments: &arguments, at: location)
        }
        try arguments.end()
        state.tape.commands.append(TapeStep(command, at: location))
    }

    /// `Size` and `Route` come once, before everything else.
    private func checkSetting(_ name: String, previousLine: Int?, state: State, at location: TapeLocation) throws(TapeError) {
        if let firstCommandLine = state.firstCommandLine {
            throw TapeError(.settingAfterFirstCommand(command: name, firstCommandLine: firstCommandLine), at: location)
        }
        if let previousLine {
            throw TapeError(.duplicateSetting(command: name, firstLine: previousLine), at: location)
        }
    }

    private func keyCommand(_ first: Token, arguments: inout ArgumentReader, at location: TapeLocation) throws(TapeError) -> TapeCommand {
        // A single character is a key name too, but as a command it is almost always text
        // meant for Type; it is refused with that hint.
        if first.value.count > 1, let event = KeyEvent(name: first.value) {
            return .key(event, count: try arguments.count())
        }
        if TapeSyntax.looksLikeKey(first.value) {
            throw TapeError(.unknownKey(first.value), at: location)
        }
        throw TapeError(.unknownCommand(first.value, suggestion: TapeSyntax.suggestion(for: first.value)), at: location)
    }
}

/// Reads the arguments after a command, in order, with errors at the right column.
private struct ArgumentReader {
    let command: Token
    var rest: ArraySlice<Token>
    let lexer: LineLexer

    func location(of token: Token) -> TapeLocation {
        TapeLocation(file: lexer.file, line: lexer.lineNumber, column: token.column)
    }

    private var commandName: String { command.value }

    /// The next argument; `.missingArgument` points just after the command.
    private mutating func next() throws(TapeError) -> Token {
        guard let token = rest.popFirst() else {
            let location = TapeLocation(file: lexer.file, line: lexer.lineNumber, column: command.endColumn)
            throw TapeError(.missingArgument(command: commandName), at: location)
        }
        return token
    }

    /// Fails on the first argument left over.
    func end() throws(TapeError) {
        if let extra = rest.first {
            throw TapeError(.unexpectedArgument(command: commandName, argument: extra.source), at: location(of: extra))
        }
    }

    /// A non-empty quoted string without control characters (`\n`, `\u{1B}`: keys say those).
    mutating func string() throws(TapeError) -> String {
        let token = try stringToken()
        if let control = token.value.unicodeScalars.first(where: TapeSyntax.isControl) {
            throw TapeError(.controlCharacterInString(control), at: location(of: token))
        }
        return token.value
    }

    /// A non-empty quoted string that may hold control characters written as escapes (a paste).
    mutating func pastedText() throws(TapeError) -> String {
        try stringToken().value
    }

    private mutating func stringToken() throws(TapeError) -> Token {
        let token = try next()
        guard token.isQuoted else {
            throw TapeError(.expectedString(command: commandName, found: token.source), at: location(of: token))
        }
        guard !token.value.isEmpty else {
            throw TapeError(.emptyString(command: commandName), at: location(of: token))
        }
        return token
    }

    mutating func size() throws(TapeError) -> Size {
        let token = try next()
        guard let size = TapeSyntax.size(parsing: token.value) else {
            throw TapeError(.invalidSize(token.source), at: location(of: token))
        }
        return size
    }

    mutating func route(in routes: [String]?) throws(TapeError) -> String {
        let token = try next()
        if let routes, !routes.contains(token.value) {
            throw TapeError(.unknownRoute(token.value, expected: routes), at: location(of: token))
        }
        return token.value
    }

    mutating func duration() throws(TapeError) -> Duration {
        let token = try next()
        return try TapeSyntax.duration(token.value, at: location(of: token))
    }

    /// Whether no argument is left.
    var isAtEnd: Bool { rest.isEmpty }

    /// One argument, quoted or not.
    mutating func word() throws(TapeError) -> String {
        try next().value
    }

    /// A `Wait` timeout if one is written (a duration; out of range, the error speaks of a timeout).
    mutating func optionalTimeout() throws(TapeError) -> Duration? {
        guard !rest.isEmpty else { return nil }
        do {
            return try duration()
        } catch {
            guard case .durationOutOfRange(let text) = error.kind else { throw error }
            throw TapeError(.timeoutOutOfRange(text), at: error.location)
        }
    }

    /// A `Snapshot` name, or a `Screenshot` name with `screenshot`: a plain file name.
    mutating func snapshotName(screenshot: Bool = false) throws(TapeError) -> String {
        let token = try stringToken()
        guard TapeSyntax.isValidSnapshotName(token.value) else {
            throw TapeError(screenshot ? .invalidScreenshotName(token.value) : .invalidSnapshotName(token.value),
                            at: location(of: token))
        }
        return token.value
    }

    /// `"text"` or `X Y`.
    mutating func clickTarget() throws(TapeError) -> TapeClickTarget {
        guard let first = rest.first else { _ = try next(); return .position(.zero) }
        if first.isQuoted { return .text(try string()) }
        return .position(try cell())
    }

    /// `[COUNT] [X Y]`: the count (1 when absent) and the cell, if written.
    mutating func scroll() throws(TapeError) -> (Int, Point?) {
        let count = try count()
        guard !rest.isEmpty else { return (count, nil) }
        return (count, try cell())
    }

    /// Two whole numbers: a column and a row, from 0.
    private mutating func cell() throws(TapeError) -> Point {
        let column = rest.first
        let x = try coordinate()
        if rest.isEmpty, let column {
            throw TapeError(.missingRow(command: commandName), at: TapeLocation(file: lexer.file, line: lexer.lineNumber, column: column.endColumn))
        }
        let y = try coordinate()
        return Point(x: x, y: y)
    }

    private mutating func coordinate() throws(TapeError) -> Int {
        let token = try next()
        guard !token.isQuoted, token.value.allSatisfy({ $0.isASCII && $0.isNumber }), token.value.count <= 5,
              let value = Int(token.value), value < TapeSyntax.maximumSide
        else {
            throw TapeError(.invalidCoordinate(command: commandName, found: token.source), at: location(of: token))
        }
        return value
    }

    /// An optional repeat count; 1 when absent.
    mutating func count() throws(TapeError) -> Int {
        guard let token = rest.first else { return 1 }
        rest.removeFirst()
        guard !token.isQuoted else { throw TapeError(.invalidCount(token.source), at: location(of: token)) }
        return try TapeSyntax.count(token.value, at: location(of: token))
    }
}
