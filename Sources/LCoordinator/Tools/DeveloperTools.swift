import TerminalCore
import TerminalUI

/// The developer tools any app turns on with one line: F12 toggles the coordinator-tree
/// inspector, `:` opens the deep-link console with its live dry run, and `y` ("Copy link")
/// shows the link of the screen the user sees.
///
/// ```swift
/// DeveloperTools.install(on: application, root: appCoordinator, deeplinks: deeplinks,
///                        linkPrefix: "myapp://", examples: ["myapp://item/1"])
/// ```
///
/// The tools add their key bindings to the application's global bindings (the footer lists `:`
/// and F12; `y` is in `?`'s help only) and hold the root coordinator weakly.
///
/// "Copy link" is for any app whose screens provide routes (`RouteProviding`): `y` shows the
/// URL of `visibleRoute`, the route of the screen the user sees — on a stack, on a tab
/// (`TabBarCoordinator`: the selected tab's screen), or on a sheet over either — for 4
/// seconds, or says the screen has no link.
@MainActor
public final class DeveloperTools {
    private weak var application: Application?
    private weak var root: (any Coordinator)?
    /// The deep-link console and the inspector last shown (gone once dismissed).
    private weak var shownConsole: ViewController?
    private weak var shownInspector: ViewController?
    private let deeplinks: DeeplinkManager?
    private let leakTracker: LeakTracker?
    private let linkPrefix: String
    private let placeholder: String
    private let examples: [String]
    private let openLink: (@MainActor (String) -> Void)?

    /// Turns the tools on for `application`.
    /// - Parameters:
    ///   - application: the app whose global key bindings get `:` and F12.
    ///   - root: the coordinator tree the inspector shows.
    ///   - deeplinks: the manager the console asks and opens links with; without one there
    ///     is no `:` console.
    ///   - leakTracker: the inspector lists its leaks.
    ///   - linkPrefix: the console's initial text (your scheme).
    ///   - placeholder: the console's placeholder (an example link).
    ///   - examples: links the console suggests.
    ///   - openLink: how the console opens a link (default: `deeplinks.handle(url:)`).
    /// - Returns: the tools (the key bindings keep them alive; keeping the result is optional).
    @discardableResult
    public static func install(on application: Application, root: any Coordinator, deeplinks: DeeplinkManager? = nil,
                               leakTracker: LeakTracker? = nil, linkPrefix: String = "", placeholder: String = "",
                               examples: [String] = [], openLink: (@MainActor (String) -> Void)? = nil) -> DeveloperTools {
        let tools = DeveloperTools(application: application, root: root, deeplinks: deeplinks, leakTracker: leakTracker,
                                   linkPrefix: linkPrefix, placeholder: placeholder, examples: examples, openLink: openLink)
        application.keyBindings += tools.keyBindings
        return tools
    }

    private init(application: Application, root: any Coordinator, deeplinks: DeeplinkManager?, leakTracker: LeakTracker?,
                 linkPrefix: String, placeholder: String, examples: [String], openLink: (@MainActor (String) -> Void)?) {
        self.application = application
        self.root = root
        self.deeplinks = deeplinks
        self.leakTracker = leakTracker
        self.linkPrefix = linkPrefix
        self.placeholder = placeholder
        self.examples = examples
        self.openLink = openLink
    }

    /// `:` (when there is a deep-link manager), F12, and `y` (in the full help, not the footer:
    /// at 80 columns it would push `? Help` off a busy screen's footer).
    private var keyBindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        if deeplinks != nil {
            bindings.append(KeyBinding(.char(":"), title: "Open link") { [self] in showDeeplinkConsole() })
        }
        bindings.append(KeyBinding(.f(12), title: "Tree") { [self] in toggleInspector() })
        bindings.append(KeyBinding(.char("y"), title: "Copy link", isVisible: false) { [self] in showLink() })
        return bindings
    }

    /// The route of the screen the user sees (`Coordinator.visibleRoute` of the root): the
    /// deepest visible coordinator's, through tabs and presented sheets; nil when that screen
    /// has none.
    public var visibleRoute: Route? { root?.visibleRoute }

    /// "Copy link": shows the URL that brings a user back to this screen.
    package func showLink() {
        application?.window.showToast(visibleRoute.map { "Link: \($0.url)" } ?? "This screen has no link", duration: .seconds(4))
    }

    /// Presents the console over the root screen (once: `:` in the console types a colon).
    package func showDeeplinkConsole() {
        guard let application, let deeplinks else { return }
        let window = application.window
        if let shownConsole, window.topViewController === shownConsole { return }
        let console = DeeplinkConsoleViewController(manager: deeplinks, prefill: linkPrefix, placeholder: placeholder,
                                                    examples: examples) { [weak self] url in
            guard let self, let application = self.application else { return }
            application.window.topViewController?.dismissFromPresenter(animated: true)
            self.open(url.trimmingSpaces)
        }
        shownConsole = console
        window.rootViewController?.present(console)
    }

    /// Shows the inspector, or closes it when it is showing.
    package func toggleInspector() {
        guard let application else { return }
        let window = application.window
        if let inspector = shownInspector, window.presentedViewControllers.contains(where: { $0 === inspector }) {
            inspector.dismissFromPresenter(animated: true)
            return
        }
        // The screen under the inspector, whose views it lists (weak: closing that screen
        // releases it; the inspector then lists none).
        weak let screen = window.visibleViewController
        let inspector = InspectorViewController { [weak self] in
            guard let self, let root = self.root, let application = self.application else { return [] }
            return InspectorReport.lines(root: root, window: application.window, leakTracker: self.leakTracker, screen: screen)
        }
        inspector.keyBindings = [KeyBinding(.f(12), title: "Close") { [weak inspector] in inspector?.dismissFromPresenter(animated: true) }]
        shownInspector = inspector
        window.rootViewController?.present(inspector)
    }

    private func open(_ url: String) {
        if let openLink {
            openLink(url)
        } else {
            deeplinks?.handle(url: url)
            application?.window.setNeedsDisplay()
        }
    }
}
