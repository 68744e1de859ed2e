import TerminalUI

/// `SegmentedControl`: three segments, each showing its own text below, and a disabled one.
struct SegmentedControlScreen: GalleryScreen {
    var name: String { "SegmentedControl" }

    func makeViewController() -> ViewController {
        let pages = [
            "Today: 3 meetings, 2 reviews.",
            "This week: 12 meetings, the release on Friday.",
            "This month: the conference and two holidays.",
        ]
        let period = SegmentedControl(["Day", "Week", "Month"])
        let page = Label(pages[0])
        period.onChange = { page.text = pages[$0] }
        let locked = SegmentedControl(["List", "Grid"])
        locked.isEnabled = false
        return PaddedScreen(title: name, [
            period, page, locked,
            HintLabel("← and → or a click choose a segment; the second control is disabled."),
        ])
    }
}
