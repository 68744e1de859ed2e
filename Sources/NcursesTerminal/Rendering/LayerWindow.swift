import CNcurses
import TerminalCore

/// The curses window and panel that show one layer, kept from frame to frame.
@MainActor
final class LayerWindow {
    private(set) var window: UnsafeMutablePointer<WINDOW>
    let panel: UnsafeMutablePointer<PANEL>
    /// The cells last drawn into the window (window coordinates); nil before the first draw.
    var drawn: Canvas?

    /// Creates a window and panel covering `rect` (screen coordinates, inside the screen),
    /// placed on top of the panel stack. Nil when curses refuses.
    init?(rect: Rect) {
        guard let window = newwin(Int32(rect.height), Int32(rect.width), Int32(rect.y), Int32(rect.x)) else { return nil }
        guard let panel = new_panel(window) else {
            delwin(window)
            return nil
        }
        self.window = window
        self.panel = panel
        Self.prepare(window)
    }

    /// Where the window is on screen now (curses may have moved it on a resize).
    var rect: Rect {
        Rect(x: Int(lc_getbegx(window)), y: Int(lc_getbegy(window)),
             width: Int(lc_getmaxx(window)), height: Int(lc_getmaxy(window)))
    }

    /// Moves and resizes the window to `target` (inside the screen), keeping its panel.
    ///
    /// - Returns: false when curses refused both the change and a fresh window.
    func setRect(_ target: Rect) -> Bool {
        let current = rect
        guard target != current else { return true }
        drawn = nil
        // wresize does not look at the screen's edges and mvwin does: resize first, so the move
        // checks the final rectangle, which fits.
        if target.size != current.size, wresize(window, Int32(target.height), Int32(target.width)) == ERR {
            return replaceWindow(with: target)
        }
        if target.origin != current.origin, move_panel(panel, Int32(target.y), Int32(target.x)) == ERR {
            return replaceWindow(with: target)
        }
        return rect == target || replaceWindow(with: target)
    }

    /// Removes the panel and the window.
    func destroy() {
        del_panel(panel)
        delwin(window)
    }

    private func replaceWindow(with target: Rect) -> Bool {
        guard let fresh = newwin(Int32(target.height), Int32(target.width), Int32(target.y), Int32(target.x)) else { return false }
        guard replace_panel(panel, fresh) != ERR else {
            delwin(fresh)
            return false
        }
        delwin(window)
        window = fresh
        Self.prepare(fresh)
        return true
    }

    private static func prepare(_ window: UnsafeMutablePointer<WINDOW>) {
        // Leave the terminal's cursor wherever drawing ends: moving it back costs bytes, and
        // the frame's own cursor is placed after all panels.
        leaveok(window, true)
        scrollok(window, false)
    }
}
