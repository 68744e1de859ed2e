import CustomWidgetsKit
import TerminalUI

/// Widgets an app writes itself (Examples/CustomWidgets): a `DatePicker` and a `Sparkline`,
/// each also disabled; `a` feeds the sparkline, which redraws alone.
struct CustomWidgetsScreen: GalleryScreen {
    var name: String { "Custom widgets" }

    func makeViewController() -> ViewController {
        let date = DatePicker("Date", date: CalendarDate(year: 2026, month: 2, day: 28))
        let fixed = DatePicker("Fixed", date: CalendarDate(year: 2024, month: 2, day: 29))
        fixed.isEnabled = false
        for picker in [date, fixed] { picker.titleWidth = 5 }
        let load = Sparkline("Load", capacity: 40, samples: [3, 5, 9, 4, 7, 12, 15, 11, 8, 6, 10, 14])
        let paused = Sparkline("Paused", capacity: 40, samples: [9, 7, 5, 3, 1])
        paused.isEnabled = false
        let status = Label("")
        date.onChange = { status.text = "Date \($0)" }
        var next = 2
        let screen = PaddedScreen(title: name, [
            date, fixed, load, paused, status,
            HintLabel("↑↓ change the date, ←→ its part; a adds a sample; the second of each is disabled."),
        ])
        screen.keyBindings = [KeyBinding(.char("a"), title: "Add sample") { [weak load] in
            next = (next * 7 + 3) % 17
            load?.append(next)
        }]
        return screen
    }
}
