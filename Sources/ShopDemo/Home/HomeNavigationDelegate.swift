/// What Home asks of its coordinator: a product's detail, or Settings.
@MainActor
protocol HomeNavigationDelegate: AnyObject {
    func showProduct(_ id: Int)
    func showSettings()
}
