import TerminalCore

/// Drawing: each frame's layers (the root and its bars, presented layers, toast, footer, help).
///
/// A frame is laid out first (`layOutFrame`: views, the default focus, the help, the footer's
/// keys), then drawn (`drawFrame`), which reads the window and its views and makes a
/// `RenderedFrame`; the window keeps what it needs of it (`keep(_:)`) once the frame is made.
extension Window {
    /// Lays out and draws one frame for a screen of `size` at time `now`.
    ///
    /// When only views that redraw alone asked for it (a list's selection move), the frame kept
    /// from last time is patched where they are (see `patchedFrame(redrawing:size:now:)`);
    /// otherwise everything is laid out and drawn.
    ///
    /// With `drawsCells` false (a frame nobody will look at, see `Application.defersFrames`)
    /// every view is laid out and drawn as usual but into canvases that keep no cells; such a
    /// frame is not kept for patching.
    package func makeFrame(size: Size, now: Duration, drawsCells: Bool = true) -> (frame: Frame, redrawDeadline: Duration?) {
        let redrawn = patcher.viewsNeedingRedraw
        patcher.viewsNeedingRedraw = []
        if !needsDisplay, let patched = patchedFrame(redrawing: redrawn, size: size, now: now) {
            patchedFrameCount += 1
            if verifiesPatchedFrames, let whole = mismatch(of: patched.frame, size: size, now: now) {
                keep(whole)
                return (whole.frame, whole.redrawDeadline)
            }
            patcher.retainedFrame = patched
            return (patched.frame, patched.redrawDeadline)
        }
        needsDisplay = false
        let rendered = renderFrame(size: size, now: now, drawsCells: drawsCells)
        keep(rendered)
        return (rendered.frame, rendered.redrawDeadline)
    }

    /// Keeps what the window needs of `rendered`, the frame now on screen: its mouse targets,
    /// its footer row, and the frame itself for patching.
    private func keep(_ rendered: RenderedFrame) {
        mouse.hitLayers = rendered.hitLayers
        mouse.footerRow = rendered.footerRow
        patcher.retainedFrame = rendered.retained
        patcher.viewsNeedingRedraw = []
    }

    /// Lays out and draws every layer of one frame.
    func renderFrame(size: Size, now: Duration, drawsCells: Bool = true) -> RenderedFrame {
        beginLayoutPass()
        defer { endLayoutPass() }
        guard size.contains(minimumSize) else {
            return RenderedFrame(frame: tooSmallFrame(size: size), redrawDeadline: nil, hitLayers: [], footerRow: nil, retained: nil)
        }
        return drawFrame(layOutFrame(size: size, drawsCells: drawsCells), now: now, drawsCells: drawsCells)
    }

    /// Where one frame's layers go and what the help and the footer show, as `layOutFrame`
    /// placed them.
    struct FrameLayout {
        let size: Size
        let presented: [ViewController]
        let rootRect: Rect
        let tabBarHeight: Int
        let footerRow: Int
        /// Each presented controller's layer, in screen coordinates.
        let modalFrames: [Rect]
        let help: HelpLayout?
        /// The bindings the footer names (none while it shows a status or nobody looks).
        let footerItems: [KeyBinding]
    }

    /// Lays out one frame: the root screen, the presented ones, the help and the footer's keys.
    /// Whatever a frame changes in the window and its views (layout, the default focus, the
    /// bindings kept for the footer) changes here, before anything is drawn.
    func layOutFrame(size: Size, drawsCells: Bool = true) -> FrameLayout {
        let screen = Rect(size: size)
        let presented = presentedViewControllers
        let coversTabBar = presented.contains(where: \.shouldRemovePresentersView)
        let tabBarHeight = primaryBottomBarController?.bottomBarHeight ?? 0
        let footerRow = size.height - 1 - (coversTabBar ? 0 : tabBarHeight)
        let rootRect = tabBarHeight > 0 ? screen : screen.inset(bottom: Window.footerHeight)
        rootViewController?.layOut(in: rootRect, clip: screen, drawsCells: drawsCells)
        let area = Rect(x: 0, y: 0, width: size.width, height: footerRow)
        var modalFrames: [Rect] = []
        for controller in presented {
            let frame = modalFrame(for: controller, in: area, screen: screen)
            let bounds = Rect(size: frame.size)
            controller.layOut(in: modalContentRect(of: controller, in: bounds), clip: bounds, drawsCells: drawsCells)
            modalFrames.append(frame)
        }
        // The help is laid out after the views (their layout may change the bindings it lists)
        // and before the footer, which names its keys (↑↓ only if it scrolls).
        let help = isHelpVisible ? layOutHelp(size: size, area: area) : nil
        // A frame nobody looks at draws no footer.
        let footerItems = drawsCells && messages.status == nil ? footerBindings(width: size.width) : []
        return FrameLayout(size: size, presented: presented, rootRect: rootRect, tabBarHeight: tabBarHeight, footerRow: footerRow,
                           modalFrames: modalFrames, help: help, footerItems: footerItems)
    }

    /// Draws the frame `layout` placed: reads the window and its views, changes neither.
    func drawFrame(_ layout: FrameLayout, now: Duration, drawsCells: Bool = true) -> RenderedFrame {
        func makeCanvas(_ size: Size) -> Canvas { drawsCells ? Canvas(size: size) : Canvas(discardingCellsOf: size) }
        let size = layout.size
        let context = RenderContext(now: now, theme: theme, footerHeight: Window.footerHeight)
        context.colorsEnabled = application?.colorsEnabled ?? true
        let screen = Rect(size: size)
        var layers: [Layer] = []
        var cursor: Point?
        var hitLayers: [HitLayer] = []
        context.tracksFocus = keepsCursorOnFocus
        // A frame nobody looks at is not kept for patching: no records.
        context.recordsRedraws = drawsCells
        let presented = layout.presented
        let footerRow = layout.footerRow

        if let root = rootViewController {
            var canvas = makeCanvas(size)
            context.collectsBars = true
            context.layerID = "root"
            root.render(in: layout.rootRect, canvas: &canvas, context: context)
            context.collectsBars = false
            cursor = context.cursor ?? context.takeFocusPoint()
            // The visible stack's navigation bar and the tab bar are layers of their own:
            // moved out of the root canvas, which keeps the top screen.
            var bars: [Layer] = []
            for (index, bar) in context.bars.enumerated() {
                let id = context.bars.filter({ $0.id == bar.id }).count > 1 ? "\(bar.id).\(index)" : bar.id
                bars.append(Layer(id: id, origin: bar.rect.origin, canvas: canvas.cropped(to: bar.rect)))
                canvas.fill(bar.rect)
            }
            layers.append(Layer(id: "root", origin: .zero, canvas: canvas))
            layers += bars
            hitLayers.append(HitLayer(frame: screen, controller: nil, targets: context.takeHitTargets()))
        }

        for (index, (controller, frame)) in zip(presented, layout.modalFrames).enumerated() {
            if !controller.shouldRemovePresentersView {
                for layerIndex in layers.indices {
                    let bounds = layers[layerIndex].canvas.bounds
                    layers[layerIndex].canvas.restyle(bounds) { $0.adding(.dim) }
                }
            }
            var canvas = makeCanvas(frame.size)
            context.cursor = nil
            _ = context.takeFocusPoint()
            context.layerID = "modal.\(index + 1)"
            drawModal(controller, canvas: &canvas, context: context)
            cursor = (context.cursor ?? context.takeFocusPoint()).map { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }
            layers.append(Layer(id: "modal.\(index + 1)", origin: frame.origin, canvas: canvas))
            hitLayers.append(HitLayer(frame: frame, controller: controller, targets: context.takeHitTargets()))
        }

        if let toast = messages.toast, toast.expiresAt > now {
            let text = " \(toast.message) "
            let width = min(size.width, text.displayWidth)
            var canvas = makeCanvas(Size(width: width, height: 1))
            canvas.write(text, at: .zero, style: theme.toast)
            let x = (size.width - width) / 2
            let row = toastRow(footerRow: footerRow, span: x..<(x + width), over: layers)
            layers.append(Layer(id: "toast", origin: Point(x: x, y: row), canvas: canvas))
            context.requestRedraw(after: toast.expiresAt - now)
        }

        var footer = makeCanvas(Size(width: size.width, height: Window.footerHeight))
        // The footer only writes cells.
        if drawsCells { drawFooter(layout.footerItems, into: &footer) }
        layers.append(Layer(id: "footer", origin: Point(x: 0, y: footerRow), canvas: footer))

        if let help = layout.help {
            layers.append(helpLayer(help, drawsCells: drawsCells))
            cursor = nil
        }
        let frame = Frame(size: size, layers: layers, cursor: cursor)
        let retained = drawsCells ? retainable(frame, redrawDeadline: context.redrawDeadline, records: context.redrawRecords,
                                               topLayerID: presented.isEmpty ? "root" : "modal.\(presented.count)", bars: context.bars.map(\.rect)) : nil
        return RenderedFrame(frame: frame, redrawDeadline: context.redrawDeadline, hitLayers: hitLayers, footerRow: footerRow, retained: retained)
    }

    /// The row a toast spanning `span` goes on: the first above the footer (never the footer's
    /// own) whose cells under it are blank in every layer below, looking a few rows up, so a
    /// hint or a button on the last rows stays readable; the row just above the footer when
    /// none is blank.
    private func toastRow(footerRow: Int, span: Range<Int>, over layers: [Layer]) -> Int {
        let preferred = max(0, footerRow - 1)
        func isBlank(_ row: Int) -> Bool {
            for layer in layers where !layer.canvas.discardsCells {
                let y = row - layer.origin.y
                guard y >= 0, y < layer.canvas.size.height else { continue }
                for column in span {
                    let x = column - layer.origin.x
                    guard x >= 0, x < layer.canvas.size.width else { continue }
                    if layer.canvas[x, y].symbol != " " { return false }
                }
            }
            return true
        }
        for row in stride(from: preferred, through: max(0, footerRow - Self.toastRowsToSearch), by: -1) where isBlank(row) {
            return row
        }
        return preferred
    }

    /// How many rows above the footer a toast looks for a blank place.
    private static let toastRowsToSearch = 4

    /// Where a presented controller's screen goes in its layer's `bounds`: inside the box, or
    /// all of it for a full-screen one.
    private func modalContentRect(of controller: ViewController, in bounds: Rect) -> Rect {
        controller.shouldRemovePresentersView ? bounds : bounds.inset(top: 1, left: 1, bottom: 1, right: 1)
    }

    /// Where a presented controller's layer goes (its style's size), in screen coordinates.
    func modalFrame(for controller: ViewController, in area: Rect, screen: Rect) -> Rect {
        if let frame = controller.presentedFrame(in: area) {
            return frame
        }
        switch controller.modalPresentationStyle {
        case .fullScreen:
            return Rect(x: 0, y: 0, width: screen.width, height: screen.height - 1)
        case .pageSheet:
            let width = min(area.width, max(36, area.width * 8 / 10))
            let height = min(area.height, max(8, area.height * 8 / 10))
            return area.centered(Size(width: width, height: height))
        case .formSheet:
            let width = min(area.width, max(32, area.width * 6 / 10))
            let height = min(area.height, max(7, area.height * 5 / 10))
            return area.centered(Size(width: width, height: height))
        case .bottomSheet:
            // A form's sheet grows to the screen (and the form scrolls beyond it), as does one
            // with nothing to scroll (a message and its actions), so it never drops its last
            // action while the screen has rows; one with a list keeps to about 60 % (the list scrolls).
            let grows = controller.growsBottomSheetToScreen || !controller.sheetContentScrolls
            let limit = grows ? area.height : max(4, area.height * 6 / 10)
            let content = controller.sheetContentHeight(width: max(1, area.width - 4))
            let height = min(limit, max(4, content + 2))
            return Rect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
        }
    }

    private func drawModal(_ controller: ViewController, canvas: inout Canvas, context: RenderContext) {
        let bounds = canvas.bounds
        if canvas.discardsCells {
            // A frame nobody looks at: the box is only cells; the controller draws.
            controller.render(in: modalContentRect(of: controller, in: bounds), canvas: &canvas, context: context)
            return
        }
        canvas.fill(bounds, style: theme.text)
        if controller.shouldRemovePresentersView {
            controller.render(in: bounds, canvas: &canvas, context: context)
            return
        }
        var boxTitle = controller.showsTitleInPresentationBox ? controller.title : nil
        let grabber = "━━━━━━"
        let grabberX = max(1, (bounds.width - grabber.displayWidth) / 2)
        let hasGrabber = controller.showsPresentationGrabber
        if hasGrabber, let title = boxTitle {
            // The title sits left of the grabber and never runs into it (the box adds 4 cells).
            boxTitle = title.truncated(toWidth: max(0, grabberX - 6))
        }
        canvas.drawBox(bounds, border: .rounded, style: theme.border, title: boxTitle, titleStyle: theme.sheetTitle)
        if hasGrabber {
            canvas.write(grabber, at: Point(x: grabberX, y: 0), style: theme.border.adding(.bold))
        }
        controller.render(in: modalContentRect(of: controller, in: bounds), canvas: &canvas, context: context)
    }

    /// The footer: the status message, else `items` (as the layout chose them).
    private func drawFooter(_ items: [KeyBinding], into canvas: inout Canvas) {
        let width = canvas.size.width
        if let statusMessage = messages.status {
            canvas.write(" " + statusMessage.truncated(toWidth: max(0, width - 1)), at: .zero, style: theme.footerMessage)
            return
        }
        var x = 1
        for item in items {
            x += canvas.write(item.label, at: Point(x: x, y: 0), style: theme.footerKey)
            x += 1
            x += canvas.write(item.title, at: Point(x: x, y: 0), style: theme.footerTitle)
            x += 2
        }
    }

    /// Where the help goes within `area` and what it shows. The help's layout: notes how many
    /// rows it has and shows (its keys scroll by them) and keeps its scroll within them.
    private func layOutHelp(size: Size, area: Rect) -> HelpLayout {
        let rows = activeKeyBindings.map { ($0.keys.map(\.shortLabel).joined(separator: " "), $0.title) }
        let labelWidth = min(24, rows.map { $0.0.displayWidth }.max() ?? 0)
        let width = min(size.width, max(30, labelWidth + 3 + (rows.map { $0.1.displayWidth }.max() ?? 0) + 4))
        let height = min(area.height, rows.count + 4)
        let shown = max(0, height - 4)
        help.rowCount = rows.count
        help.rowsShown = shown
        help.scrollPosition.scroll(to: help.scrollOffset, count: rows.count, rows: shown)
        return HelpLayout(frame: area.centered(Size(width: width, height: height)), rows: rows, labelWidth: labelWidth, shown: shown)
    }

    /// The help as `layOutHelp` placed it.
    struct HelpLayout {
        let frame: Rect
        let rows: [(label: String, title: String)]
        let labelWidth: Int
        let shown: Int
    }

    private func helpLayer(_ layout: HelpLayout, drawsCells: Bool) -> Layer {
        let (frame, rows, labelWidth, shown) = (layout.frame, layout.rows, layout.labelWidth, layout.shown)
        let (width, height) = (frame.width, frame.height)
        var canvas = drawsCells ? Canvas(size: frame.size) : Canvas(discardingCellsOf: frame.size)
        let scrolls = rows.count > shown
        var title = "Keys"
        if scrolls, shown > 0 {
            title += " \(help.scrollOffset + 1)-\(help.scrollOffset + shown) of \(rows.count)"
        }
        canvas.drawBox(canvas.bounds, border: .rounded, style: theme.border, title: title, titleStyle: theme.sheetTitle)
        for (index, row) in rows.dropFirst(help.scrollOffset).prefix(shown).enumerated() {
            let y = index + 1
            canvas.write(row.0.truncated(toWidth: labelWidth), at: Point(x: 2, y: y), style: theme.footerKey)
            canvas.write(row.1, at: Point(x: 3 + labelWidth, y: y), style: theme.text, maxWidth: width - labelWidth - 5)
        }
        let hint = scrolls ? "↑↓ scroll · others close" : "Any key closes this help"
        canvas.write(hint, at: Point(x: 2, y: height - 2), style: theme.secondaryText, maxWidth: width - 4)
        return Layer(id: "help", origin: frame.origin, canvas: canvas)
    }

    private func tooSmallFrame(size: Size) -> Frame {
        var canvas = Canvas(size: size)
        let message = "Terminal too small: need \(minimumSize)".truncated(toWidth: max(0, size.width))
        let x = max(0, (size.width - message.displayWidth) / 2)
        canvas.write(message, at: Point(x: x, y: max(0, (size.height - 1) / 2)), style: theme.footerMessage)
        return Frame(size: size, layers: [Layer(id: "too-small", origin: .zero, canvas: canvas)], cursor: nil)
    }

    /// Whether `size` is below `minimumSize` (the notice is shown instead of the layout).
    package func isTooSmall(_ size: Size) -> Bool { !size.contains(minimumSize) }
}
