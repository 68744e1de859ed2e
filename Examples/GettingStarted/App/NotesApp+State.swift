import LCoordinator

// `--save-state FILE` and `--restore FILE` (and the tapes' SaveState and RestoreState): one
// stack and no tabs, so the notes pushed on it and the Settings sheet are kept as the app's own
// data beside an empty navigation; the file gets every check of the SDK's state files.
extension NotesApp {
    /// The screens over the Notes list.
    struct Screens: Codable, Hashable, Sendable {
        var notes: [Int] = []
        var settings = false
    }

    /// The notes pushed and whether Settings is open, as a state file (`--save-state`, a tape's `SaveState`).
    public func saveState() -> String? {
        var screens = Screens(settings: root.children.contains { $0 is SettingsCoordinator })
        // Depth first in the order they started: the order they were pushed, whoever pushed them.
        func collect(_ coordinator: any Coordinator) {
            for child in coordinator.children {
                if let note = child as? NoteCoordinator { screens.notes.append(note.id) }
                collect(child)
            }
        }
        collect(root)
        return SavedState(navigation: NavigationState(flow: "notes"), app: screens).jsonText()
    }

    /// Rebuilds what `saveState()` wrote; returns what it could not restore, nil when it did all.
    public func restoreState(_ text: String) -> String? {
        do throws(NavigationStateError) {
            let screens = try SavedState<Screens>(json: text, routes: RouteTable([RoutePattern]())).app ?? Screens()
            // A stack holds at most this many screens: the rest is named, never dropped in silence.
            let notes = screens.notes.prefix(NavigationState.maximumStackDepth)
            // From the Notes list with nothing over it, as a fresh start would be.
            root.router.dismissAllPresented(isAnimated: false) { [root] in
                root.router.popToRootCoordinator(isAnimated: false)
                for id in notes { root.showNote(id) }
                if screens.settings { root.showSettings() }
            }
            let left = screens.notes.count - notes.count
            return left == 0 ? nil
                : "not restored: the last \(left) of \(screens.notes.count) notes (a stack holds at most \(notes.count))"
        } catch {
            return "\(error); starting fresh"
        }
    }
}
