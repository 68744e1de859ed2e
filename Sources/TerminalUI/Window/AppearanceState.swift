/// What a window knows of its screens' appearance: whether it is on screen, which controllers
/// appeared, and how often what is on screen changed (see `Window+Appearance`).
@MainActor
struct AppearanceState {
    /// Whether the window was put on screen.
    var isVisible = false
    /// The controllers that got `viewDidAppear` and not yet `viewWillDisappear`.
    var appeared: [ViewController] = []
    /// Counts changes of what is on screen (a screen shown, hidden, presented or dismissed).
    var hierarchyGeneration = 0
}
