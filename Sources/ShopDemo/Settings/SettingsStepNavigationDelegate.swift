/// What a Settings step asks of its coordinator: the next step, or the end of the flow.
@MainActor
protocol SettingsStepNavigationDelegate: AnyObject {
    func showStep(after step: Int)
    func finishSettings()
}
