import Foundation
import LCoordinatorTapes
@testable import TabsAndPopups
@testable import TabsKit
import Testing

/// An example app opted in to `--save-state` / `--restore` through the shared command line:
/// a saved file restores the same screens in a new run.
@Suite @MainActor struct ExampleStateTests {
    private func runLive(_ arguments: [String], keys: [KeyEvent] = []) -> (code: Int32, err: [String]) {
        let terminal = HeadlessTerminal(size: .reference)
        terminal.enqueue(contentsOf: keys.map { .key($0) })
        var err: [String] = []
        let code = TapeCommandLine.run(host: TabsHost(), name: "TabsAndPopups", arguments: arguments, terminal: { terminal },
                                       isTerminal: true, write: { _ in }, writeError: { err.append($0) })
        return (code, err)
    }

    @Test func tabsAndPopupsRestoresAnItemUnderTheSheetInANewRun() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/example-state-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = #"{"flow": "tabs", "presented": [{"stack": [{"parameters": {}, "pattern": "tabs://rate-us"}], "style": "bottom sheet"}], "selectedTab": 1, "stacks": [[{"parameters": {"tab": "inbox"}, "pattern": "tabs://tab/<tab:inbox|archive>"}], [{"parameters": {"tab": "archive"}, "pattern": "tabs://tab/<tab:inbox|archive>"}, {"parameters": {"number": 2, "tab": "archive"}, "pattern": "tabs://item/<tab:inbox|archive>/<int:number>"}]], "version": 1}"#
        try state.write(toFile: directory + "/in.json", atomically: true, encoding: .utf8)
        let result = runLive(["--restore", directory + "/in.json", "--save-state", directory + "/out.json"])
        #expect(result.code == 0)
        #expect(result.err.isEmpty, "\(result.err)")
        let saved = try String(contentsOfFile: directory + "/out.json", encoding: .utf8)
        let routes = TabsRoutes.table
        #expect(try NavigationState(json: saved, routes: routes) == NavigationState(json: state, routes: routes))
    }

    @Test func aBadStateGivesOneLineNamingTheFileAndAFreshStart() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/example-state-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #"{"version": 7, "flow": "tabs"}"#.write(toFile: directory + "/new.json", atomically: true, encoding: .utf8)
        let result = runLive(["--restore", directory + "/new.json"])
        #expect(result.code == 0)
        #expect(result.err == ["TabsAndPopups: \(directory)/new.json: the saved state is version 7; this app reads version 1; starting fresh"])
    }
}
