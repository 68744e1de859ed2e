@testable import GettingStarted
@testable import NotesKit
@testable import Inbox
@testable import InboxKit
@testable import TabsAndPopups
@testable import TabsKit
import TapeTesting
import Testing

/// Every example's tapes, run inside `@Test`s the way the README shows (`expectTape`).
@Suite @MainActor struct ExampleTapeTests {
    @Test func gettingStartedTapesPass() async throws {
        let tapes = try ExampleFiles.tapes(in: "GettingStarted")
        #expect(tapes.count >= 2)
        for tape in tapes {
            let result = await expectTape(tape, host: NotesHost())
            #expect(result?.passed == true)
        }
    }

    @Test func tabsAndPopupsTapesPass() async throws {
        let tapes = try ExampleFiles.tapes(in: "TabsAndPopups")
        #expect(tapes.count >= 2)
        for tape in tapes {
            let result = await expectTape(tape, host: TabsHost())
            #expect(result?.passed == true)
        }
    }

    @Test func inboxTapesPass() async throws {
        let tapes = try ExampleFiles.tapes(in: "Inbox")
        #expect(tapes.count >= 2)
        for tape in tapes {
            let result = await expectTape(tape, host: InboxHost())
            #expect(result?.passed == true)
        }
    }
}
