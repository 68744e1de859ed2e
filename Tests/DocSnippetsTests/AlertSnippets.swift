import TerminalUITestSupport
import Testing

// Which button an alert highlights first (README "An alert's answer as a result", and
// `AlertController`'s doc comment), run here.

@Suite struct AlertSnippets {
    // doc-snippet begin
    @Test @MainActor func anAlertHighlightsItsFirstActionThatIsNotCancel() async {
        var chosen: [String] = []
        let screen = ViewController()
        let harness = UITestHarness(width: 50, height: 12)
        harness.start(root: NavigationController(rootViewController: screen))
        screen.present(AlertController(title: "Delete this draft?", message: nil, actions: [
            AlertAction(title: "Keep", style: .cancel) { _ in chosen.append("Keep") },
            AlertAction(title: "Delete", style: .destructive) { _ in chosen.append("Delete") },
        ]))
        await harness.settle()
        await harness.press(.enter)                    // Enter runs the highlighted button: Delete
        await harness.settle()
        #expect(chosen == ["Delete"])
    }
    // doc-snippet end

    /// The first action that is not `.cancel`, whatever its place; the first when all are.
    @Test @MainActor func theFirstHighlightIsTheFirstActionThatIsNotCancel() {
        func highlighted(_ styles: [AlertActionStyle]) -> Int {
            AlertController(title: "?", message: nil, actions: styles.map { AlertAction(title: "\($0)", style: $0) }).selectedActionIndex
        }
        #expect(highlighted([.cancel, .destructive]) == 1)
        #expect(highlighted([.cancel, .cancel, .default, .destructive]) == 2)
        #expect(highlighted([.destructive, .default]) == 0)
        #expect(highlighted([.cancel, .cancel]) == 0)
        #expect(highlighted([]) == 0)
    }
}
