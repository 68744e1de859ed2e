import Foundation
@testable import GettingStarted
@testable import NotesKit
import LCoordinatorTapes
import Testing

/// The Getting started app's save and restore, the model the README teaches: what a stack
/// cannot hold is named in one line, never dropped in silence.
@Suite @MainActor struct GettingStartedStateTests {
    private func runLive(_ arguments: [String]) -> (code: Int32, err: [String]) {
        let terminal = HeadlessTerminal(size: .reference)
        var err: [String] = []
        let code = TapeCommandLine.run(host: NotesHost(), name: "GettingStarted", arguments: arguments, terminal: { terminal },
                                       isTerminal: true, write: { _ in }, writeError: { err.append($0) })
        return (code, err)
    }

    private func notes(savedAt path: String) throws -> [Int] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try SavedState<NotesApp.Screens>(json: text, routes: RouteTable([RoutePattern]())).app?.notes ?? []
    }

    @Test func notesBeyondWhatAStackHoldsAreNamedInOneLine() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/notes-state-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let saved = SavedState(navigation: NavigationState(flow: "notes"), app: NotesApp.Screens(notes: Array(1...150), settings: true))
        try saved.jsonText().write(toFile: directory + "/in.json", atomically: true, encoding: .utf8)
        let result = runLive(["--restore", directory + "/in.json", "--save-state", directory + "/out.json"])
        #expect(result.code == 0)
        #expect(result.err == ["GettingStarted: \(directory)/in.json: not restored: the last 50 of 150 notes (a stack holds at most \(NavigationState.maximumStackDepth))"])
        #expect(try notes(savedAt: directory + "/out.json") == Array(1...100))
    }

    @Test func aStateAStackCanHoldRestoresWithoutAWord() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/notes-state-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let saved = SavedState(navigation: NavigationState(flow: "notes"), app: NotesApp.Screens(notes: [3, 1, 2]))
        try saved.jsonText().write(toFile: directory + "/in.json", atomically: true, encoding: .utf8)
        let result = runLive(["--restore", directory + "/in.json", "--save-state", directory + "/out.json"])
        #expect(result.code == 0)
        #expect(result.err.isEmpty, "\(result.err)")
        #expect(try notes(savedAt: directory + "/out.json") == [3, 1, 2])
    }

    @Test func theReadmeBlockIsTheExamplesStateFile() throws {
        let readme = try ExampleFiles.read("README.md")
        let source = try ExampleFiles.read("Examples/GettingStarted/App/NotesApp+State.swift")
        #expect(readme.contains("```swift\n" + source + "```\n"),
                "README's NotesApp+State block differs from Examples/GettingStarted/App/NotesApp+State.swift; copy one onto the other")
    }
}
