import Testing
import TerminalCore

// Assertions on the screen. Each takes the caller's source location, so a failure points at the
// test line, and prints the screen as quoted rows so it can be read by eye.
extension UITestHarness {
    /// Expects some row of the screen to show `needle`.
    public func expectContains(_ needle: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !contains(needle) else { return }
        Issue.record("Expected the screen to show \"\(needle)\"\n\(screenDescription)", sourceLocation: sourceLocation)
    }

    /// Expects no row of the screen to show `needle`.
    public func expectNotContains(_ needle: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let rows = rows(containing: needle)
        guard !rows.isEmpty else { return }
        Issue.record("Expected the screen not to show \"\(needle)\" (shown on row \(rows.map(String.init).joined(separator: ", ")))\n\(screenDescription)", sourceLocation: sourceLocation)
    }

    /// Expects row `y`, trailing spaces trimmed, to equal `expected` (trailing spaces trimmed).
    public func expectLine(_ y: Int, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = trimmedLine(y)
        let wanted = String(expected.reversed().drop(while: { $0 == " " }).reversed())
        guard actual != wanted else { return }
        Issue.record("Row \(y): expected \"\(wanted)\", got \"\(actual)\"\n\(screenDescription)", sourceLocation: sourceLocation)
    }

    /// Expects row `y` to contain `needle`.
    public func expectLine(_ y: Int, contains needle: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !line(y).contains(needle) else { return }
        Issue.record("Row \(y): expected it to contain \"\(needle)\", got \"\(trimmedLine(y))\"\n\(screenDescription)", sourceLocation: sourceLocation)
    }

    /// Expects `needle` to be shown starting at `point` (cell coordinates).
    public func expectText(_ needle: String, at point: Point, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = locate(needle)
        guard found != point else { return }
        let place = found.map { "at \($0)" } ?? "nowhere"
        Issue.record("Expected \"\(needle)\" at \(point), found it \(place)\n\(screenDescription)", sourceLocation: sourceLocation)
    }

    /// Expects `condition`, printing the screen with `message` when it does not hold.
    public func expectScreen(_ condition: Bool, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !condition else { return }
        Issue.record("\(message)\n\(screenDescription)", sourceLocation: sourceLocation)
    }

    /// Expects no row of the screen to hold half of a wide character: every wide cell is
    /// followed by its continuation and every continuation follows a wide cell.
    public func expectNoSplitWideCharacters(sourceLocation: SourceLocation = #_sourceLocation) {
        let screen = terminal.screen
        for y in 0..<screen.size.height {
            for x in 0..<screen.size.width {
                let cell = screen[x, y]
                let broken: Bool
                if cell.isContinuation {
                    broken = x == 0 || screen[x - 1, y].width != 2
                } else if cell.width == 2 {
                    broken = x + 1 >= screen.size.width || !screen[x + 1, y].isContinuation
                } else {
                    broken = false
                }
                if broken {
                    Issue.record("Split wide character at (\(x), \(y))\n\(screenDescription)", sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }
}
