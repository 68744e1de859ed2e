import LCoordinator

// `--save-state FILE` and `--restore FILE` (and the tapes' SaveState and RestoreState): the
// selected tab, each tab's stack and the sheet over them, as routes (`TabsRoutes`).
extension TabsApp {
    private var restoration: TabNavigationRestoration {
        TabNavigationRestoration(tabs: root) { route, router in TabsRoutes.coordinator(for: route, router: router) }
    }

    /// The app's navigation as a state file (`--save-state`, a tape's `SaveState`).
    public func saveState() -> String? {
        restoration.state(flow: "tabs", in: application.window).jsonText()
    }

    /// Rebuilds what `saveState()` wrote; returns what it could not restore, nil when it did.
    public func restoreState(_ state: String) -> String? {
        // A restored app goes where the user was; the welcome popups are for a fresh start.
        root.skipPopups()
        return restoration.restore(json: state, routes: TabsRoutes.table)
    }
}
