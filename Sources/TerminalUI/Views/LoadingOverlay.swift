import TerminalCore

/// The box a screen shows while it is loading: a spinner and a message over the content.
@MainActor
package enum LoadingOverlay {
    /// Spinner frames, one every `frameInterval`.
    package static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    package static let frameInterval: Duration = .milliseconds(100)

    /// The spinner frame to show at `now`.
    package static func frame(at now: Duration) -> Character {
        let ticks = Int((now / frameInterval).rounded(.down))
        return frames[((ticks % frames.count) + frames.count) % frames.count]
    }

    /// The time from `now` to the spinner's next frame: redraws come when the frame changes,
    /// so a frame drawn at any moment shows what `frame(at:)` says for that moment.
    package static func untilNextFrame(at now: Duration) -> Duration {
        let ticks = Int((now / frameInterval).rounded(.down))
        return frameInterval * (ticks + 1) - now
    }

    static func draw(message: String, in rect: Rect, canvas: inout Canvas, context: RenderContext) {
        let text = "\(frame(at: context.now)) \(message)"
        let width = min(rect.width, text.displayWidth + 4)
        let box = rect.centered(Size(width: width, height: min(rect.height, 3)))
        guard !box.isEmpty else { return }
        context.noteDrawing(in: box)
        canvas.fill(box, style: context.theme.text)
        canvas.drawBox(box, border: .rounded, style: context.theme.border)
        canvas.write(text, at: Point(x: box.minX + 2, y: box.minY + 1), style: context.theme.accent, maxWidth: box.width - 4)
        context.requestRedraw(after: untilNextFrame(at: context.now))
    }
}
