import TerminalUI

/// `Select`: a country from a long list (type to filter) and a disabled one.
struct SelectScreen: GalleryScreen {
    var name: String { "Select" }

    func makeViewController() -> ViewController {
        let countries = ["Argentina", "Brazil", "Canada", "Denmark", "Egypt", "France", "Germany",
                                                  "India", "Japan 日本", "Kenya", "Mexico", "Norway", "Peru", "Spain"]
        let country = Select("Country", options: countries)
        let plan = Select("Plan", options: ["Free", "Pro"], selectedIndex: 0)
        plan.isEnabled = false
        country.titleWidth = 7
        plan.titleWidth = 7
        let status = Label("No country chosen yet.")
        country.onChange = { status.text = "Ships to \(countries[$0])." }
        return PaddedScreen(title: name, [
            country, plan, status,
            HintLabel("Enter opens the list; type to filter, ↑ ↓ move, Enter chooses, Esc closes."),
        ])
    }
}
