/// What the log-in screen asks of its coordinator: log in with a strategy.
@MainActor
protocol LoginNavigationDelegate: AnyObject {
    func performLogin(with type: LoginStrategyType)
}
