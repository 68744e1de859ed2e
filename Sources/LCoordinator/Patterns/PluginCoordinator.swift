import TerminalUI

/// An embedded component of a composite screen (a header, a banner, a report) with its own
/// view model and logic. Plugins use `.none`, share their parent's router, provide a view
/// controller the parent embeds, and are skipped by `deepestVisibleCoordinator`.
@MainActor
public protocol PluginCoordinator: RouterCoordinator {
    /// Which plugin this is.
    var pluginId: String { get }
    /// The screen part to embed (built by `start()`).
    var pluginViewController: ViewController? { get }
}

/// A plugin coordinator with a context: it starts by building its view controller and never
/// navigates to show it.
///
/// ```swift
/// final class HeaderPlugin: BasePluginCoordinator<HomeContext> {
///     override var pluginId: String { "header" }
///     override func makePluginViewController() -> ViewController { HeaderViewController(…) }
/// }
/// ```
@MainActor
open class BasePluginCoordinator<Context>: BaseRouterContextCoordinator<Context>, PluginCoordinator {
    /// The screen the plugin embeds in its parent's, once started.
    public private(set) var pluginViewController: ViewController?

    /// A plugin sharing its host's `router` (style `.none`), for the data in `context`.
    public init(router: any RouterProtocol, context: Context) {
        super.init(router: router, presentationStyle: .none, context: context)
    }

    /// Which plugin this is (default: the type name).
    open var pluginId: String { coordinatorName }

    /// Builds the embedded view controller. Subclasses override it.
    open func makePluginViewController() -> ViewController { ViewController() }

    open override func start() {
        guard pluginViewController == nil else { return }
        pluginViewController = makePluginViewController()
    }
}

extension Coordinator {
    /// Adds `plugins` as children, starts them, and returns their view controllers to embed.
    @discardableResult
    public func installPlugins(_ plugins: [any PluginCoordinator]) -> [ViewController] {
        for plugin in plugins {
            addChildCoordinator(plugin)
            plugin.start()
        }
        return plugins.compactMap(\.pluginViewController)
    }
}
