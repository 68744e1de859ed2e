import LCoordinatorLaunch
import TerminalCore

/// What `AppCommandLine` (or `TapeCommandLine`) was asked to do, parsed from the arguments.
///
/// The launcher reads the tape runner's flags too, as values: `TapeCommandLine` acts on them,
/// and `AppCommandLine` (no tape runner) refuses them as unknown arguments.
///
/// Two modes: live (the app in this terminal; `--route`, `--deeplink`, `--record`,
/// `--save-state`, `--restore`) and replay
/// (`--replay FILE.tape…`; `--update-snapshots`, `--tty`, `--pace`, `--coverage`,
/// `--coverage-min`, `--graph`). Mixing them is a usage error.
public struct AppCommandLineOptions: Hashable, Sendable {
    /// `--route`: where the live app starts (nil: the host's default).
    public var route: String?
    /// `--deeplink URL` (may repeat): links opened when the live app starts.
    public var deeplinks: [String] = []
    /// `--record FILE.tape`: write the live session's keys to a tape.
    public var record: String?
    /// `--save-state FILE`: on quit, write the app's state (`TapeSession.saveState()`) to FILE.
    public var saveState: String?
    /// `--restore FILE`: start where a `--save-state FILE` left off (`TapeSession.restoreState`).
    public var restore: String?
    /// `--resume-state FILE` (given by a server to each session it can bring back): start where
    /// FILE left off when it exists, keep FILE saved with where the app is after every change,
    /// and delete it when the user quits. Not in `--help`.
    package var resumeState: String?
    /// `--replay FILE.tape…`: the tapes to replay (empty: run live).
    public var replay: [String] = []
    /// `--update-snapshots`: write golden screens instead of comparing them.
    public var updateSnapshots = false
    /// `--tty`: replay in this terminal, slowly enough to watch.
    public var tty = false
    /// `--pace MS`: with `--tty`, the wait before each input (nil: 120 ms).
    public var pace: Duration?
    /// `--coverage`: after the results, report the screens, transitions, deep-link routes and
    /// gates and footer keys the tapes reached (the host must be a `TapeCoverageHost`).
    public var coverage = false
    /// `--coverage-min P|NAME=P,…`: with `--coverage`, fail under these percentages.
    public var coverageMinimum: CoverageMinimum?
    /// `--coverage-strict`: with `--coverage`, fail when the tapes reached a transition the app's
    /// navigation map does not declare.
    public var coverageStrict = false
    /// `--graph mermaid|dot`: write the navigation graph the tapes observed to standard output.
    public var graph: GraphFormat?
    /// `--help` / `-h`.
    public var help = false
    /// `--serve-ssh ADDRESS:PORT` and its flags, as given (checked by `sshServeOptions()`).
    package var sshValues: [String: String] = [:]
    /// The arguments without the `--serve-ssh` flags: what each session's child process runs with.
    package var sshSessionArguments: [String] = []
    /// `--cast FILE`, `--screenshots DIR`, `--report DIR`.
    package var outputOptions = TapeOutputOptions()
    /// The executable's own flags that were given: each name to its values in order (a flag
    /// without a value: one empty string each time).
    package var hostValues: [String: [String]] = [:]

    /// Nothing asked: the app live, at its default route.
    public init() {}

    /// Parses `arguments` (without the executable's name).
    ///
    /// - Throws: `TapeCommandLineError` naming the bad argument and the fix.
    public init(arguments: [String]) throws(TapeCommandLineError) {
        try self.init(arguments: arguments, hostFlags: [])
    }

    /// Parses `arguments` with the app's own `options` besides the shared ones: each value is
    /// checked (`AppOption.check`), and an option is refused with `--replay` (tapes set what
    /// they need with their own commands).
    ///
    /// - Throws: `TapeCommandLineError` naming the bad argument and the fix.
    public init(arguments: [String], options: [AppOption]) throws(TapeCommandLineError) {
        try self.init(arguments: arguments, hostFlags: options.map(TapeCommandLineFlag.init(appOption:)))
    }

    /// The values given to the app's own options (`init(arguments:options:)`).
    public var appOptions: AppOptions { AppOptions(hostValues) }

    /// Parses `arguments` with an executable's own `hostFlags` besides the shared ones.
    ///
    /// - Throws: `TapeCommandLineError` naming the bad argument and the fix.
    package init(arguments: [String], hostFlags: [TapeCommandLineFlag], tapes: Bool = true) throws(TapeCommandLineError) {
        var index = 0
        func value(for option: String) throws(TapeCommandLineError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw TapeCommandLineError("\(option) needs a value")
            }
            return arguments[index]
        }
        var replayMode = false
        while index < arguments.count {
            let argument = arguments[index]
            let start = index
            // After `index += 1` below: the argument and its value, unless it is the server's.
            defer { if !Self.serverFlags.contains(argument) { sshSessionArguments += arguments[start..<min(index, arguments.count)] } }
            switch argument {
            case _ where !tapes && Self.tapeFlags.contains(argument):
                throw TapeCommandLineError(Self.unknown(argument, hostFlags: hostFlags, tapes: false))
            case "--resume": sshValues[argument] = ""
            case _ where Self.serverFlags.contains(argument): sshValues[argument] = try value(for: argument)
            case "--resume-state": resumeState = try value(for: argument)
            case "--route": route = try value(for: argument)
            case "--deeplink": deeplinks.append(try value(for: argument))
            case "--record": record = try value(for: argument)
            case "--save-state": saveState = try value(for: argument)
            case "--restore": restore = try value(for: argument)
            case "--replay": replayMode = true
            case "--update-snapshots": updateSnapshots = true
            case "--tty": tty = true
            case "--pace": pace = try Self.pace(parsing: try value(for: argument))
            case "--coverage": coverage = true
            case "--coverage-min": coverageMinimum = try TapeCoverageOptions.minimum(parsing: try value(for: argument))
            case "--coverage-strict": coverageStrict = true
            case "--graph": graph = try TapeCoverageOptions.graphFormat(parsing: try value(for: argument))
            case "--cast": outputOptions.cast = try value(for: argument)
            case "--screenshots": outputOptions.screenshots = try value(for: argument)
            case "--report": outputOptions.report = try value(for: argument)
            case "--help", "-h": help = true
            default:
                if let flag = hostFlags.first(where: { $0.name == argument }) {
                    let given = flag.valueName == nil ? "" : try value(for: argument)
                    if let problem = flag.check?(given) { throw TapeCommandLineError(problem) }
                    hostValues[flag.name, default: []].append(given)
                    break
                }
                guard replayMode, !argument.hasPrefix("-") else {
                    throw TapeCommandLineError(Self.unknown(argument, hostFlags: hostFlags, tapes: tapes))
                }
                replay.append(argument)
            }
            index += 1
        }
        if replayMode, replay.isEmpty { throw TapeCommandLineError("--replay needs at least one FILE.tape") }
        let given = hostFlags.filter { hostValues[$0.name] != nil }
        if replay.isEmpty {
            if record != nil, restore != nil {
                throw TapeCommandLineError("--record cannot be used with --restore: a tape cannot start from a state file (tapes use SaveState and RestoreState)")
            }
            if updateSnapshots { throw TapeCommandLineError("--update-snapshots goes with --replay FILE.tape") }
            if tty { throw TapeCommandLineError("--tty goes with --replay FILE.tape") }
            if pace != nil { throw TapeCommandLineError("--pace goes with --replay FILE.tape --tty") }
            if let flag = given.first(where: { $0.mode == .replay }) {
                throw TapeCommandLineError("\(flag.name) goes with --replay FILE.tape")
            }
        } else {
            if pace != nil, !tty { throw TapeCommandLineError("--pace goes with --tty") }
            var liveOnly: [String] = []
            if route != nil { liveOnly.append("--route") }
            if !deeplinks.isEmpty { liveOnly.append("--deeplink") }
            liveOnly += given.filter { $0.mode == .live && $0.tapeCommand != nil }.map(\.name)
            if record != nil { liveOnly.append("--record") }
            if saveState != nil { liveOnly.append("--save-state") }
            if restore != nil { liveOnly.append("--restore") }
            if resumeState != nil { liveOnly.append("--resume-state") }
            if !liveOnly.isEmpty {
                let commands = hostFlags.compactMap { $0.mode == .live ? $0.tapeCommand : nil } + ["Route", "Deeplink"]
                let named = commands.dropLast().joined(separator: ", ") + " and " + (commands.last ?? "")
                throw TapeCommandLineError("\(liveOnly.joined(separator: ", ")) cannot be used with --replay: tapes set their own \(named)")
            }
            if let flag = given.first(where: { $0.mode == .live }) {
                throw TapeCommandLineError("\(flag.name) goes with a live session, not --replay")
            }
        }
        try coverageOptions.validate(replaying: !replay.isEmpty)
        try outputOptions.validate(tapes: replay.count)
        try validateServingEither(writing: given.filter(\.writesFile).map(\.name))
    }

    /// Whether the executable's own flag `name` was given.
    package func isGiven(_ name: String) -> Bool { hostValues[name] != nil }

    /// The last value given to the executable's own flag `name`.
    package func value(of name: String) -> String? { hostValues[name]?.last }

    /// The error for an argument no flag spells, with the closest flag when one is a likely typo.
    private static func unknown(_ argument: String, hostFlags: [TapeCommandLineFlag], tapes: Bool) -> String {
        let names = flags(routes: nil, tapes: tapes).map(\.name) + hostFlags.filter { !$0.isHidden }.map(\.name)
        let limit = max(1, min(3, argument.count / 3))
        let closest = names.map { (name: $0, distance: EditDistance.between(argument, $0)) }
            .filter { $0.distance <= limit }.min { $0.distance < $1.distance }
        let text = "unknown argument \(PrintableText.escaping(argument))"
        return closest.map { text + " (did you mean \($0.name)?)" } ?? text
    }

    /// `--coverage`, `--coverage-min` and `--graph` together, as `lcdemo` takes them too.
    package var coverageOptions: TapeCoverageOptions {
        TapeCoverageOptions(graph: graph, coverage: coverage, minimum: coverageMinimum, strict: coverageStrict)
    }

    /// Parses `--pace`'s value: whole milliseconds from 0 to 10000.
    private static func pace(parsing text: String) throws(TapeCommandLineError) -> Duration {
        guard let milliseconds = Int(text), (0...10_000).contains(milliseconds) else {
            throw TapeCommandLineError("--pace takes milliseconds from 0 to 10000, not \(PrintableText.escaping(text))")
        }
        return .milliseconds(milliseconds)
    }
}
