import Foundation
import Tape
import TerminalCore
import TerminalUI
import Testing

/// Tapes and paths a hostile or careless user can hand the replay: pipes, huge lines, huge sizes,
/// control characters in names.
@MainActor
@Suite struct HostileInputTests {
    private func runSuite(_ paths: [String]) async -> (summary: TapeSuiteSummary, lines: [String]) {
        var lines: [String] = []
        let suite = TapeSuiteRunner(runner: TapeRunner(host: TestHost(), options: .init())) { lines.append($0) }
        let summary = await suite.run(paths: paths)
        return (summary, lines)
    }

    /// A path that reads `text` once, like `/dev/stdin` or `<(…)`: a pipe's read end.
    private func pipePath(holding text: String) throws -> (path: String, close: () -> Void) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let bytes = Array(text.utf8)
        try #require(bytes.count < 4096)
        _ = bytes.withUnsafeBytes { Foundation.write(ends[1], $0.baseAddress, $0.count) }
        Foundation.close(ends[1])
        let readEnd = ends[0]
        return ("/dev/fd/\(readEnd)", { Foundation.close(readEnd) })
    }

    @Test func aScreenshotLineEscapesTheTapesPath() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // ESC ] 0 ; … BEL would set the terminal's title; ESC ] 52 would write the clipboard.
        let path = try directory.write("Screenshot\nScreenshot \"home\"\n", to: "a\u{1B}]0;pwned\u{07}b.tape")
        let (summary, lines) = await runSuite([path])
        #expect(summary.exitCode == 0, "\(lines)")
        #expect(!lines.contains { $0.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" } }, "a raw control character reached the output")
        let escaped = directory.path + "/a\\u{001B}]0;pwned\\u{0007}b.tape"
        #expect(lines.contains(escaped + ":1: Screenshot"), "\(lines.prefix(3))")
        #expect(lines.contains(escaped + ":2: Screenshot \"home\""), "\(lines.filter { $0.contains("Screenshot") })")
    }

    @Test func commandLineValuesAndTheProgramsNameAreEscapedInErrors() async {
        for (arguments, expected) in [(["--replay", "t.tape", "--tty", "--pace", "1\u{1B}[2J"], "not 1\\u{001B}[2J"),
                                      (["--replay", "t.tape", "--graph", "\u{07}"], "not '\\u{0007}'"),
                                      (["--replay", "t.tape", "--coverage", "--coverage-min", "\u{1B}"], "not '\\u{001B}'")] {
            var err: [String] = []
            let code = await TapeCommandLine.run(host: TestHost(), name: "app", arguments: arguments, terminal: { HeadlessTerminal(size: .reference) },
                                                 isTerminal: false, write: { err.append($0) }, writeError: { err.append($0) })
            #expect(code == 64)
            #expect(err.count == 1 && err[0].contains(expected), "\(err)")
            #expect(!err.joined().unicodeScalars.contains { $0.value < 0x20 }, "\(err)")
        }
    }

    @Test func aFailingTapeReadFromAPipeFailsWithExitOne() async throws {
        let (path, close) = try pipePath(holding: "Expect \"Nope\"\n")
        defer { close() }
        let (summary, lines) = await runSuite([path])
        #expect(summary.exitCode == 1)
        #expect(lines.first == "FAIL \(path)")
        #expect(lines.last == "0 passed, 1 failed")
    }

    @Test func aMalformedTapeReadFromAPipeReportsItsErrorOnce() async throws {
        let (path, close) = try pipePath(holding: "Entr\n")
        defer { close() }
        let (summary, lines) = await runSuite([path])
        #expect(summary.exitCode == 2)
        #expect(lines[1] == "\(path):1:1: error: unknown command 'Entr'; did you mean 'Enter'?")
    }

    @Test func aDirectoryIsAOneLineError() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (summary, lines) = await runSuite([directory.path])
        #expect(summary.exitCode == 2)
        #expect(lines == ["FAIL \(directory.path)", "\(directory.path):1:1: error: cannot read the tape: Is a directory",
                          "0 passed, 1 failed"])
    }

    @Test func anEndlessDeviceIsRefusedAtTheSizeLimit() async {
        let (summary, lines) = await runSuite(["/dev/zero"])
        #expect(summary.exitCode == 2)
        #expect(lines[1] == "/dev/zero:1:1: error: the file is larger than 16 MiB; a tape is a small text file")
    }

    @Test func aTwentyThousandWordLineParses() throws {
        let words = Array(repeating: "\"a\"", count: 20_000).joined(separator: " ")
        let errors = TapeParser().diagnose(text: "Type \(words)\n", path: "t.tape")
        #expect(errors.count == 1)
    }

    @Test func aMegabyteLineIsALineTooLongError() {
        let line = "Type \"" + String(repeating: "a", count: 1_000_000) + "\""
        let errors = TapeParser().diagnose(text: line + "\nEnter\n", path: "t.tape")
        #expect(errors.map(\.description)
                == ["t.tape:1:1: error: the line is longer than 65536 characters; split the text over several Type lines"])
    }

    @Test(arguments: ["Size 1001x24", "Resize 9999x9999", "Resize 80x1001"])
    func sizesInTapesAreCappedLikeTheSizeOption(line: String) {
        let errors = TapeParser().diagnose(text: line + "\n", path: "t.tape")
        let size = line.split(separator: " ")[1]
        #expect(errors.map(\.description)
                == ["t.tape:1:\(line.hasPrefix("Size") ? 6 : 8): error: invalid size '\(size)'; write COLUMNSxROWS with numbers from 1 to 1000, for example 80x24"])
    }

    @Test func aSizeOfAThousandIsAllowed() {
        #expect(TapeParser().diagnose(text: "Size 1000x1000\n", path: "t.tape").isEmpty)
    }

    @Test func controlCharactersInAPathAreEscapedInTheReport() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("Expect \"Nope\"\n", to: "x\u{1B}]0;pwned\u{7}.tape")
        let (_, lines) = await runSuite([path, directory.path + "/missing\u{1B}[2J.tape"])
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
        #expect(lines.first == "FAIL \(directory.path)/x\\u{001B}]0;pwned\\u{0007}.tape")
        #expect(lines.contains { $0.hasPrefix("\(directory.path)/x\\u{001B}]0;pwned\\u{0007}.tape:1: ") })
    }
}

/// `--record` and `--update-snapshots` write regular files only.
@MainActor
@Suite struct RegularFileWritingTests {
    private func record(to path: String) throws {
        let session = try TestHost().makeSession(terminal: HeadlessTerminal(size: .reference), clock: VirtualClock(), route: nil)
        let application = try #require(session as? TestSession).application
        try TapeRecorder(application: application).write(toFile: path, header: [])
    }

    @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = try directory.write("old\n", to: "target.tape")
        let link = directory.path + "/link.tape"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.tape")
        try record(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.tape")
        #expect(directory.read("target.tape") != "old\n")
        #expect(target.hasSuffix("target.tape"))
    }

    @Test func aFIFOIsRefusedAndLeftAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.path + "/fifo"
        try #require(mkfifo(fifo, 0o644) == 0)
        #expect(throws: TapeFileError(.write, path: fifo, reason: "a FIFO, not a regular file; give the path of a file")) {
            try record(to: fifo)
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["fifo"])
    }

    @Test func aDeviceIsRefused() {
        #expect(throws: TapeFileError(.write, path: "/dev/null", reason: "a device, not a regular file; give the path of a file")) {
            try record(to: "/dev/null")
        }
    }

    @Test func aDirectoryIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(throws: TapeFileError(.write, path: directory.path, reason: "a directory, not a regular file; give the path of a file")) {
            try record(to: directory.path)
        }
    }
}
