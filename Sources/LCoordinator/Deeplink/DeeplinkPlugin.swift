/// Handles one kind of deep link: says whether it applies, which gates it needs, and builds the
/// coordinator that shows it (`RouteDeeplinkPlugin` parses from a pattern instead).
///
/// ```swift
/// final class ProductDeeplinkPlugin: DeeplinkPlugin {
///     func isApplicable(component: DeeplinkComponent) -> Bool { component.host == "product" }
///     func validate(component: DeeplinkComponent) -> String? {
///         component.pathSegments.count == 1 ? nil : "a product link needs one id"
///     }
///     func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
///         ProductCoordinator(router: router, productID: component.pathSegments[0])
///     }
/// }
/// ```
@MainActor
public protocol DeeplinkPlugin: AnyObject {
    /// A short name for logs and the deep-link console (default: the type name).
    var name: String { get }
    /// Whether the link waits until the user is logged in (enforced by `DeeplinkManager`).
    var requireAuthentication: Bool { get }
    /// Whether a link never shows a second copy of a screen the user can reach (default: false).
    ///
    /// "Identical" means built by this plugin from the same link, however it is spelled, or
    /// recognised by `isShowing(_:in:)`. What the user can reach is the screen on top of each
    /// layer, top-most presented layer first, down to the window's base stack:
    /// - the visible screen is identical: the link is ignored;
    /// - the screen on top under presented layers is identical (Product 42 under a Settings
    ///   sheet): the layers over it are dismissed — their callbacks run once — and nothing is
    ///   built; the user lands on the screen already there;
    /// - an identical screen buried under another one of its stack is not reachable without
    ///   popping: the link is handled like any other (it pushes on the deepest visible router).
    var shouldPreventDuplicate: Bool { get }

    /// Whether this plugin handles `component` (usually by scheme and host).
    func isApplicable(component: DeeplinkComponent) -> Bool
    /// Why `component` is not acceptable (bad id…), or nil when it is.
    func validate(component: DeeplinkComponent) -> String?
    /// Builds the coordinator that shows `component`, navigating with `router` (the deepest
    /// visible router). The manager adds it as a child of that router's coordinator and starts it.
    func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)?
    /// What handling `component` will do, in a few words, for the deep-link console.
    func actionDescription(for component: DeeplinkComponent) -> String
    /// Whether `visible` — the router coordinator on top of a layer the user can reach (the
    /// deepest visible one, or one under presented layers) — already shows what `component`
    /// would show, however it got there (a tap or another link). Consulted when
    /// `shouldPreventDuplicate` is true, besides the manager's own record of links it opened.
    func isShowing(_ component: DeeplinkComponent, in visible: any Coordinator) -> Bool
    /// What the deep-link console's dry run shows for `component`: the typed route it spells,
    /// when the plugin is declared by a `RoutePattern`, and what handling it does, one navigation
    /// per step (default: no route, the action description as one step).
    func dryRun(for component: DeeplinkComponent) -> (route: Route?, steps: [String])
}

extension DeeplinkPlugin {
    /// The plugin's type name.
    public var name: String { TypeName.of(type(of: self)) }
    /// Links wait for log-in by default.
    public var requireAuthentication: Bool { true }
    /// Duplicates are allowed by default.
    public var shouldPreventDuplicate: Bool { false }
    /// Accepts every applicable link by default.
    public func validate(component: DeeplinkComponent) -> String? { nil }
    /// "show" and the link, by default.
    public func actionDescription(for component: DeeplinkComponent) -> String { "show \(component.url)" }
    /// Relies on the manager's own record by default.
    public func isShowing(_ component: DeeplinkComponent, in visible: any Coordinator) -> Bool { false }
    /// No route, and the one action this plugin performs.
    public func dryRun(for component: DeeplinkComponent) -> (route: Route?, steps: [String]) {
        (nil, [actionDescription(for: component)])
    }
}
