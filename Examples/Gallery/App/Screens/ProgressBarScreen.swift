import TerminalUI

/// `ProgressBar`: a determinate bar that `+` and `-` move, and an indeterminate one.
struct ProgressBarScreen: GalleryScreen {
    var name: String { "ProgressBar" }

    func makeViewController() -> ViewController {
        let download = ProgressBar("Download", progress: 0.3)
        let search = ProgressBar("Search", progress: nil)
        download.titleWidth = 8
        search.titleWidth = 8
        let screen = PaddedScreen(title: name, [
            download, search,
            HintLabel("+ and - move the download by 10 %; the search bar sweeps until it knows."),
        ])
        let move = { [weak download] (delta: Double) in
            guard let download else { return }
            download.progress = min(1, max(0, (download.progress ?? 0) + delta))
        }
        screen.keyBindings = [
            KeyBinding(.char("+"), title: "More") { move(0.1) },
            KeyBinding(.char("-"), title: "Less") { move(-0.1) },
        ]
        return screen
    }
}
