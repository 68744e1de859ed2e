/// A deep-link plugin declared by a `RoutePattern`: it accepts only links that match the pattern
/// and hands its coordinator the typed `Route`. Plugins may share a host: the first whose pattern
/// matches wins.
///
/// ```swift
/// final class ProductDeeplinkPlugin: RouteDeeplinkPlugin {
///     let pattern = RoutePattern.literal("shop://product/<int:id>")
///     let usage = "a product link needs an id of 1 to 9 digits (shop://product/42)"
///     func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
///         route.int("id").map { ProductCoordinator(router: router, productID: $0) }
///     }
/// }
/// ```
@MainActor
public protocol RouteDeeplinkPlugin: DeeplinkPlugin {
    /// The URLs this plugin handles.
    var pattern: RoutePattern { get }
    /// Why a link of this scheme and host that does not match is refused (one line, with an example).
    var usage: String { get }
    /// Builds the coordinator that shows `route`, navigating with `router`.
    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)?
    /// What handling `route` does, one navigation per step, for the console's dry run.
    func steps(for route: Route) -> [String]
}

extension RouteDeeplinkPlugin {
    /// Whether `component`'s scheme and host are the pattern's (its path may still not match).
    public func isApplicable(component: DeeplinkComponent) -> Bool { pattern.applies(to: component) }

    /// Why `component` does not match the pattern, or nil when it does.
    public func validate(component: DeeplinkComponent) -> String? {
        pattern.match(component) == nil ? usage : nil
    }

    /// Builds the coordinator of the matched route on `router`.
    public func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        pattern.match(component).flatMap { buildCoordinator(route: $0, router: router) }
    }

    /// What opening `component` does, as the dry run and the link console show it.
    public func actionDescription(for component: DeeplinkComponent) -> String {
        pattern.match(component).map { steps(for: $0).joined(separator: ", ") } ?? "refuse: \(usage)"
    }

    /// The route `component` matches, with its typed values, and the steps of its navigation plan.
    public func dryRun(for component: DeeplinkComponent) -> (route: Route?, steps: [String]) {
        let route = pattern.match(component)
        return (route, route.map { steps(for: $0) } ?? [])
    }
}

extension RoutePattern {
    /// A pattern written in the source, known to be well-formed; a malformed one is a programming
    /// error reported at once with the reason (never in response to user input).
    ///
    /// - Parameters:
    ///   - text: The pattern (`scout://package/<slug:name>`).
    ///   - types: The app's own parameter types the pattern names.
    public static func literal(_ text: StaticString, types: [CustomRouteParameterType] = []) -> RoutePattern {
        do {
            return try RoutePattern(text.description, types: types)
        } catch {
            preconditionFailure(error.description)
        }
    }
}
