import LCoordinator

/// The first screen: Enter on a note pushes it; `s` opens Settings as a page sheet.
@MainActor
public final class NotesCoordinator: BaseRouterCoordinator {
    override public func start() {
        let notes = (1...3).map { id in
            ActionList.Action(title: "Note \(id)") { [weak self] in self?.showNote(id) }
        }
        let screen = PaddedScreen(title: "Notes", [
            Label("Enter opens a note, Esc comes back."),
            ActionList(notes, activateTitle: "Open"),
            HintLabel("s settings · : open a link (notes://note/2) · F12 tree · q quits"),
        ])
        screen.keyBindings = [KeyBinding(.char("s"), title: "Settings") { [weak self] in self?.showSettings() }]
        perform(screen, from: self)
    }

    func showNote(_ id: Int) {
        let note = NoteCoordinator(router: router, id: id)   // pushed; Esc pops it and releases it
        addChildCoordinator(note)
        note.start()
    }

    func showSettings() {
        let settings = SettingsCoordinator(router: router, presentationStyle: .present(.pageSheet))
        addChildCoordinator(settings)
        settings.start()                                      // a sheet with its own stack; Esc closes it
    }
}

/// The second screen, pushed by Enter or by the link `notes://note/ID`.
@MainActor
public final class NoteCoordinator: BaseRouterCoordinator {
    let id: Int

    init(router: any RouterProtocol, id: Int) {
        self.id = id
        super.init(router: router)
    }

    override public func start() {
        perform(PaddedScreen(title: "Note \(id)", [Label("This is note \(id)."), HintLabel("Esc goes back.")]), from: self)
    }
}

/// A page sheet.
@MainActor
public final class SettingsCoordinator: BaseRouterCoordinator {
    override public func start() {
        perform(PaddedScreen(title: "Settings", [Label("Nothing to set yet."), HintLabel("Esc closes the sheet.")]), from: self)
    }
}

/// `notes://note/ID` pushes note ID on the deepest visible stack.
@MainActor
public final class NoteLinkPlugin: DeeplinkPlugin {
    /// Builds the plugin; register it with `DeeplinkManager.register(_:)`.
    public init() {}

    public var requireAuthentication: Bool { false }

    public func isApplicable(component: DeeplinkComponent) -> Bool {
        component.scheme == "notes" && component.host == "note"
    }

    public func validate(component: DeeplinkComponent) -> String? {
        Int(component.pathSegments.first ?? "") == nil ? "a note link needs a number, e.g. notes://note/2" : nil
    }

    public func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        Int(component.pathSegments.first ?? "").map { NoteCoordinator(router: router, id: $0) }
    }
}

/// The app: a window showing the notes stack, deep links, and the F12 / `:` developer tools.
@MainActor
public final class NotesApp: DeeplinkManagerDelegate {
    /// The terminal app: its window, run loop and clock.
    public let application: Application
    /// The links `:` and a tape's `Deeplink` open.
    public let deeplinks = DeeplinkManager()
    let leakTracker = LeakTracker()
    let root: NotesCoordinator

    /// `log` is shared by every router; `--coverage` and `--graph` pass one they observe.
    public init(terminal: any Terminal, clock: any TerminalClock, log: NavigationLog? = nil) {
        application = Application(terminal: terminal, clock: clock)
        let navigation = NavigationController()
        root = NotesCoordinator(router: Router(navigationController: navigation, leakTracker: leakTracker, log: log))
        application.window.rootViewController = navigation
        deeplinks.register(NoteLinkPlugin())
        deeplinks.setup(delegate: self)
        DeveloperTools.install(on: application, root: root, deeplinks: deeplinks, leakTracker: leakTracker, linkPrefix: "notes://")
        root.start()
    }

    /// Opens `url` as a link from outside (a tape's `Deeplink`).
    public func openDeeplink(_ url: String) { deeplinks.handle(url: url) }
    /// What finished but is still alive, one line each (a tape's `AssertNoLeaks`).
    public func leakReport() -> [String] { leakTracker.leaks().map(\.description) }

    // DeeplinkManagerDelegate
    public var isAuthenticated: Bool { true }
    public var deeplinkRootCoordinator: (any Coordinator)? { root }
    public func deeplinkManager(_ manager: DeeplinkManager, didReject url: String, error: DeeplinkError) {
        application.window.showStatus("Cannot open \(url): \(error)")
    }
}
