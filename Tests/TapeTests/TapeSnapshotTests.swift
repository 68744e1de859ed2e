import Tape
import TerminalCore
import Testing

@MainActor
@Suite struct TapeSnapshotTests {
    /// The list screen at 40x12 as its snapshot file holds it: every row, trailing spaces
    /// trimmed, each ending with a newline.
    private let itemsAt40x12 = [
        String(repeating: " ", count: 17) + "Items",
        " › Item 1                             ┃",
        "   Item 2                             ┃",
        "   Item 3                             ┃",
        "   Item 4                             ┃",
        "   Item 5                             ┃",
        "   Item 6                             ┃",
        "   Item 7                             ┃",
        "   Item 8                             ┃",
        "   Item 9                             │",
        "   Item 10                            │",
        " ↑↓ Move  Enter Open  a Delete  q Quit",
    ].map { $0 + "\n" }.joined()

    @Test func updatingWritesTheScreenTextAndSaysSo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let options = TapeRunner.Options(snapshotDirectory: directory.path + "/golden", updateSnapshots: true)
        let result = try #require(await replay("Size 40x12\nSnapshot \"items\"\n", options: options))
        #expect(result.passed, "\(result.failures)")
        #expect(directory.read("golden/items.txt") == itemsAt40x12)
        #expect(result.output == ["t.tape:2: wrote snapshot \"items\" (\(directory.path)/golden/items.txt)"])

        // Unchanged: nothing is rewritten or reported.
        let again = try #require(await replay("Size 40x12\nSnapshot \"items\"\n", options: options))
        #expect(again.passed)
        #expect(again.output.isEmpty)

        // Changed: the file is updated.
        let changed = try #require(await replay("Size 40x12\nDown\nSnapshot \"items\"\n", options: options))
        #expect(changed.output == ["t.tape:3: updated snapshot \"items\" (\(directory.path)/golden/items.txt)"])
        #expect(directory.read("golden/items.txt")?.contains("› Item 2") == true)
    }

    @Test func aMatchingSnapshotPasses() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(itemsAt40x12, to: "items.txt")
        let options = TapeRunner.Options(snapshotDirectory: directory.path)
        let result = try #require(await replay("Size 40x12\nSnapshot \"items\"\nEnter\nExpectTitle \"Item 1\"\n", options: options))
        #expect(result.passed, "\(result.failures)")
        #expect(result.output.isEmpty)
    }

    @Test func windowsLineEndingsInTheFileStillMatch() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(itemsAt40x12.replacingOccurrences(of: "\n", with: "\r\n"), to: "items.txt")
        let result = try #require(await replay("Size 40x12\nSnapshot \"items\"\n", options: .init(snapshotDirectory: directory.path)))
        #expect(result.passed, "\(result.failures)")
    }

    @Test func aDifferentScreenFailsWithARowByRowDiff() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(itemsAt40x12, to: "items.txt")
        let path = directory.path + "/items.txt"
        let result = try #require(await replay("Size 40x12\nDown\nSnapshot \"items\"\nEnter\n",
                                         options: .init(snapshotDirectory: directory.path)))
        let failure = try #require(onlyFailure(result))
        #expect(failure.location.line == 3)
        #expect(failure.headline == "t.tape:3: snapshot \"items\" differs: (- \(path), + screen)")
        #expect(failure.details == [
            "    2 -  › Item 1                             ┃",
            "    2 +    Item 1                             ┃",
            "    3 -    Item 2                             ┃",
            "    3 +  › Item 2                             ┃",
        ])
        let headlineDiffScreenAndFrame: Int = 1 + 4 + 12 + 2
        #expect(failure.lines.count == headlineDiffScreenAndFrame)
        #expect(failure.lines[5].hasPrefix("    ┌─ 40x12 "))
        #expect(result.keysSent == 1)
    }

    @Test func aSnapshotOfAnotherSizeSaysSo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(itemsAt40x12, to: "items.txt")
        let failure = try #require(await onlyFailure(replay("Size 40x13\nSnapshot \"items\"\n",
                                                      options: .init(snapshotDirectory: directory.path))))
        #expect(failure.details.first == "  the file has 12 rows, the screen 13")
        #expect(failure.details.contains("   12 +    Item 11                            │"))
        #expect(failure.details.last == "   13 +  ↑↓ Move  Enter Open  a Delete  q Quit")
    }

    @Test func aMissingSnapshotFailsWithAHintAndWritesNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try #require(await replay("Snapshot \"home\"\n", options: .init(snapshotDirectory: directory.path)))
        let failure = try #require(onlyFailure(result))
        #expect(failure.kind == .snapshotMissing(name: "home", path: directory.path + "/home.txt"))
        #expect(failure.headline == "t.tape:1: snapshot \"home\" is missing (\(directory.path)/home.txt); run with --update-snapshots to write it")
        #expect(directory.read("home.txt") == nil)
    }

    @Test func snapshotsDefaultToASnapshotsDirectoryNextToTheTape() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let tapePath = try directory.write("Size 40x12\nSnapshot \"items\"\n", to: "flows/list.tape")
        let runner = TapeRunner(host: TestHost(), options: .init(updateSnapshots: true))
        let result = try await runner.run(contentsOf: tapePath)
        #expect(result.passed, "\(result.failures)")
        #expect(directory.read("flows/snapshots/items.txt") == itemsAt40x12)
        #expect(runner.snapshotDirectory(for: Tape(path: "list.tape")) == "./snapshots")
        #expect(runner.snapshotDirectory(for: Tape(path: "/list.tape")) == "/snapshots")
    }

    @Test func anUnwritableSnapshotIsAFailure() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("a file, not a directory", to: "blocker")
        let options = TapeRunner.Options(snapshotDirectory: directory.path + "/blocker", updateSnapshots: true)
        let failure = try #require(await onlyFailure(replay("Snapshot \"items\"\n", options: options)))
        guard case .snapshotUnusable(let name, let path, let reason) = failure.kind else {
            Issue.record("unexpected failure \(failure.kind)")
            return
        }
        #expect(name == "items")
        #expect(path == directory.path + "/blocker/items.txt")
        #expect(reason == "Not a directory")
    }

    @Test func aSnapshotNameThatIsNotAFileNameIsRefusedEvenFromCode() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let tape = Tape(path: "api", commands: [TapeStep(.snapshot("../escape"), at: TapeLocation(file: "api", line: 1, column: 1))])
        let result = await TapeRunner(host: TestHost(), options: .init(snapshotDirectory: directory.path + "/in", updateSnapshots: true)).run(tape)
        let failure = try #require(onlyFailure(result))
        #expect(failure.headline == "api:1: snapshot \"../escape\" cannot be used (\(directory.path)/in/../escape.txt): not a plain file name")
        #expect(directory.read("escape.txt") == nil)
    }
}
