@testable import Tape
import Testing

/// `--serve-web` on the shared command line: its values checked (one line, exit 2), its flags
/// refused without it or with `--serve-ssh`'s own, and every other live option handed to each
/// tab's process.
@Suite struct TapeCommandLineWebTests {
    private let hostFlags: [TapeCommandLineFlag] = [.init("--no-mouse", help: "no mouse"),
                                                    .init("--log", value: "FILE", mode: .live, writesFile: true, help: "a log")]

    private func problem(_ arguments: [String]) -> String? {
        do {
            // As the command line does before it serves: parse, then check the server's values.
            _ = try TapeCommandLineOptions(arguments: arguments, hostFlags: hostFlags).webServeOptions()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theTabsGetEveryOptionButTheServers() throws {
        let options = try TapeCommandLineOptions(arguments: ["--route", "home", "--serve-web", "127.0.0.1:8080", "--no-mouse",
                                                             "--max-sessions", "5", "--web-token-file", "t", "--idle-timeout", "60"],
                                                 hostFlags: hostFlags)
        #expect(options.servesWeb && !options.servesSSH)
        #expect(options.sshSessionArguments == ["--route", "home", "--no-mouse"])
        let serve = try #require(try options.webServeOptions())
        #expect(serve.arguments == ["--serve-web", "127.0.0.1:8080", "--max-sessions", "5", "--web-token-file", "t", "--idle-timeout", "60",
                                    "--resume-window", "600"])
        let v6 = try WebServeOptions(listen: "[::1]:0", tokenFile: nil, maxSessions: nil, idleTimeout: nil)
        #expect(v6.arguments == ["--serve-web", "[::1]:0", "--max-sessions", "64", "--resume-window", "600"])
    }

    @Test func badValuesAndMisplacedFlagsAreOneLine() {
        #expect(problem(["--serve-web", "8080"])?.hasPrefix("--serve-web takes ADDRESS:PORT, an IP address and a port, e.g. 127.0.0.1:8080") == true)
        #expect(problem(["--serve-web", "127.1:8080"])?.hasPrefix("--serve-web takes ADDRESS:PORT") == true)
        #expect(problem(["--serve-web", "127.0.0.1:0", "--max-sessions", "0"]) == "--max-sessions takes a whole number from 1 to 1000, not 0")
        #expect(problem(["--serve-web", "127.0.0.1:0", "--web-token-file", ""]) == "--web-token-file needs a file name")
        #expect(problem(["--web-token-file", "t"]) == "--web-token-file goes with --serve-web ADDRESS:PORT")
        #expect(problem(["--max-sessions", "3"]) == "--max-sessions goes with --serve-ssh ADDRESS:PORT")
        #expect(problem(["--serve-web", "127.0.0.1:0", "--serve-ssh", "127.0.0.1:0"]) == "--serve-web cannot be used with --serve-ssh; serve one way per process")
        #expect(problem(["--serve-web", "127.0.0.1:0", "--host-key", "k"]) == "--host-key goes with --serve-ssh, not --serve-web")
        #expect(problem(["--serve-web", "127.0.0.1:0", "--replay", "t.tape"]) == "--serve-web cannot be used with --replay; serve the app live")
        #expect(problem(["--serve-web", "127.0.0.1:0", "--save-state", "s", "--log", "l"]) == "--serve-web cannot be used with --save-state, --log: every tab would write the same file")
        #expect(problem(["--serve-web", "127.0.0.1:0", "--deeplink", "shop://orders", "--max-sessions", "2"]) == nil)
    }

    @Test func theHelpListsServeWeb() {
        let text = TapeCommandLineOptions.usage(name: "app", routes: nil)
        #expect(text.contains("app --serve-web ADDRESS:PORT [--web-token-file FILE]"))
        #expect(text.contains("--web-token-file FILE"))
    }
}
