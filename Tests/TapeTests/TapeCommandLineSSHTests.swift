@testable import Tape
import Testing

/// `--serve-ssh` on the shared command line: its values checked (exit 2 for a bad one), and
/// every other live option handed to each session's process.
@Suite struct TapeCommandLineSSHTests {
    private let hostFlags: [TapeCommandLineFlag] = [.init("--no-mouse", help: "no mouse")]

    @Test func theSessionsGetEveryOptionButTheServers() throws {
        let options = try TapeCommandLineOptions(arguments: ["--route", "home", "--serve-ssh", "127.0.0.1:2222", "--no-mouse",
                                                             "--max-sessions", "5", "--deeplink", "shop://orders",
                                                             "--idle-timeout", "60", "--host-key", "k", "--authorized-keys", "a"],
                                                 hostFlags: hostFlags)
        #expect(options.servesSSH)
        #expect(options.sshSessionArguments == ["--route", "home", "--no-mouse", "--deeplink", "shop://orders"])
        let serve = try #require(try options.sshServeOptions())
        #expect(serve == (try SSHServeOptions(listen: "127.0.0.1:2222", hostKey: "k", authorizedKeys: "a", maxSessions: "5", idleTimeout: "60")))
        #expect(serve.arguments == ["--serve-ssh", "127.0.0.1:2222", "--host-key", "k", "--max-sessions", "5",
                                    "--authorized-keys", "a", "--idle-timeout", "60"])
    }

    @Test func addressesAndPorts() throws {
        let v6 = try SSHServeOptions(listen: "[::1]:0", hostKey: nil, authorizedKeys: nil, maxSessions: nil, idleTimeout: nil)
        #expect(v6.address == "::1" && v6.port == 0)
        #expect(v6.arguments.prefix(2) == ["--serve-ssh", "[::1]:0"])
        #expect(v6.hostKey == SSHServeOptions.defaultHostKey && v6.maxSessions == SSHServeOptions.defaultMaxSessions)
        for bad in ["2222", "127.0.0.1:", ":2222", "127.0.0.1:65536", "127.0.0.1:-1", "host name:22", "a;b:22",
                    "127.0.0.1:+22", "127.0.0.1:-0", "127.0.0.1: 22", "127.0.0.1:２２"] {
            #expect(throws: TapeCommandLineError.self, "\(bad)") {
                try SSHServeOptions(listen: bad, hostKey: nil, authorizedKeys: nil, maxSessions: nil, idleTimeout: nil)
            }
        }
    }

    /// Only what the server listens on as written: an IPv4 or IPv6 literal or `localhost`. A
    /// host name would be looked up when the server starts, and `0` or `127.1` (which the C
    /// library reads as 0.0.0.0 and 127.0.0.1) would listen somewhere the line does not say.
    @Test func theAddressIsALiteralOrLocalhost() throws {
        for good in ["127.0.0.1:2222", "0.0.0.0:2222", "[::1]:2222", "[::]:0", "localhost:0", "[fe80::1]:22"] {
            #expect(throws: Never.self, "\(good)") {
                try SSHServeOptions(listen: good, hostKey: nil, authorizedKeys: nil, maxSessions: nil, idleTimeout: nil)
            }
        }
        for bad in ["0:2222", "127.1:2222", "2130706433:22", "0x7f.0.0.1:22", "127.0.0.01:22", "example.com:22",
                    "shop-host:22", "[127.0.0.1]:22", "::1:22", "256.0.0.1:22", "1.2.3.4.5:22", "[::1:22"] {
            #expect {
                try SSHServeOptions(listen: bad, hostKey: nil, authorizedKeys: nil, maxSessions: nil, idleTimeout: nil)
            } throws: { error in
                "\(error)".contains("an IP address") && !"\(error)".contains("\n")
            }
        }
    }

    @Test func badValuesAreOneLine() {
        func problem(_ arguments: [String]) -> String? {
            do {
                return try TapeCommandLineOptions(arguments: arguments).sshServeOptions().map { _ in "" }
            } catch {
                return error.description
            }
        }
        #expect(problem(["--serve-ssh", "127.0.0.1:1", "--max-sessions", "1001"]) == "--max-sessions takes a whole number from 1 to 1000, not 1001")
        #expect(problem(["--serve-ssh", "127.0.0.1:1", "--idle-timeout", "0"]) == "--idle-timeout takes whole seconds from 1 to 604800, not 0")
        #expect(problem(["--serve-ssh", "127.0.0.1:1", "--host-key", ""]) == "--host-key needs a file name")
    }

    @Test func theServersFlagsNeedServeSSHAndNoSharedFile() {
        func usage(_ arguments: [String]) -> String? {
            do {
                _ = try TapeCommandLineOptions(arguments: arguments)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(usage(["--host-key", "k"]) == "--host-key goes with --serve-ssh ADDRESS:PORT")
        #expect(usage(["--serve-ssh", "127.0.0.1:0", "--save-state", "s"]) == "--serve-ssh cannot be used with --save-state: every session would write the same file")
        #expect(usage(["--serve-ssh", "127.0.0.1:0", "--replay", "t.tape"]) == "--serve-ssh cannot be used with --replay; serve the app live")
        #expect(usage(["--serve-ssh"]) == "--serve-ssh needs a value")
    }

    /// An executable's own flag that writes a file (lcdemo's `--log`) is refused with
    /// `--serve-ssh` as the shared ones are: every session's process would append to it.
    @Test func anExecutablesOwnFileFlagIsNotSharedBySessions() {
        let flags: [TapeCommandLineFlag] = [.init("--log", value: "FILE", mode: .live, writesFile: true, help: "a log"),
                                            .init("--tag", value: "NAME", mode: .live, help: "a name")]
        func usage(_ arguments: [String]) -> String? {
            do {
                _ = try TapeCommandLineOptions(arguments: arguments, hostFlags: flags)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(usage(["--serve-ssh", "127.0.0.1:0", "--log", "nav.log"]) == "--serve-ssh cannot be used with --log: every session would write the same file")
        #expect(usage(["--serve-ssh", "127.0.0.1:0", "--cast", "c.cast", "--log", "nav.log"]) == "--serve-ssh cannot be used with --cast, --log: every session would write the same file")
        #expect(usage(["--serve-ssh", "127.0.0.1:0", "--tag", "x"]) == nil)
        #expect(usage(["--log", "nav.log"]) == nil)
    }

    @Test func theHelpListsTheFlags() {
        let help = TapeCommandLineOptions.usage(name: "app", routes: nil)
        for flag in ["--serve-ssh ADDRESS:PORT", "--host-key FILE", "--authorized-keys FILE", "--max-sessions N", "--idle-timeout SECONDS"] {
            #expect(help.contains(flag), "\(flag)")
        }
    }
}
