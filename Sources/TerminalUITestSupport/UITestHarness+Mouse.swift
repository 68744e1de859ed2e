import TerminalCore
import TerminalUI

extension UITestHarness {
    /// Clicks the cell at `point` through the run loop's path, rendering after it.
    public func click(at point: Point) {
        terminal.enqueue(.mouse(MouseEvent(.click, at: point)))
        app.processPendingInput()
    }

    /// Clicks the first cell of the first place `needle` is shown; records an issue-free no-op
    /// and returns false when it is not on screen.
    @discardableResult
    public func click(_ needle: String) -> Bool {
        guard let point = locate(needle) else { return false }
        click(at: point)
        return true
    }

    /// Turns the wheel `notches` times at `point`: negative up, positive down.
    public func scroll(_ notches: Int, at point: Point) {
        let kind: MouseEvent.Kind = notches < 0 ? .scrollUp : .scrollDown
        terminal.enqueue(contentsOf: Array(repeating: .mouse(MouseEvent(kind, at: point)), count: abs(notches)))
        app.processPendingInput()
    }
}
