import TerminalCore

// Retained drawing: a frame in which only views that redraw alone changed patches the kept one.
extension Window {
    /// Asks for a frame in which only `view` changed (see `View.redrawsAlone`).
    func setNeedsRedraw(of view: View) {
        guard !needsDisplay else { return }
        if !patcher.viewsNeedingRedraw.contains(where: { $0 === view }) { patcher.viewsNeedingRedraw.append(view) }
    }

    /// Whether a frame is due: the whole frame, or views that redraw alone.
    package var needsFrame: Bool { needsDisplay || !patcher.viewsNeedingRedraw.isEmpty }

    /// The kept frame with `views` (those that asked to redraw alone) drawn again, or nil when
    /// the whole frame must be made: nothing asked, the size changed, the key bindings changed,
    /// something on screen animates, or a view is not on screen as it was drawn (moved, hidden,
    /// covered by what was drawn later).
    func patchedFrame(redrawing views: [View], size: Size, now: Duration) -> RetainedFrame? {
        guard !views.isEmpty, !keepsCursorOnFocus, var retained = patcher.retainedFrame,
              retained.frame.size == size, retained.keyBindingsGeneration == keyBindingsGeneration,
              // Something drawn from the time (a spinner, a toast) would be stale in the kept
              // layers: while anything asks for a timed redraw, frames are drawn whole.
              retained.redrawDeadline == nil else { return nil }
        // Patched in place (its records not copied); when patching fails the whole frame drawn
        // instead replaces it.
        patcher.retainedFrame = nil
        beginLayoutPass()
        defer { endLayoutPass() }
        // A context of its own: what the views register (their mouse targets) is as before, and
        // the kept records stay.
        let context = RenderContext(now: now, theme: theme, footerHeight: Window.footerHeight)
        context.colorsEnabled = application?.colorsEnabled ?? true
        context.recordsRedraws = false
        for view in views {
            guard let recordIndex = retained.records.firstIndex(where: { $0.view === view }),
                  view.viewController?.window === self, !view.isHidden, view.isVisibleInTree,
                  view.frame == retained.records[recordIndex].frame,
                  let layerIndex = retained.frame.layers.firstIndex(where: { $0.id == retained.records[recordIndex].layerID }) else { return nil }
            let record = retained.records[recordIndex]
            view.layOut(clip: record.clip, drawsCells: true)
            let state = view.redrawState
            let changed = (view.rectChanged(from: record.state, to: state) ?? record.visible).intersection(record.visible)
            guard !changed.isEmpty else { continue }
            var canvas = retained.frame.layers[layerIndex].canvas
            let clip = canvas.clip
            canvas.replaceCells(in: changed, from: record.underlay, at: record.visible.origin)
            view.render(into: &canvas, clip: changed.intersection(record.clip), context: context)
            canvas.clip = clip
            retained.frame.layers[layerIndex].canvas = canvas
            retained.records[recordIndex].state = state
        }
        // Laying the views out may have found the bindings changed (a provider's row count):
        // then the footer must be drawn too, and the whole frame is.
        guard keyBindingsGeneration == retained.keyBindingsGeneration else { return nil }
        return retained
    }

    /// `frame`, a full frame, as kept for patching, with the records of the views of its top
    /// layer that can be redrawn alone (drawn over by nothing later, not under a bar that was
    /// moved out).
    func retainable(_ frame: Frame, redrawDeadline: Duration?, records: [RedrawRecord], topLayerID: String, bars: [Rect]) -> RetainedFrame {
        let kept = records.filter { record in
            record.isSealed && record.isIntact && record.layerID == topLayerID
                && !bars.contains { !$0.intersection(record.visible).isEmpty }
        }
        return RetainedFrame(frame: frame, keyBindingsGeneration: keyBindingsGeneration,
                             redrawDeadline: redrawDeadline, records: kept)
    }
}
