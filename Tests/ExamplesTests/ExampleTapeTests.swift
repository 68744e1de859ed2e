@testable import GettingStarted
import Foundation
@testable import TabsAndPopups
import TapeTesting
import Testing

/// Every example's tapes, run inside `@Test`s the way the README shows (`expectTape`).
@Suite @MainActor struct ExampleTapeTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func tapes(in example: String) throws -> [String] {
        let directory = root.appendingPathComponent("Examples/\(example)/Tapes")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".tape") }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }

    @Test func gettingStartedTapesPass() throws {
        let tapes = try Self.tapes(in: "GettingStarted")
        #expect(tapes.count >= 2)
        for tape in tapes {
            let result = expectTape(tape, host: NotesHost())
            #expect(result?.passed == true)
        }
    }

    @Test func tabsAndPopupsTapesPass() throws {
        let tapes = try Self.tapes(in: "TabsAndPopups")
        #expect(tapes.count >= 2)
        for tape in tapes {
            let result = expectTape(tape, host: TabsHost())
            #expect(result?.passed == true)
        }
    }
}
