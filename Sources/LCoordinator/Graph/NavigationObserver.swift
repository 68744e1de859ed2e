/// Told of every navigation an app makes: what routers push, present and lose, tab selections
/// and flow switches. Set it on the app's `NavigationLog` (`log.observer`), which every router
/// built with that log shares, which the `BaseAppCoordinator` is given too (`navigationLog`).
///
/// `NavigationGraphRecorder` is the observer that builds a `NavigationGraph`.
@MainActor
package protocol NavigationObserver: AnyObject {
    /// Called after each navigation, in the order they happen.
    func navigationDidHappen(_ event: NavigationEvent)
}
