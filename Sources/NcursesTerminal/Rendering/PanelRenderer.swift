import CNcurses
import TerminalCore

/// Shows frames with one curses window and panel per layer, and one `doupdate()` per frame.
///
/// Windows are kept across frames by layer id: moved and resized when their layer is, deleted
/// when it is gone, restacked to the frame's order. Only layers whose cells changed are erased
/// and redrawn (all of them when the stack's geometry changed), and curses sends the terminal
/// only the cells that differ from what it shows, so a small change writes a few bytes.
@MainActor
final class PanelRenderer {
    /// One layer as it will be drawn: clipped to the screen, under a unique key.
    private struct Plan {
        var key: String
        var rect: Rect
        var canvas: Canvas
    }

    private(set) var palette: ColorPalette
    private var windows: [String: LayerWindow] = [:]
    /// Keys of the windows, bottom to top.
    private var order: [String] = []
    private var lastFrame: Frame?
    private var needsFullRedraw = true
    private var isCursorVisible: Bool?
    private var glyph = [wchar_t](repeating: 0, count: CellGlyph.capacity)

    init(palette: ColorPalette) {
        self.palette = palette
    }

    /// Makes the next `render` redraw everything, for example after the screen changed size.
    func invalidate() {
        needsFullRedraw = true
        lastFrame = nil
        // What a terminal shows after it was resized is anyone's guess: repaint it all.
        clearok(lc_curscr(), true)
    }

    /// Shows `frame`; does nothing (and writes nothing) when it equals the last one shown.
    func render(_ frame: Frame) {
        if !needsFullRedraw, frame == lastFrame { return }
        let screen = Rect(size: Size(width: Int(lc_cols()), height: Int(lc_lines())))
        let visible = Rect(size: frame.size).intersection(screen)
        var plans = plan(frame, visible: visible)
        for index in plans.indices {
            repairSplitCharacters(in: &plans[index], below: plans[(index + 1)...].map(\.rect))
        }
        let structureChanged = arrangeWindows(for: &plans) || needsFullRedraw
        if structureChanged {
            // Uncovered parts of the screen show stdscr, which is blank; repaint them.
            touchwin(lc_stdscr())
        }
        for plan in plans {
            guard let layerWindow = windows[plan.key] else { continue }
            if structureChanged {
                draw(plan.canvas, into: layerWindow.window)
            } else if let drawn = layerWindow.drawn, drawn.size == plan.canvas.size {
                // Only the rows that changed (a row shared with the last frame compares in one step).
                for y in 0..<plan.canvas.size.height where !drawn.hasSameRow(y, as: plan.canvas) {
                    draw(plan.canvas, into: layerWindow.window, row: y)
                }
            } else {
                draw(plan.canvas, into: layerWindow.window)
            }
            layerWindow.drawn = plan.canvas
        }
        let cursor = frame.cursor.flatMap { visible.contains($0) ? $0 : nil }
        if isCursorVisible != (cursor != nil) {
            curs_set(cursor != nil ? 1 : 0)
            isCursorVisible = cursor != nil
        }
        update_panels()
        // After the panels, so the cursor sits on top of all of them.
        lc_set_screen_cursor(Int32(cursor?.y ?? -1), Int32(cursor?.x ?? -1))
        doupdate()
        lastFrame = frame
        needsFullRedraw = false
    }

    /// Deletes every window and panel.
    func removeAll() {
        for key in order { windows[key]?.destroy() }
        windows = [:]
        order = []
    }

    // MARK: - Planning

    /// The frame's layers clipped to the visible part of the screen, with unique keys.
    private func plan(_ frame: Frame, visible: Rect) -> [Plan] {
        var plans: [Plan] = []
        var occurrences: [String: Int] = [:]
        for layer in frame.layers {
            let occurrence = occurrences[layer.id, default: 0]
            occurrences[layer.id] = occurrence + 1
            let rect = layer.frame.intersection(visible)
            guard !rect.isEmpty else { continue }
            var canvas = layer.canvas
            if rect != layer.frame {
                // Blitting into a canvas of the clipped size clips exactly as Frame.composed()
                // does, wide characters at the edges included.
                canvas = Canvas(size: rect.size)
                canvas.blit(layer.canvas, at: Point(x: layer.origin.x - rect.minX, y: layer.origin.y - rect.minY))
            }
            let key = occurrence == 0 ? layer.id : "\(layer.id)#\(occurrence)"
            plans.append(Plan(key: key, rect: rect, canvas: canvas))
        }
        return plans
    }

    /// Blanks wide characters of `plan` that a layer above covers by one half only.
    ///
    /// The panels would otherwise leave half a character on screen; `Frame.composed()` shows a
    /// blank in the uncovered half, and so does this.
    private func repairSplitCharacters(in plan: inout Plan, below upper: [Rect]) {
        guard !upper.isEmpty, upper.contains(where: { !$0.intersection(plan.rect).isEmpty }) else { return }
        let covered = { (x: Int, y: Int) in upper.contains { $0.contains(Point(x: x, y: y)) } }
        // Coverage changes between a character's two halves only at a left or right edge of a
        // rectangle above, so only the cells just before those edges can hold a split character
        // (reading every cell cost a list move 33,000 instructions under a footer or a sheet).
        for edge in upper {
            let top = max(edge.minY, plan.rect.minY), bottom = min(edge.maxY, plan.rect.maxY)
            guard top < bottom else { continue }
            let screenRows = top..<bottom
            for screenX in [edge.minX - 1, edge.maxX - 1] {
                let x = screenX - plan.rect.x
                guard x >= 0, x < plan.rect.width else { continue }
                for screenY in screenRows {
                    let y = screenY - plan.rect.y
                    guard y < plan.canvas.rows.count, x < plan.canvas.rows[y].count else { continue }
                    let cell = plan.canvas.rows[y][x]
                    if cell.width == 2, covered(screenX, screenY) != covered(screenX + 1, screenY) {
                        plan.canvas.put(" ", at: Point(x: x, y: y), style: cell.style)
                    }
                }
            }
        }
    }

    /// Creates, moves, resizes, deletes and restacks windows to match `plans`.
    ///
    /// - Returns: whether anything about the stack changed (then every window is redrawn).
    private func arrangeWindows(for plans: inout [Plan]) -> Bool {
        var changed = false
        let keys = Set(plans.map(\.key))
        for key in order where !keys.contains(key) {
            windows.removeValue(forKey: key)?.destroy()
            changed = true
        }
        plans.removeAll { plan in
            if let existing = windows[plan.key] {
                if existing.rect != plan.rect {
                    changed = true
                    if !existing.setRect(plan.rect) {
                        windows.removeValue(forKey: plan.key)?.destroy()
                        return true
                    }
                }
                return false
            }
            changed = true
            guard let created = LayerWindow(rect: plan.rect) else { return true }
            windows[plan.key] = created
            return false
        }
        let newOrder = plans.map(\.key)
        if newOrder != order || changed {
            for key in newOrder {
                if let panel = windows[key]?.panel { top_panel(panel) }
            }
            changed = true
        }
        order = newOrder
        return changed
    }

    // MARK: - Drawing

    private func draw(_ canvas: Canvas, into window: UnsafeMutablePointer<WINDOW>) {
        werase(window)
        drawCells(of: canvas, rows: 0..<canvas.size.height, into: window)
    }

    /// Draws row `y` of `canvas` again: blanks it, then draws its cells.
    private func draw(_ canvas: Canvas, into window: UnsafeMutablePointer<WINDOW>, row y: Int) {
        wmove(window, Int32(y), 0)
        wclrtoeol(window)
        drawCells(of: canvas, rows: y..<(y + 1), into: window)
    }

    /// Draws the cells of `rows` that are not plain blanks (the window's erased state).
    private func drawCells(of canvas: Canvas, rows: Range<Int>, into window: UnsafeMutablePointer<WINDOW>) {
        var character = cchar_t()
        let blank = StoredCell.blank
        let cells = canvas.rows
        var lastStyle = Style()
        var rendition = palette.rendition(for: lastStyle)
        glyph.withUnsafeMutableBufferPointer { buffer in
            for y in rows where y < cells.count {
                var x = 0
                while x < canvas.size.width {
                    let cell = cells[y][x]
                    // A continuation was drawn with its lead; erasing already left plain blanks.
                    if cell.isContinuation || cell == blank {
                        x += 1
                        continue
                    }
                    let columns = CellGlyph.fill(buffer, for: cell, of: canvas)
                    // Neighbouring cells mostly share a style: compare it rather than hash it.
                    if cell.style != lastStyle {
                        lastStyle = cell.style
                        rendition = palette.rendition(for: cell.style)
                    }
                    setcchar(&character, buffer.baseAddress, rendition.attributes, rendition.pair, nil)
                    // Writing the window's bottom-right cell returns ERR (the cursor cannot move
                    // past it) after drawing the character: nothing to handle.
                    _ = mvwadd_wch(window, Int32(y), Int32(x), &character)
                    if columns < cell.width {
                        buffer[0] = 0x20
                        buffer[1] = 0
                        setcchar(&character, buffer.baseAddress, rendition.attributes, rendition.pair, nil)
                        _ = mvwadd_wch(window, Int32(y), Int32(x + columns), &character)
                    }
                    x += max(1, cell.width)
                }
            }
        }
    }

    // MARK: - Reading back

    /// What curses believes the terminal shows (`curscr`), as a canvas, and where its cursor is.
    func screenContents() -> (canvas: Canvas, cursor: Point) {
        let screen = lc_curscr()
        let cursorY = lc_getcury(screen), cursorX = lc_getcurx(screen)
        let size = Size(width: Int(lc_getmaxx(screen)), height: Int(lc_getmaxy(screen)))
        var canvas = Canvas(size: size)
        var character = cchar_t()
        var attributes = attr_t()
        var pair: Int16 = 0
        var buffer = [wchar_t](repeating: 0, count: CellGlyph.capacity + 1)
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                guard mvwin_wch(screen, Int32(y), Int32(x), &character) != ERR,
                      getcchar(&character, &buffer, &attributes, &pair, nil) != ERR
                else {
                    x += 1
                    continue
                }
                var scalars = String.UnicodeScalarView()
                for value in buffer.prefix(while: { $0 != 0 }) {
                    if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) { scalars.append(scalar) }
                }
                let text = String(scalars)
                let style = palette.style(attributes: attributes, pair: pair)
                if let first = text.first {
                    x += max(1, canvas.put(first, at: Point(x: x, y: y), style: style))
                } else {
                    x += 1
                }
            }
        }
        // mvwin_wch moved curscr's cursor, which is curses' idea of the terminal's cursor.
        wmove(screen, cursorY, cursorX)
        return (canvas, Point(x: Int(cursorX), y: Int(cursorY)))
    }
}
