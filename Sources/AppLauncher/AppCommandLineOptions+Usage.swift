import LCoordinatorLaunch
import TerminalCore

/// `--help`: the synopsis, every flag (the shared ones, then the executable's own) and the exit
/// codes, from the same flag list the parser reads.
extension AppCommandLineOptions {
    /// The tape runner's flags: `TapeCommandLine` acts on them; `AppCommandLine` does not know them.
    static let tapeFlags: Set<String> = ["--record", "--replay", "--update-snapshots", "--tty", "--pace", "--coverage",
                                         "--coverage-min", "--coverage-strict", "--graph", "--cast", "--screenshots", "--report"]

    /// The shared flags as the help lists them (the names the parser suggests from, too),
    /// without the tape runner's unless `tapes`.
    static func flags(routes: [String]?, tapes: Bool = true) -> [TapeCommandLineFlag] {
        allFlags(routes: routes).filter { tapes || !tapeFlags.contains($0.name) }
    }

    private static func allFlags(routes: [String]?) -> [TapeCommandLineFlag] {
        let categories = CoverageMinimum.categoryNames.joined(separator: ", ")
        return [
            .init("--route", value: "ROUTE", mode: .live, help: "where to start" + (routes.map { " (\($0.joined(separator: ", ")))" } ?? "")),
            .init("--deeplink", value: "URL", mode: .live, help: "open this link at launch (may repeat)"),
            .init("--record", value: "FILE.tape", mode: .live, help: "write the session's keys to a tape that replays it"),
            .init("--save-state", value: "FILE", mode: .live, help: "on quit, write where the app is (tabs, stacks, presented screens) to FILE"),
            .init("--restore", value: "FILE", mode: .live, help: "start where a --save-state FILE left off (a bad file: one line, a fresh start)"),
            .init("--replay", value: "FILE.tape...", mode: .replay, help: "replay tapes headless and check their expectations"),
            .init("--update-snapshots", mode: .replay, help: "with --replay: write Snapshot files instead of comparing"),
            .init("--tty", mode: .replay, help: "with --replay: replay in this terminal, slowly enough to watch"),
            .init("--pace", value: "MS", mode: .replay, help: "with --tty: wait MS milliseconds before each key (default 120)"),
            .init("--coverage", mode: .replay, help: "with --replay: after the results, report the screens, transitions, deep-link routes and gates, and footer keys the tapes reached"),
            .init("--coverage-min", value: "P", mode: .replay, help: "with --coverage: fail under P percent, for every category (P) or the named ones (screens=100,routes=100; categories: \(categories))"),
            .init("--coverage-strict", mode: .replay, help: "with --coverage: fail when the tapes reached a transition the navigation map does not declare"),
            .init("--graph", value: "FORMAT", mode: .replay, help: "with --replay: write the navigation graph (mermaid or dot) to standard output; the tape report goes to standard error"),
            .init("--cast", value: "FILE", help: "write the session, or the one tape replayed (at its virtual times), as an asciicast v2 file (asciinema play FILE)"),
            .init("--screenshots", value: "DIR", mode: .replay, help: "with --replay: write each Screenshot \"name\" as the picture DIR/name.svg"),
            .init("--report", value: "DIR", mode: .replay, help: "with --replay: write the results as DIR/index.html, with the failing steps and the expected and actual screens"),
            .init("--serve-ssh", value: "ADDRESS:PORT", mode: .live, help: "serve the app over SSH instead: each session runs it in a process of its own, with these options (ssh -t -p PORT ADDRESS [URL] joins, URL a deep link)"),
            .init("--host-key", value: "FILE", mode: .live, help: "with --serve-ssh: the server's ed25519 key, created with mode 0600 when missing (default \(SSHServeOptions.defaultHostKey))"),
            .init("--authorized-keys", value: "FILE", mode: .live, help: "with --serve-ssh: only these OpenSSH public keys get in (without it, anyone may connect)"),
            .init("--max-sessions", value: "N", mode: .live, help: "with --serve-ssh: at most N sessions at once (default \(SSHServeOptions.defaultMaxSessions))"),
            .init("--idle-timeout", value: "SECONDS", mode: .live, help: "with --serve-ssh: end a session after SECONDS without input"),
            .init("--resume", mode: .live, help: "with --serve-ssh: a user who joins again with the same key gets their last screen back (the app must save its state; see --resume-window)"),
        ] + webUsageFlags
    }

    /// Why the app's own `options` cannot join the shared flags (nil when they can): a name
    /// not spelled `--name`, one of the shared flags', or declared twice. A mistake in the
    /// app's code, said before anything is parsed.
    package static func declarationProblem(_ options: [AppOption]) -> String? {
        let shared = Set(flags(routes: nil).map(\.name) + ["--help"])
        var seen: Set<String> = []
        for option in options {
            if let problem = option.nameProblem { return problem }
            if shared.contains(option.name) { return "the app's option \(option.name) is one of the shared flags; name it differently" }
            if !seen.insert(option.name).inserted { return "the app declares the option \(option.name) twice" }
        }
        return nil
    }

    /// The usage text for an executable called `name`.
    public static func usage(name: String, routes: [String]?) -> String {
        usage(name: name, routes: routes, hostFlags: [])
    }

    /// The usage text for an executable called `name` with its own flags and words.
    ///
    /// - Parameters:
    ///   - about: lines before the synopsis (what the executable is).
    ///   - hostFlags: the executable's own flags, listed after the shared ones; its live and
    ///     replay flags also join those synopses.
    ///   - hostUsage: more synopsis lines after the name (a mode of its own).
    ///   - exitCodes: more exit codes, after the shared ones.
    ///   - savesState: whether the app saves its state; when not, `--save-state` and
    ///     `--restore` are not offered.
    ///   - tapes: whether the tape runner's flags are offered (`TapeCommandLine`) or not
    ///     (`AppCommandLine`).
    package static func usage(name: String, routes: [String]?, about: [String] = [], hostFlags: [TapeCommandLineFlag],
                              hostUsage: [String] = [], exitCodes: String? = nil, savesState: Bool = true,
                              tapes: Bool = true) -> String {
        let shown = hostFlags.filter { !$0.isHidden }
        func synopsis(_ modes: [TapeCommandLineFlag.Mode]) -> [String] {
            let items = shown.filter { modes.contains($0.mode) }.map { "[\($0.spelling)]" }
            return wrap(items.joined(separator: " "), width: 100, indent: 17)
        }
        var lines = about.isEmpty ? [] : about + [""]
        lines += [
            "USAGE: \(name) [--route ROUTE] [--deeplink URL]..." + (tapes ? " [--record FILE.tape] [--cast FILE]" : ""),
        ] + (savesState ? ["                 [--save-state FILE] [--restore FILE]"] : []) + synopsis([.live, .any])
        if tapes {
            lines += [
                "       \(name) --replay FILE.tape... [--update-snapshots] [--tty [--pace MS]]",
                "                 [--coverage [--coverage-min P|NAME=P,...] [--coverage-strict]]",
                "                 [--graph mermaid|dot]",
                "                 [--cast FILE] [--screenshots DIR] [--report DIR]",
            ] + synopsis([.replay, .any])
        }
        lines += [
            "       \(name) --serve-ssh ADDRESS:PORT [--host-key FILE] [--authorized-keys FILE]",
            "                 [--max-sessions N] [--idle-timeout SECONDS] [--resume [--resume-window SECONDS]]",
            "                 [--route ROUTE] [--deeplink URL]...",
        ] + webSynopsis(name: name)
        lines += hostUsage.map { "       \(name) \($0)" }
        lines += ["", "With no options, runs the app in this terminal (q quits)."]
        let stateFlags: Set = ["--save-state", "--restore"]
        for flag in flags(routes: routes, tapes: tapes).filter({ savesState || !stateFlags.contains($0.name) }) + shown {
            let head = "  " + flag.spelling.padding(to: 23)
            var help = wrap(flag.help, width: 100, indent: 25)
            if flag.spelling.count < 23, let first = help.first {
                help[0] = head + first.dropFirst(25)
            } else {
                lines.append(head)
            }
            lines += help
        }
        lines.append("")
        let failed = tapes ? "1 a tape failed, coverage was under --coverage-min or reached what is undeclared under --coverage-strict, or the app failed; 2 a tape was malformed or a file could not be used, or no terminal"
            : "1 the app failed; 2 a file could not be used, or no terminal"
        lines += wrap("Exit codes: 0 success; " + failed + "; 64 a usage error; 130 interrupted by Ctrl+C or SIGINT (the app quit through its normal path)" + (exitCodes.map { "; \($0)" } ?? "") + ".", width: 100, indent: 0)
        return lines.joined(separator: "\n")
    }

    /// `text` in lines of at most `width` columns (a longer word stands alone), each indented by
    /// `indent` spaces.
    private static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { String(repeating: " ", count: indent) + $0 }
    }
}

extension String {
    /// The string with spaces after it up to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
