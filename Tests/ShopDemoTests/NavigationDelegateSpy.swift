@testable import ShopDemo

/// Every Shop screen's navigation delegate at once: records each call as a line, so a test
/// checks what a view model's intent asked for without a coordinator, a router or a terminal.
@MainActor
final class NavigationDelegateSpy: LoginNavigationDelegate, BiometricPromptNavigationDelegate, OnboardingPageNavigationDelegate,
    HomeNavigationDelegate, ProductNavigationDelegate, CheckoutNavigationDelegate, OrdersNavigationDelegate,
    OrderDetailNavigationDelegate, ProfileNavigationDelegate, StorePickerNavigationDelegate, SettingsStepNavigationDelegate,
    PromptSheetNavigationDelegate, PromoNavigationDelegate {
    private(set) var calls: [String] = []

    func performLogin(with type: LoginStrategyType) {
        switch type {
        case .password(let name, let password): calls.append("performLogin(password: \(name), \(password))")
        case .biometric: calls.append("performLogin(biometric)")
        }
    }

    func biometricPromptDidConfirm() { calls.append("biometricPromptDidConfirm") }
    func showPage(after page: Int) { calls.append("showPage(after: \(page))") }
    func finishOnboarding() { calls.append("finishOnboarding") }
    func showProduct(_ id: Int) { calls.append("showProduct(\(id))") }
    func showSettings() { calls.append("showSettings") }
    func showRelated(_ id: Int) { calls.append("showRelated(\(id))") }
    func checkout(_ product: Product) { calls.append("checkout(\(product.id))") }
    func checkoutDidPlaceOrder(of product: Product) { calls.append("checkoutDidPlaceOrder(\(product.id))") }
    func closeCheckout() { calls.append("closeCheckout") }
    func showOrderDetail(_ id: Int) { calls.append("showOrderDetail(\(id))") }
    func showOrderTracking() { calls.append("showOrderTracking") }
    func switchToOrders() { calls.append("switchToOrders") }
    func chooseStore() { calls.append("chooseStore") }
    func confirmLogout() { calls.append("confirmLogout") }
    func didPick(_ store: Store) { calls.append("didPick(\(store.name))") }
    func showStep(after step: Int) { calls.append("showStep(after: \(step))") }
    func finishSettings() { calls.append("finishSettings") }
    func closePromptSheet() { calls.append("closePromptSheet") }
    func closePromo() { calls.append("closePromo") }
}
