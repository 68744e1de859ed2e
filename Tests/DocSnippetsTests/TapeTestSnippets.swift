// doc-snippet module GettingStarted as NotesApp
// doc-snippet begin
@testable import GettingStarted
import TapeTesting
import Testing

// doc-snippet skip
/// The docs' tape tests, compiled here but not run: their paths are the reader's package's
/// (`Tapes/` at its root). ExampleTapeTests runs the same tapes.
@Suite(.disabled("compiled only: the tape paths are the reader's package's"))
struct TapeTestSnippets {
// doc-snippet resume
@Test @MainActor func pushSheetAndLink() async {
    await expectTape("Tapes/push-sheet-link.tape", host: NotesHost())
}
// doc-snippet end

    // doc-snippet begin
    @Test @MainActor func pushAndBack() async {
        await expectTape("Tapes/push-sheet-link.tape", host: NotesHost())
    }
    // doc-snippet end
}
