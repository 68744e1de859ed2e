import TerminalUI

/// `LogView`: `a` appends a burst of lines; the log follows them until you scroll up, and End
/// follows again.
struct LogViewScreen: GalleryScreen {
    var name: String { "LogView" }

    func makeViewController() -> ViewController {
        let log = LogView(maxLines: 10_000)
        let burst: @MainActor @Sendable () -> Void = { [weak log] in
            guard let log else { return }
            // Numbered by the lines kept: the log keeps 10,000, a thousand presses.
            for _ in 0..<10 {
                let next = log.lineCount + 1
                log.append("GET /orders/\(next) 200 (\(next % 40 + 3) ms)")
            }
        }
        burst()
        burst()
        burst()
        let screen = PaddedScreen(title: name, [
            log,
            HintLabel("a appends 10 lines · ↑ or PgUp stops following · End follows again."),
        ])
        screen.keyBindings = [KeyBinding(.char("a"), title: "Append", action: burst)]
        return screen
    }
}
