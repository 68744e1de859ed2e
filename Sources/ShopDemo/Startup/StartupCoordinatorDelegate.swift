/// Told when the start-up popups are done (the app is then ready for deep links).
@MainActor
protocol StartupCoordinatorDelegate: AnyObject {
    func startupDidFinishPopups()
}
