/// Told when the user has logged in.
@MainActor
protocol LoginCoordinatorDelegate: AnyObject {
    func loginDidSucceed(as name: String)
}
