#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A state file with the app's own data beside its navigation: the `NavigationState`'s fields at
/// the top level (a reader of navigation alone reads the same file) and `app`, any Codable value
/// the app keeps (drafts, a scroll position). <doc:RunningInATerminal> shows saving and restoring.
///
/// ```swift
/// SavedState(navigation: restoration.state(flow: "main", in: application.window), app: Drafts(text: draft)).jsonText()
/// let saved = try SavedState<Drafts>(json: text, routes: MyRoutes.table)
/// ```
public struct SavedState<AppState: Codable & Hashable & Sendable>: Hashable, Sendable {
    /// Where the user was.
    public var navigation: NavigationState
    /// The app's own data (nil when it saved none).
    public var app: AppState?

    /// A state of `navigation` with the app's data `app`.
    public init(navigation: NavigationState, app: AppState? = nil) {
        self.navigation = navigation
        self.app = app
    }

    /// The state as pretty-printed JSON with sorted keys.
    public func jsonText() -> String {
        NavigationState.jsonText(of: SavedStateRecord(navigation: NavigationStateRecord(navigation), app: app))
    }

    /// Decodes `json` with every check of `NavigationState(json:routes:)`, then the app's data.
    ///
    /// - Throws: `NavigationStateError`; `.malformed` when `app` is not an `AppState`.
    public init(json: String, routes: RouteTable) throws(NavigationStateError) {
        let navigation = try NavigationState(json: json, routes: routes)
        do {
            // The navigation decoded above, so what fails here is the app's data.
            app = try RouteRecord.decoder(routes: routes).decode(SavedStateRecord<AppState>.self, from: Data(json.utf8)).app
        } catch {
            throw .malformed("'app' is not this app's data")
        }
        self.navigation = navigation
    }
}
