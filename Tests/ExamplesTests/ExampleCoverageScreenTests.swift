@testable import Gallery
@testable import GettingStarted
@testable import Inbox
@testable import LoadingData
@testable import TabsAndPopups
import TapeTesting
import Testing

/// `--coverage` changes nothing on screen: every example's tapes show the same screens replayed
/// plainly and through the coverage collector.
@Suite @MainActor struct ExampleCoverageScreenTests {
    @Test func coverageChangesNoScreenOfTheExamplesTapes() async throws {
        await expectCoverageChangesNoScreen(try ExampleFiles.tapes(in: "GettingStarted"), host: NotesHost())
        await expectCoverageChangesNoScreen(try ExampleFiles.tapes(in: "TabsAndPopups"), host: TabsHost())
        await expectCoverageChangesNoScreen(try ExampleFiles.tapes(in: "Inbox"), host: InboxHost())
        await expectCoverageChangesNoScreen(try ExampleFiles.tapes(in: "LoadingData"), host: NewsHost())
        await expectCoverageChangesNoScreen(try ExampleFiles.tapes(in: "Gallery"), host: GalleryHost())
    }
}
