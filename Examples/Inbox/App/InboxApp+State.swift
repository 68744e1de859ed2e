import LCoordinator

// `--save-state FILE` and `--restore FILE` (and the tapes' SaveState and RestoreState): the
// selected folder, each folder's stack and the compose sheet over them, as routes
// (`InboxRoutes`), with each folder's search and the compose sheet's draft as the app's own
// data (`InboxState`).
extension InboxApp {
    /// Saves and restores the folders; a restored compose sheet is filled with `draft`.
    private func restoration(draft: Draft? = nil) -> TabNavigationRestoration {
        TabNavigationRestoration(tabs: root) { [weak self] route, router in self?.screen(for: route, router: router, draft: draft) }
    }

    /// The app's navigation as a state file (`--save-state`, a tape's `SaveState`).
    public func saveState() -> String? {
        var state = InboxState(compose: ComposeForm.openDraft(under: root))
        for folder in root.folders where !folder.query.isEmpty {
            state.searches[folder.folder.rawValue.lowercased()] = folder.query
        }
        return SavedState(navigation: restoration().state(flow: "inbox", in: application.window), app: state).jsonText()
    }

    /// Rebuilds what `saveState()` wrote; returns what it could not restore, nil when it did.
    public func restoreState(_ text: String) -> String? {
        let saved: SavedState<InboxState>
        do throws(NavigationStateError) {
            saved = try SavedState<InboxState>(json: text, routes: InboxRoutes.table)
        } catch {
            return "\(error); starting fresh"
        }
        let state = saved.app ?? InboxState()
        for folder in root.folders {
            folder.query = InboxState.cleaned(state.searches[folder.folder.rawValue.lowercased()] ?? "")
        }
        return restoration(draft: state.compose).restore(json: text, routes: InboxRoutes.table)
    }

    /// The coordinator of a saved route on `router`, not started (nil for the folders' roots,
    /// which the tabs are).
    private func screen(for route: Route, router: any RouterProtocol, draft: Draft?) -> (any RouterCoordinator)? {
        switch route.pattern {
        case InboxRoutes.message:
            return route.int("id").map { MessageCoordinator(router: router, id: $0, store: store) }
        case InboxRoutes.compose:
            let draft = draft ?? Draft()
            return root.composeCoordinator(router: router, draft: Draft(to: InboxState.cleaned(draft.to),
                                                                        subject: InboxState.cleaned(draft.subject),
                                                                        body: InboxState.cleaned(draft.body)))
        default:
            return nil
        }
    }
}
