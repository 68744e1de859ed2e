import TerminalUI

/// `ListView` with a `/` filter: fuzzy matches highlighted and counted; Esc clears the filter
/// before it goes back.
struct ListFilterScreen: GalleryScreen {
    var name: String { "List filter" }

    func makeViewController() -> ViewController {
        let fruit = ["Apples", "Apricots", "Bananas", "Blueberries", "Cherries", "Dates", "Elderberries", "Figs", "Grapes", "Kiwis"]
        let list = ListView(items: fruit.map { ListItem($0) }, activateTitle: "Pick")
        list.filterMode = .fuzzy
        let status = Label("Nothing picked.")
        list.onActivate = { [weak status] index in status?.text = "Picked \(fruit[index])." }
        return PaddedScreen(title: name, [
            list,
            status,
            HintLabel("/ filters as you type (fuzzy: bnn finds Bananas); Enter keeps it, Esc clears it."),
        ])
    }
}
