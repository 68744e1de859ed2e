/// What `TapeCommandLine` was asked to do, parsed from the arguments.
///
/// Two modes: live (the app in this terminal; `--route`, `--deeplink`, `--record`) and replay
/// (`--replay FILE.tape…`; `--update-snapshots`, `--tty`). Mixing them is a usage error.
public struct TapeCommandLineOptions: Hashable, Sendable {
    /// `--route`: where the live app starts (nil: the host's default).
    public var route: String?
    /// `--deeplink URL` (may repeat): links opened when the live app starts.
    public var deeplinks: [String] = []
    /// `--record FILE.tape`: write the live session's keys to a tape.
    public var record: String?
    /// `--replay FILE.tape…`: the tapes to replay (empty: run live).
    public var replay: [String] = []
    /// `--update-snapshots`: write golden screens instead of comparing them.
    public var updateSnapshots = false
    /// `--tty`: replay in this terminal, slowly enough to watch.
    public var tty = false
    /// `--help` / `-h`.
    public var help = false

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
            case "--replay": replayMode = true
            case "--update-snapshots": updateSnapshots = true
            case "--tty": tty = true
            case "--help", "-h": help = true
            default:
                guard replayMode, !argument.hasPrefix("-") else {
                    throw TapeCommandLineError("unknown argument \(TapeSyntax.printable(argument))")
                }
                replay.append(argument)
            }
            index += 1
        }
        if replayMode, replay.isEmpty { throw TapeCommandLineError("--replay needs at least one FILE.tape") }
        if replay.isEmpty {
            if updateSnapshots { throw TapeCommandLineError("--update-snapshots goes with --replay FILE.tape") }
            if tty { throw TapeCommandLineError("--tty goes with --replay FILE.tape") }
        } else {
            var liveOnly: [String] = []
            if route != nil { liveOnly.append("--route") }
            if !deeplinks.isEmpty { liveOnly.append("--deeplink") }
            if record != nil { liveOnly.append("--record") }
            if !liveOnly.isEmpty {
                throw TapeCommandLineError("\(liveOnly.joined(separator: ", ")) cannot be used with --replay: tapes set their own Route and Deeplink")
            }
        }
    }

    /// The usage text for an executable called `name`.
    public static func usage(name: String, routes: [String]?) -> String {
        let lines = [
            "USAGE: \(name) [--route ROUTE] [--deeplink URL]... [--record FILE.tape]",
            "       \(name) --replay FILE.tape... [--update-snapshots] [--tty]",
            "",
            "With no options, runs the app in this terminal (q quits).",
            "  --route ROUTE          where to start" + (routes.map { " (\($0.joined(separator: ", ")))" } ?? ""),
            "  --deeplink URL         open this link at launch (may repeat)",
            "  --record FILE.tape     write the session's keys to a tape that replays it",
            "  --replay FILE.tape...  replay tapes headless and check their expectations",
            "  --update-snapshots     with --replay: write Snapshot files instead of comparing",
            "  --tty                  with --replay: replay in this terminal, slowly enough to watch",
            "",
            "Exit codes: 0 success; 1 a tape failed or the app failed; 2 a tape was malformed or a",
            "file could not be used, or no terminal; 64 a usage error.",
        ]
        return lines.joined(separator: "\n")
    }
}
