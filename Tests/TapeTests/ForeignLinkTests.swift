import Foundation
import Tape
import TerminalCore
import TerminalUI
import Testing

/// Every file the apps write follows a symbolic link only when the link is this user's or its
/// directory owner's (the kernel's `protected_symlinks` rule): a link another user planted in a
/// shared sticky directory is refused in one line, before the terminal is taken, and its
/// target is left as it was. The tests run as root and plant links owned by `nobody`.
/// Another user's uid (`nobody`).
private let otherUser: uid_t = 65534

@MainActor
@Suite(.enabled(if: geteuid() == 0, "needs root to give a link to another user"))
struct ForeignLinkTests {
    /// A `/tmp`-like directory (sticky, world-writable, this user's), a precious file of this
    /// user's outside it, and a link to that file, owned by another user, at `name` inside it.
    private struct Planted {
        let directory: TemporaryDirectory
        let shared: String
        let victim: String

        init(linkNames: [String] = ["state.json"], in subdirectory: String = "") throws {
            directory = try TemporaryDirectory()
            shared = directory.path + "/shared"
            try FileManager.default.createDirectory(atPath: shared + subdirectory, withIntermediateDirectories: true)
            try #require(chmod(shared, 0o1777) == 0)
            victim = try directory.write("secret\n", to: "victim.txt")
            try #require(chmod(victim, 0o600) == 0)
            for name in linkNames {
                let link = shared + subdirectory + "/" + name
                try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
                try #require(lchown(link, otherUser, gid_t(otherUser)) == 0)
            }
        }

        /// Whether the victim is untouched: its text and its mode.
        var victimIsUntouched: Bool {
            var info = stat()
            return directory.read("victim.txt") == "secret\n" && stat(victim, &info) == 0 && info.st_mode & 0o7777 == 0o600
        }
    }

    private func savingHost() -> TestHost {
        let host = TestHost()
        host.savesState = true
        return host
    }

    @Test func theSharedWriterRefusesAnotherUsersLinkInOneLine() throws {
        let planted = try Planted()
        defer { planted.directory.remove() }
        let link = planted.shared + "/state.json"
        #expect(throws: TapeFileError.self) { try StateFile.write("{}\n", toPath: link) }
        #expect(throws: TapeFileError.self) { try FileSystem.write(bytes: [1, 2, 3], toPath: link) }
        #expect(throws: TapeFileError.self) { try FileSystem.openForAppending(atPath: link) }
        let problem = try #require(FileSystem.writeProblem(atPath: link))
        #expect(problem.description == "cannot write \(link): it is a symbolic link of another user (uid 65534) in a directory that is not theirs, so it is not followed; remove the link or give another path")
        #expect(!problem.description.contains("\n"))
        #expect(planted.victimIsUntouched)
    }

    @Test func aLinkOfAnotherUserAnywhereOnThePathIsRefused() throws {
        let planted = try Planted(linkNames: [])
        defer { planted.directory.remove() }
        let realDirectory = planted.directory.path + "/real"
        try FileManager.default.createDirectory(atPath: realDirectory, withIntermediateDirectories: true)
        let linkedDirectory = planted.shared + "/out"
        try FileManager.default.createSymbolicLink(atPath: linkedDirectory, withDestinationPath: realDirectory)
        try #require(lchown(linkedDirectory, otherUser, gid_t(otherUser)) == 0)
        do {
            try FileSystem.write("x", toPath: linkedDirectory + "/index.html")
            Issue.record("wrote through another user's directory link")
        } catch {
            #expect(error.description.contains("\(linkedDirectory) is a symbolic link of another user (uid 65534)"))
        }
        #expect(!FileManager.default.fileExists(atPath: realDirectory + "/index.html"))
    }

    @Test func aLinkOfTheDirectorysOwnerOrOfThisUserIsFollowed() throws {
        let planted = try Planted(linkNames: [])
        defer { planted.directory.remove() }
        // This user's link in the shared directory.
        let own = planted.shared + "/own.json"
        try FileManager.default.createSymbolicLink(atPath: own, withDestinationPath: planted.victim)
        try StateFile.write("mine\n", toPath: own)
        #expect(planted.directory.read("victim.txt") == "mine\n")
        // Another user's link in that user's own directory.
        let theirs = planted.directory.path + "/theirs"
        try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: true)
        try #require(chown(theirs, otherUser, gid_t(otherUser)) == 0)
        let link = theirs + "/state.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: planted.victim)
        try #require(lchown(link, otherUser, gid_t(otherUser)) == 0)
        try StateFile.write("theirs\n", toPath: link)
        #expect(planted.directory.read("victim.txt") == "theirs\n")
    }

    @Test func liveSaveStateRecordAndCastThroughAForeignLinkAreRefusedBeforeTheTerminal() async throws {
        let planted = try Planted(linkNames: ["state.json", "session.tape", "session.cast"])
        defer { planted.directory.remove() }
        for (flag, name) in [("--save-state", "state.json"), ("--record", "session.tape"), ("--cast", "session.cast")] {
            let terminal = CountingTerminal()
            var err: [String] = []
            let code = await TapeCommandLine.run(host: savingHost(), name: "app", arguments: [flag, planted.shared + "/" + name],
                                                 terminal: { terminal }, isTerminal: true, write: { _ in }, writeError: { err.append($0) })
            #expect(code == 2, "\(flag)")
            #expect(err.count == 1, "\(flag): \(err)")
            #expect(err.first?.hasPrefix("app: cannot write \(planted.shared)/\(name): it is a symbolic link of another user") == true, "\(flag): \(err)")
            #expect(terminal.starts == 0, "\(flag): the terminal was taken")
        }
        #expect(planted.victimIsUntouched)
    }

    @Test func reportsScreenshotsAndReplayedCastsDoNotWriteThroughAForeignLink() async throws {
        let planted = try Planted(linkNames: ["index.html", "home.svg", "t.cast"])
        defer { planted.directory.remove() }
        let tape = try planted.directory.write("ExpectTitle \"Items\"\nScreenshot \"home\"\n", to: "t.tape")
        func replay(_ arguments: [String]) async -> (Int32, [String]) {
            var out: [String] = []
            let code = await TapeCommandLine.run(host: TestHost(), name: "app", arguments: ["--replay", tape] + arguments,
                                                 terminal: { HeadlessTerminal(size: .reference) }, isTerminal: false,
                                                 write: { out.append($0) }, writeError: { out.append($0) })
            return (code, out)
        }
        let (reportCode, reportOut) = await replay(["--report", planted.shared])
        #expect(reportCode == 2)
        #expect(reportOut.contains { $0.hasPrefix("cannot write the report: cannot write \(planted.shared)/index.html: it is a symbolic link of another user") }, "\(reportOut)")
        let (pictureCode, pictureOut) = await replay(["--screenshots", planted.shared])
        #expect(pictureCode == 1)
        #expect(pictureOut.contains { $0.contains("cannot write \(planted.shared)/home.svg: it is a symbolic link of another user") }, "\(pictureOut)")
        let (castCode, castOut) = await replay(["--cast", planted.shared + "/t.cast"])
        #expect(castCode == 2)
        #expect(castOut == ["app: cannot write \(planted.shared)/t.cast: it is a symbolic link of another user (uid 65534) in a directory that is not theirs, so it is not followed; remove the link or give another path"])
        #expect(planted.victimIsUntouched)
    }
}
