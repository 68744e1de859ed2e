/// What Profile asks of its coordinator: another tab, the store picker, logging out.
@MainActor
protocol ProfileNavigationDelegate: AnyObject {
    func switchToOrders()
    func chooseStore()
    func confirmLogout()
}
