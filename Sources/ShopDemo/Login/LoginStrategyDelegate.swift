/// Told when a strategy logged the user in.
@MainActor
protocol LoginStrategyDelegate: AnyObject {
    func loginSucceeded(as name: String)
}
