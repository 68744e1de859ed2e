import TerminalUI

/// One widget's screen in the gallery: its name in the list and the screen that shows it.
/// Add a widget with a type conforming to this in `Screens/` and one line in `GalleryCatalog`.
@MainActor
protocol GalleryScreen {
    /// The widget's name, as the list and the screen's title show it.
    var name: String { get }

    /// A new screen showing the widget (each push makes its own, released when popped).
    func makeViewController() -> ViewController
}
