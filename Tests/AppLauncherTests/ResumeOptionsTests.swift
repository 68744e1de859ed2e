import AppLauncher
import Testing

/// The resume flags of the shared command line: `--resume-window` for `--serve-web` (on by
/// default, 0 turns it off) and `--resume [--resume-window]` for `--serve-ssh`, checked before
/// anything starts and handed to the server program.
struct ResumeOptionsTests {
    private func options(_ arguments: [String]) throws(TapeCommandLineError) -> AppCommandLineOptions {
        try AppCommandLineOptions(arguments: arguments)
    }

    @Test func aBrowserResumesForTenMinutesUnlessTold() throws {
        let web = try #require(try options(["--serve-web", "127.0.0.1:0"]).webServeOptions())
        #expect(web.resumeWindow == 600)
        #expect(web.arguments.suffix(2) == ["--resume-window", "600"])
        #expect(try options(["--serve-web", "127.0.0.1:0", "--resume-window", "0"]).webServeOptions()?.resumeWindow == 0)
        #expect(try options(["--serve-web", "127.0.0.1:0", "--resume-window", "30"]).webServeOptions()?.resumeWindow == 30)
    }

    @Test func sshResumesOnlyWithResume() throws {
        #expect(try options(["--serve-ssh", "127.0.0.1:0"]).sshServeOptions()?.resumeWindow == nil)
        let resumed = try #require(try options(["--serve-ssh", "127.0.0.1:0", "--resume"]).sshServeOptions())
        #expect(resumed.resumeWindow == 600)
        #expect(resumed.arguments.suffix(2) == ["--resume-window", "600"])
        #expect(try options(["--serve-ssh", "127.0.0.1:0", "--resume", "--resume-window", "5"]).sshServeOptions()?.resumeWindow == 5)
        #expect(try options(["--serve-ssh", "127.0.0.1:0", "--resume"]).sshSessionArguments.isEmpty, "--resume reached the sessions")
    }

    @Test(arguments: [
        (["--resume"], "--resume goes with --serve-ssh ADDRESS:PORT"),
        (["--resume-window", "5"], "--resume-window goes with --serve-web, or --serve-ssh with --resume"),
        (["--serve-web", "127.0.0.1:0", "--resume"], "--resume goes with --serve-ssh; a browser tab resumes by default (--resume-window 0 turns it off)"),
    ])
    func aResumeFlagInTheWrongPlaceIsOneLine(arguments: [String], line: String) {
        #expect(throws: TapeCommandLineError(line)) { try options(arguments) }
    }

    @Test(arguments: [
        (["--serve-web", "127.0.0.1:0", "--resume-window", "-1"], "--resume-window takes whole seconds from 0 to 2592000 (0: no resume), not -1"),
        (["--serve-web", "127.0.0.1:0", "--resume-window", "2592001"], "--resume-window takes whole seconds from 0 to 2592000 (0: no resume), not 2592001"),
        (["--serve-ssh", "127.0.0.1:0", "--resume", "--resume-window", "0"], "--resume-window takes whole seconds from 1 to 2592000, not 0"),
        (["--serve-ssh", "127.0.0.1:0", "--resume-window", "5"], "--resume-window 5 goes with --resume"),
    ])
    func aBadWindowIsOneLineBeforeAnythingStarts(arguments: [String], line: String) throws {
        let parsed = try options(arguments)
        #expect(throws: TapeCommandLineError(line)) {
            _ = try parsed.webServeOptions()
            _ = try parsed.sshServeOptions()
        }
    }
}
