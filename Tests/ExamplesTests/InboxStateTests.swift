import Tape
import Foundation
@testable import Inbox
@testable import InboxKit
import LCoordinator
import Testing

/// The Inbox opted in to `--save-state` / `--restore`: one session saves where the user was,
/// with the draft being written and each folder's search, through `StateFile` as the command
/// line does on quit, and a new session started from that file is there; a bad file gives one
/// line and a fresh start. (The command line's live path blocks the main thread, so a test
/// drives the sessions themselves; `ExampleStateTests` runs it for an app with no loading.)
@Suite @MainActor struct InboxStateTests {
    /// A new app on a headless 80×24 terminal and a virtual clock, restored from the state file
    /// at `path` when given, started and settled. Returns the app and what `restoreState` said.
    private func launch(restoring path: String? = nil) async throws -> (app: InboxApp, terminal: HeadlessTerminal, problem: String?) {
        let terminal = HeadlessTerminal(size: .reference)
        let app = InboxApp(terminal: terminal, clock: VirtualClock())
        var problem: String?
        if let path, let text = try StateFile.read(atPath: path) { problem = app.restoreState(text) }
        app.application.start()
        await app.application.waitForWork()
        return (app, terminal, problem)
    }

    private func press(_ keys: [KeyEvent], in app: InboxApp, _ terminal: HeadlessTerminal) async {
        for key in keys {
            terminal.enqueue(.key(key))
            await app.application.processPendingInput()
        }
    }

    private func makeDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory.path + "/inbox-state-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    private func route(_ pattern: RoutePattern, _ parameters: [String: RouteValue] = [:]) throws -> Route {
        try Route(pattern: pattern, parameters: parameters)
    }

    /// Archive selected, message 10000 pushed on it, the compose sheet over it with a draft, and
    /// Inbox searching for "李雷".
    private func composeOverAMessage() throws -> SavedState<InboxState> {
        let folders = try ["inbox", "archive", "sent"].map { try route(InboxRoutes.folder, ["folder": .string($0)]) }
        let navigation = NavigationState(flow: "inbox", selectedTab: 1,
                                         stacks: [[folders[0]], [folders[1], try route(InboxRoutes.message, ["id": .int(10_000)])], [folders[2]]],
                                         presented: [.init(style: "bottom sheet", stack: [try route(InboxRoutes.compose)])])
        return SavedState(navigation: navigation,
                          app: InboxState(searches: ["inbox": "李雷"], compose: Draft(to: "ana@example.com", subject: "Half written", body: "")))
    }

    @Test func keysInOneSessionAreWhereTheNextStartsComposeSheetDraftAndSearchIncluded() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try await launch()
        await press([.char("/")] + "李雷".map { KeyEvent.char($0) } + [.enter, .char("2"), .enter], in: first.app, first.terminal)
        #expect(first.terminal.text.contains("Re: the plan #10000"))
        await press([.char(":")] + "compose?to=ana@example.com".map { KeyEvent.char($0) } + [.enter, .enter]
                    + "Half written".map { KeyEvent.char($0) }, in: first.app, first.terminal)
        try StateFile.write(try #require(first.app.saveState()), toPath: directory + "/s.json")

        let second = try await launch(restoring: directory + "/s.json")
        #expect(second.problem == nil)
        let screen = second.terminal.text
        #expect(screen.contains("Compose"), "\(second.terminal)")
        #expect(screen.contains("ana@example.com"))
        #expect(screen.contains("Half written"))
        #expect(screen.contains("Re: the plan #10000"), "the pushed message, under the sheet:\n\(second.terminal)")
        await press([.escape, .escape, .char("1")], in: second.app, second.terminal)
        #expect(second.terminal.text.contains("1142 messages matching “李雷”"), "\(second.terminal)")
    }

    @Test func aRestoredStateIsSavedAgainAsItWas() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let state = try composeOverAMessage()
        try StateFile.write(state.jsonText(), toPath: directory + "/in.json")
        let session = try await launch(restoring: directory + "/in.json")
        #expect(session.problem == nil)
        let saved = try #require(session.app.saveState())
        #expect(try SavedState<InboxState>(json: saved, routes: InboxRoutes.table) == state)
    }

    @Test func dataThatIsNotTheInboxsGivesOneLineAndAFreshStart() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let json = try composeOverAMessage().jsonText().replacingOccurrences(of: #""compose" : {"#, with: #""compose" : 5, "was" : {"#)
        try StateFile.write(json, toPath: directory + "/foreign.json")
        let session = try await launch(restoring: directory + "/foreign.json")
        #expect(session.problem == "the saved state is malformed ('app' is not this app's data); starting fresh")
        #expect(session.terminal.text.contains("8000 messages"), "a fresh start:\n\(session.terminal)")
    }

    @Test func controlCharactersInASavedSearchOrDraftNeverReachTheScreen() async throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var state = try composeOverAMessage()
        state.app = InboxState(searches: ["archive": "\u{1B}[2Jx", "nowhere": "ignored"],
                               compose: Draft(to: "\u{1B}]0;title\u{07}bo@example.com", subject: String(repeating: "s", count: 5_000)))
        try StateFile.write(state.jsonText(), toPath: directory + "/hostile.json")
        let session = try await launch(restoring: directory + "/hostile.json")
        #expect(session.problem == nil)
        #expect(!session.terminal.text.contains("\u{1B}"))
        let text = try #require(session.app.saveState())
        let saved = try #require(try SavedState<InboxState>(json: text, routes: InboxRoutes.table).app)
        #expect(saved.searches == ["archive": "[2Jx"])
        #expect(saved.compose?.to == "]0;titlebo@example.com")
        #expect(saved.compose?.subject.count == InboxState.maximumLength)
    }
}
