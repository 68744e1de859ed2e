import TerminalCore

/// What `TapeCommandLine` was asked to do, parsed from the arguments.
///
/// Two modes: live (the app in this terminal; `--route`, `--deeplink`, `--record`,
/// `--save-state`, `--restore`) and replay
/// (`--replay FILE.tape…`; `--update-snapshots`, `--tty`, `--pace`, `--coverage`,
/// `--coverage-min`, `--graph`). Mixing them is a usage error.
public struct TapeCommandLineOptions: Hashable, Sendable {
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
    /// `--graph mermaid|dot`: write the navigation graph the tapes observed to standard output.
    public var graph: GraphFormat?
    /// `--help` / `-h`.
    public var help = false
    /// `--cast FILE`, `--screenshots DIR`, `--report DIR`.
    package var outputOptions = TapeOutputOptions()

    /// Nothing asked: the app live, at its default route.
    public init() {}

    /// Parses `arguments` (without the executable's name).
    ///
    /// - Throws: `TapeCommandLineError` naming the bad argument and the fix.
    public init(arguments: [String]) throws(TapeCommandLineError) {
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
            switch argument {
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
            case "--graph": graph = try TapeCoverageOptions.graphFormat(parsing: try value(for: argument))
            case "--cast": outputOptions.cast = try value(for: argument)
            case "--screenshots": outputOptions.screenshots = try value(for: argument)
            case "--report": outputOptions.report = try value(for: argument)
            case "--help", "-h": help = true
            default:
                guard replayMode, !argument.hasPrefix("-") else {
                    throw TapeCommandLineError("unknown argument \(PrintableText.escaping(argument))")
                }
                replay.append(argument)
            }
            index += 1
        }
        if replayMode, replay.isEmpty { throw TapeCommandLineError("--replay needs at least one FILE.tape") }
        if replay.isEmpty {
            if record != nil, restore != nil {
                throw TapeCommandLineError("--record cannot be used with --restore: a tape cannot start from a state file (tapes use SaveState and RestoreState)")
            }
            if updateSnapshots { throw TapeCommandLineError("--update-snapshots goes with --replay FILE.tape") }
            if tty { throw TapeCommandLineError("--tty goes with --replay FILE.tape") }
            if pace != nil { throw TapeCommandLineError("--pace goes with --replay FILE.tape --tty") }
        } else {
            if pace != nil, !tty { throw TapeCommandLineError("--pace goes with --tty") }
            var liveOnly: [String] = []
            if route != nil { liveOnly.append("--route") }
            if !deeplinks.isEmpty { liveOnly.append("--deeplink") }
            if record != nil { liveOnly.append("--record") }
            if saveState != nil { liveOnly.append("--save-state") }
            if restore != nil { liveOnly.append("--restore") }
            if !liveOnly.isEmpty {
                throw TapeCommandLineError("\(liveOnly.joined(separator: ", ")) cannot be used with --replay: tapes set their own Route and Deeplink")
            }
        }
        try coverageOptions.validate(replaying: !replay.isEmpty)
        try outputOptions.validate(tapes: replay.count)
    }

    /// `--coverage`, `--coverage-min` and `--graph` together, as `lcdemo` takes them too.
    package var coverageOptions: TapeCoverageOptions {
        TapeCoverageOptions(graph: graph, coverage: coverage, minimum: coverageMinimum)
    }

    /// Parses `--pace`'s value: whole milliseconds from 0 to 10000.
    private static func pace(parsing text: String) throws(TapeCommandLineError) -> Duration {
        guard let milliseconds = Int(text), (0...10_000).contains(milliseconds) else {
            throw TapeCommandLineError("--pace takes milliseconds from 0 to 10000, not \(text)")
        }
        return .milliseconds(milliseconds)
    }

    /// The usage text for an executable called `name`.
    public static func usage(name: String, routes: [String]?) -> String {
        let lines = [
            "USAGE: \(name) [--route ROUTE] [--deeplink URL]... [--record FILE.tape] [--cast FILE]",
            "                 [--save-state FILE] [--restore FILE]",
            "       \(name) --replay FILE.tape... [--update-snapshots] [--tty [--pace MS]]",
            "                 [--coverage [--coverage-min P|NAME=P,...]] [--graph mermaid|dot]",
            "                 [--cast FILE] [--screenshots DIR] [--report DIR]",
            "",
            "With no options, runs the app in this terminal (q quits).",
            "  --route ROUTE          where to start" + (routes.map { " (\($0.joined(separator: ", ")))" } ?? ""),
            "  --deeplink URL         open this link at launch (may repeat)",
            "  --record FILE.tape     write the session's keys to a tape that replays it",
            "  --save-state FILE      on quit, write where the app is (tabs, stacks, presented screens) to FILE",
            "  --restore FILE         start where a --save-state FILE left off (a bad file: one line, a fresh start)",
            "  --replay FILE.tape...  replay tapes headless and check their expectations",
            "  --update-snapshots     with --replay: write Snapshot files instead of comparing",
            "  --tty                  with --replay: replay in this terminal, slowly enough to watch",
            "  --pace MS              with --tty: wait MS milliseconds before each key (default 120)",
            "  --coverage             with --replay: after the results, report the screens, transitions,",
            "                         deep-link routes and gates, and footer keys the tapes reached",
            "  --coverage-min P       with --coverage: fail under P percent, for every category (P) or",
            "                         the named ones (screens=100,routes=100; categories: \(CoverageReport.categoryNames.joined(separator: ", ")))",
            "  --graph FORMAT         with --replay: write the navigation graph (mermaid or dot) to",
            "                         standard output; the tape report goes to standard error",
            "  --cast FILE            write the session, or the one tape replayed (at its virtual times), as",
            "                         an asciicast v2 file (asciinema play FILE)",
            "  --screenshots DIR      with --replay: write each Screenshot \"name\" as the picture DIR/name.svg",
            "  --report DIR           with --replay: write the results as DIR/index.html, with the failing",
            "                         steps and the expected and actual screens",
            "",
            "Exit codes: 0 success; 1 a tape failed, coverage was under --coverage-min, or the app",
            "failed; 2 a tape was malformed or a file could not be used, or no terminal; 64 a usage error.",
        ]
        return lines.joined(separator: "\n")
    }
}
