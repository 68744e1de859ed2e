import TerminalCore

// Checking patched frames (tests and the fuzzer): each compared with the same frame drawn whole.
extension Window {
    /// The same frame drawn whole when it differs from `patched` (`verifiesPatchedFrames`), the
    /// difference noted in `patchedFrameMismatches`; nil when they are equal.
    func mismatch(of patched: Frame, size: Size, now: Duration) -> RenderedFrame? {
        let rendered = renderFrame(size: size, now: now)
        let whole = rendered.frame
        guard whole != patched else { return nil }
        let wholeLines = whole.composed().lines
        let patchedLines = patched.composed().lines
        let row = wholeLines.indices.first { $0 >= patchedLines.count || wholeLines[$0] != patchedLines[$0] }
        let detail = row.map { "row \($0): drawn whole \"\(wholeLines[$0])\", patched \"\(patchedLines[$0])\"" }
            ?? Window.differenceOtherThanText(whole: whole, patched: patched)
        patchedFrameMismatches.append(detail)
        return rendered
    }

    /// How two frames with the same text differ: the first cell whose style differs, the cursor,
    /// or the layers.
    private static func differenceOtherThanText(whole: Frame, patched: Frame) -> String {
        if whole.cursor != patched.cursor {
            return "cursor drawn whole \(whole.cursor.map { "\($0)" } ?? "hidden"), patched \(patched.cursor.map { "\($0)" } ?? "hidden")"
        }
        let a = whole.composed()
        let b = patched.composed()
        for y in 0..<a.size.height {
            for x in 0..<a.size.width where a[x, y].style != b[x, y].style {
                return "style at \(x),\(y) (\"\(a[x, y].symbol)\"): drawn whole \(a[x, y].style), patched \(b[x, y].style)"
            }
        }
        for (w, p) in zip(whole.layers, patched.layers) where w != p {
            if w.id != p.id || w.origin != p.origin || w.canvas.size != p.canvas.size {
                return "layer \(w.id) at \(w.origin) \(w.canvas.size) drawn whole, \(p.id) at \(p.origin) \(p.canvas.size) patched"
            }
            if w.canvas.clip != p.canvas.clip { return "layer \(w.id)'s clip: drawn whole \(w.canvas.clip), patched \(p.canvas.clip)" }
            for y in 0..<w.canvas.size.height {
                for x in 0..<w.canvas.size.width where w.canvas[x, y] != p.canvas[x, y] {
                    return "layer \(w.id), hidden cell \(x),\(y): drawn whole \"\(w.canvas[x, y].symbol)\" \(w.canvas[x, y].style), patched \"\(p.canvas[x, y].symbol)\" \(p.canvas[x, y].style)"
                }
            }
        }
        return "other layers: drawn whole \(whole.layers.map(\.id)), patched \(patched.layers.map(\.id))"
    }
}
