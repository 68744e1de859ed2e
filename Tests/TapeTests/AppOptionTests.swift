import LCoordinatorLaunch
import Tape
import TerminalCore
import Testing

/// An app's own options (`TapeHost.appOptions`): listed by `--help`, parsed and checked like the
/// shared flags before anything starts, given to the live session, and passed to every session
/// of `--serve-ssh` and `--serve-web`.
@Suite @MainActor struct AppOptionTests {
    /// A host with options of its own; it keeps the values its live session was given.
    final class OptionsHost: TapeHost {
        let base = TestHost()
        let appOptions: [AppOption]
        private(set) var given: AppOptions?
        init(_ options: [AppOption] = [AppOptionTests.ucdDirectory, AppOptionTests.verbose]) { appOptions = options }
        var routes: [String]? { base.routes }
        func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
            try base.makeSession(terminal: terminal, clock: clock, route: route)
        }
        func makeLiveSession(terminal: any Terminal, clock: any TerminalClock, route: String?, options: AppOptions) throws -> any TapeSession {
            given = options
            return try base.makeSession(terminal: terminal, clock: clock, route: route)
        }
    }

    static let ucdDirectory = AppOption("--ucd-dir", value: "DIR", help: "where the Unicode data files are") { directory in
        directory.hasPrefix("/") ? nil : "takes an absolute folder, e.g. /usr/share/unicode"
    }
    static let verbose = AppOption("--verbose", help: "say more")

    private func run(_ arguments: [String], host: OptionsHost = OptionsHost(), quit: Bool = true) -> (code: Int32, out: [String], err: [String]) {
        var out: [String] = []
        var err: [String] = []
        let terminal = HeadlessTerminal(size: .reference)
        if quit { terminal.enqueue(contentsOf: [.key(.char("q"))]) }
        let code = TapeCommandLine.run(host: host, name: "app", arguments: arguments, terminal: { terminal }, isTerminal: true,
                                       write: { out.append($0) }, writeError: { err.append($0) })
        return (code, out, err)
    }

    @Test func helpListsTheAppsOptionsAfterTheSharedOnes() {
        let result = run(["--help"])
        #expect(result.code == 0)
        let help = result.out.joined(separator: "\n")
        #expect(help.contains("  --ucd-dir DIR          where the Unicode data files are"), "\(help)")
        #expect(help.contains("  --verbose              say more"), "\(help)")
        #expect(help.contains("[--ucd-dir DIR] [--verbose]"), "\(help)")
        // After the last shared flag's line.
        let shared = help.range(of: "\n  --web-token-file FILE")
        let own = help.range(of: "\n  --ucd-dir DIR")
        #expect(shared != nil && own != nil)
        if let shared, let own { #expect(shared.lowerBound < own.lowerBound) }
    }

    @Test func theLiveSessionGetsTheValues() {
        let host = OptionsHost()
        let result = run(["--ucd-dir", "/usr/share/unicode", "--route", "list", "--verbose", "--ucd-dir", "/srv/ucd"], host: host)
        #expect(result.code == 0, "\(result.err)")
        #expect(host.given?["--ucd-dir"] == "/srv/ucd")
        #expect(host.given?.values(of: "--ucd-dir") == ["/usr/share/unicode", "/srv/ucd"])
        #expect(host.given?.isGiven("--verbose") == true)
        #expect(host.given?["--verbose"] == "")
        #expect(host.base.sessionsMade == 1)
        let plain = OptionsHost()
        #expect(run([], host: plain).code == 0)
        #expect(plain.given == AppOptions())
        #expect(plain.given?.isGiven("--ucd-dir") == false)
    }

    @Test func aBadValueIsOneLineAndNothingStarts() {
        let host = OptionsHost()
        let result = run(["--ucd-dir", "data\u{1B}[2J"], host: host, quit: false)
        #expect(result.code == 64)
        #expect(result.err == ["app: --ucd-dir data\\u{001B}[2J: takes an absolute folder, e.g. /usr/share/unicode; see app --help"])
        #expect(host.base.sessionsMade == 0 && host.given == nil)
        // A second value is checked too, and a missing one is the shared error.
        #expect(run(["--ucd-dir", "/a", "--ucd-dir", "b"], host: host).err == ["app: --ucd-dir b: takes an absolute folder, e.g. /usr/share/unicode; see app --help"])
        #expect(run(["--ucd-dir"], host: host).err == ["app: --ucd-dir needs a value; see app --help"])
        // Served, a bad value stops the server from starting as well.
        let served = run(["--serve-ssh", "127.0.0.1:0", "--ucd-dir", "b"], host: host)
        #expect(served.code == 64 && served.err == ["app: --ucd-dir b: takes an absolute folder, e.g. /usr/share/unicode; see app --help"])
        #expect(host.base.sessionsMade == 0)
    }

    @Test func anUnknownFlagStillFailsAndSuggestsTheAppsOption() {
        let result = run(["--ucd-dri", "/x"])
        #expect(result.code == 64)
        #expect(result.err == ["app: unknown argument --ucd-dri (did you mean --ucd-dir?); see app --help"])
        #expect(run(["--ucd-dir", "/x"], host: OptionsHost([])).err == ["app: unknown argument --ucd-dir; see app --help"])
    }

    @Test func theAppsOptionsGoWithALiveSessionNotAReplay() {
        let result = run(["--replay", "x.tape", "--ucd-dir", "/x"])
        #expect(result.code == 64)
        #expect(result.err == ["app: --ucd-dir goes with a live session, not --replay; see app --help"])
    }

    @Test func aMisdeclaredOptionIsTheAppsMistakeInOneLine() {
        let cases: [([AppOption], String)] = [
            ([AppOption("--route", value: "R", help: "")], "app: the app's option --route is one of the shared flags; name it differently"),
            ([AppOption("--help", help: "")], "app: the app's option --help is one of the shared flags; name it differently"),
            ([AppOption("-u", help: "")], "app: the app's option -u is not spelled --name (lowercase letters, digits, hyphens)"),
            ([AppOption("--Ucd", help: "")], "app: the app's option --Ucd is not spelled --name (lowercase letters, digits, hyphens)"),
            ([AppOption("--ucd dir", help: "")], "app: the app's option --ucd dir is not spelled --name (lowercase letters, digits, hyphens)"),
            ([Self.verbose, Self.verbose], "app: the app declares the option --verbose twice"),
        ]
        for (options, line) in cases {
            let host = OptionsHost(options)
            let result = run(["--help"], host: host)
            #expect(result.code == 1 && result.err == [line], "\(result.err)")
            #expect(result.out.isEmpty && host.base.sessionsMade == 0)
        }
    }

    @Test func everySessionOfTheServersGetsTheAppsOptions() throws {
        let options = [Self.ucdDirectory, Self.verbose]
        let ssh = try TapeCommandLineOptions(arguments: ["--ucd-dir", "/srv/ucd", "--serve-ssh", "127.0.0.1:2222", "--verbose", "--route", "list"],
                                             options: options)
        #expect(ssh.sshSessionArguments == ["--ucd-dir", "/srv/ucd", "--verbose", "--route", "list"])
        #expect(ssh.appOptions == AppOptions(["--ucd-dir": ["/srv/ucd"], "--verbose": [""]]))
        let web = try TapeCommandLineOptions(arguments: ["--serve-web", "127.0.0.1:8080", "--ucd-dir", "/srv/ucd", "--max-sessions", "3"],
                                             options: options)
        let serve = try #require(try web.webServeOptions())
        // What the app execs: lcweb, its own flags, the app, and after `--` each tab's arguments.
        #expect(ServerProgram.arguments(server: "/bin/lcweb", serverArguments: serve.arguments, name: "app", app: "/bin/app",
                                        sessionArguments: web.sshSessionArguments)
                == ["/bin/lcweb", "--serve-web", "127.0.0.1:8080", "--max-sessions", "3", "--resume-window", "600",
                    "--app-name", "app", "--app", "/bin/app",
                    "--", "--ucd-dir", "/srv/ucd"])
    }
}
