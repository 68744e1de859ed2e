import LCoordinatorLaunch
import Testing

/// What the app writes for its server program (`ServerProgram.arguments`) is what the program
/// reads back (`ServerCommandLine`): the server's flags, the app, and each session's arguments.
@Suite struct ServerCommandLineTests {
    @Test func theServerReadsWhatTheAppWrote() throws {
        let written = ServerProgram.arguments(server: "/bin/lcssh", serverArguments: ["--serve-ssh", "127.0.0.1:0", "--max-sessions", "3"],
                                              name: "app", app: "/bin/app", sessionArguments: ["--server", "x.example", "--", "-v"])
        let command = try #require(ServerCommandLine(program: "lcssh", Array(written.dropFirst()),
                                                     flags: ["--serve-ssh", "--max-sessions"], serveFlag: "--serve-ssh"))
        #expect(command.name == "app" && command.app == "/bin/app")
        #expect(command.values == ["--serve-ssh": "127.0.0.1:0", "--max-sessions": "3", "--app-name": "app", "--app": "/bin/app"])
        // Everything after the first `--` is the session's, a later `--` included.
        #expect(command.appArguments == ["--server", "x.example", "--", "-v"])
        #expect(try command.seconds("--grace-time", default: 7) == 7)
    }

    @Test func anythingElseIsNotAnAppsCommandLine() {
        let flags: Set<String> = ["--serve-web", "--grace-time"]
        for arguments in [["--serve-web", "x", "--app", "/a", "--port", "1"], ["--serve-web", "x", "--app"], ["--app", "/a"],
                          ["--serve-web", "x"], []] {
            #expect(ServerCommandLine(program: "lcweb", arguments, flags: flags, serveFlag: "--serve-web") == nil, "\(arguments)")
        }
        let named = ServerCommandLine(program: "lcweb", ["--serve-web", "x", "--app", "/a", "--grace-time", "0"], flags: flags, serveFlag: "--serve-web")
        #expect(named?.name == "lcweb")
        #expect(throws: TapeCommandLineError("--grace-time takes whole seconds from 1 to 3600")) { try named?.seconds("--grace-time", default: 5) }
    }
}
