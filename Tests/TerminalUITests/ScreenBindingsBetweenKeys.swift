import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Sets `screen`'s bindings directly (no redraw asked) between keys of a view that keeps its
/// bindings (`moves`: a list's selection moves, a log's scrolls, one after the set and one after
/// the removal), and checks that the footer on row `footer` and the keys follow: "r Reload"
/// shows and runs, then goes and no longer runs.
@MainActor
func expectScreenBindingsFollow(_ ui: UITestHarness, screen: ViewController, footer: Int, moves: (KeyEvent, KeyEvent),
                                sourceLocation: SourceLocation = #_sourceLocation) {
    var reloaded = 0
    screen.keyBindings = [KeyBinding(.char("r"), title: "Reload") { reloaded += 1 }]
    ui.press(moves.0)
    ui.expectLine(footer, contains: "r Reload", sourceLocation: sourceLocation)
    ui.press(.char("r"))
    #expect(reloaded == 1, sourceLocation: sourceLocation)
    screen.keyBindings = []
    ui.press(moves.1)
    #expect(!ui.line(footer).contains("Reload"), sourceLocation: sourceLocation)
    ui.press(.char("r"))
    #expect(reloaded == 1, "the removed binding no longer runs", sourceLocation: sourceLocation)
}
