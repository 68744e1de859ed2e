import LCoordinator

/// The routes of the screens a saved state keeps: each folder's tab, a message pushed on it,
/// and the compose sheet. `--save-state FILE` writes them; `--restore FILE` rebuilds them.
enum InboxRoutes {
    nonisolated static let folder = RoutePattern.literal("inbox://folder/<folder:inbox|archive|sent>")
    nonisolated static let message = RoutePattern.literal("inbox://message/<int:id>")
    nonisolated static let compose = RoutePattern.literal("inbox://compose")

    /// Every route of the app.
    nonisolated static let table = RouteTable([folder, message, compose])

    /// The route of a screen (nil for a value its pattern refuses).
    static func route(_ pattern: RoutePattern, _ parameters: [String: RouteValue] = [:]) -> Route? {
        try? Route(pattern: pattern, parameters: parameters)
    }
}

extension FolderCoordinator: RouteProviding {
    public var route: Route? { InboxRoutes.route(InboxRoutes.folder, ["folder": .string(folder.rawValue.lowercased())]) }
}

extension MessageCoordinator: RouteProviding {
    public var route: Route? { InboxRoutes.route(InboxRoutes.message, ["id": .int(id)]) }
}

/// The compose sheet (the search prompt, a `FormCoordinator<String>`, has no route: a saved
/// path ends under it, and the folder keeps its search in the app's own state).
extension FormCoordinator: RouteProviding where Value == Draft {
    public var route: Route? { InboxRoutes.route(InboxRoutes.compose) }
}
