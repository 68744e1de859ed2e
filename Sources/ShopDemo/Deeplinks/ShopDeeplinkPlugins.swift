import LCoordinator
import TerminalCore
import TerminalUI

/// The deep links of the demo (SPEC §7). Every plugin requires login.
@MainActor
enum ShopDeeplinks {
    static func plugins(services: ShopServices) -> [any DeeplinkPlugin] {
        [
            ProductDeeplinkPlugin(services: services),
            OrderDeeplinkPlugin(),
            TabDeeplinkPlugin(),
            SettingsDeeplinkPlugin(services: services),
            PromoDeeplinkPlugin(),
        ]
    }

    /// The one path segment of `component` when it is 1–9 ASCII digits without a leading zero,
    /// as a number: `007` is not a second spelling of `7`.
    static func numericID(_ component: DeeplinkComponent) -> Int? {
        guard component.pathSegments.count == 1, let text = component.pathSegments.first,
              (1...9).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }), text.first != "0",
              component.queryItems.isEmpty
        else { return nil }
        return Int(text)
    }
}

/// `shop://product/<id>`: pushes `Product <id>` on the deepest visible router.
final class ProductDeeplinkPlugin: DeeplinkPlugin {
    /// Weak: the services own the deep-link manager, which owns this plugin.
    private weak var services: ShopServices?
    init(services: ShopServices) { self.services = services }

    var shouldPreventDuplicate: Bool { true }

    func isApplicable(component: DeeplinkComponent) -> Bool { component.scheme == "shop" && component.host == "product" }

    func validate(component: DeeplinkComponent) -> String? {
        ShopDeeplinks.numericID(component) == nil ? "a product link needs an id of 1 to 9 digits, no leading zero (shop://product/42)" : nil
    }

    func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        guard let id = ShopDeeplinks.numericID(component), let services else { return nil }
        return ProductCoordinator(router: router, context: ProductContext(productID: id, services: services))
    }

    func actionDescription(for component: DeeplinkComponent) -> String {
        "push Product \(component.pathSegments.first ?? "?")"
    }

    func isShowing(_ component: DeeplinkComponent, in visible: any Coordinator) -> Bool {
        (visible as? ProductCoordinator)?.context.productID == ShopDeeplinks.numericID(component)
    }
}

/// `shop://order/<id>`: dismisses what is presented, selects Orders, pushes `Order #<id>`.
final class OrderDeeplinkPlugin: DeeplinkPlugin {
    func isApplicable(component: DeeplinkComponent) -> Bool { component.scheme == "shop" && component.host == "order" }

    func validate(component: DeeplinkComponent) -> String? {
        ShopDeeplinks.numericID(component) == nil ? "an order link needs an id of 1 to 9 digits, no leading zero (shop://order/1001)" : nil
    }

    func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        guard let id = ShopDeeplinks.numericID(component) else { return nil }
        return TabRouteCoordinator(router: router, tab: .orders) { tabs in
            tabs.ordersCoordinator?.showOrder(id)
        }
    }

    func actionDescription(for component: DeeplinkComponent) -> String {
        "dismiss what is presented, select Orders, push Order #\(component.pathSegments.first ?? "?")"
    }
}

/// `shop://tab/home|orders|profile`: dismisses what is presented and selects the tab.
final class TabDeeplinkPlugin: DeeplinkPlugin {
    func isApplicable(component: DeeplinkComponent) -> Bool { component.scheme == "shop" && component.host == "tab" }

    private func tab(_ component: DeeplinkComponent) -> ShopTab? {
        guard component.pathSegments.count == 1, component.queryItems.isEmpty else { return nil }
        return ShopTab.allCases.first { $0.title.lowercased() == component.pathSegments[0] }
    }

    func validate(component: DeeplinkComponent) -> String? {
        tab(component) == nil ? "a tab link names home, orders or profile (shop://tab/orders)" : nil
    }

    func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        guard let tab = tab(component) else { return nil }
        return TabRouteCoordinator(router: router, tab: tab) { _ in }
    }

    func actionDescription(for component: DeeplinkComponent) -> String {
        "dismiss what is presented, select \(tab(component)?.title ?? "?")"
    }
}

/// `shop://settings`: presents Settings as a page sheet.
final class SettingsDeeplinkPlugin: DeeplinkPlugin {
    /// Weak: the services own the deep-link manager, which owns this plugin.
    private weak var services: ShopServices?
    init(services: ShopServices) { self.services = services }

    var shouldPreventDuplicate: Bool { true }

    func isApplicable(component: DeeplinkComponent) -> Bool { component.scheme == "shop" && component.host == "settings" }

    func validate(component: DeeplinkComponent) -> String? {
        component.pathSegments.isEmpty && component.queryItems.isEmpty ? nil : "the settings link takes no path (shop://settings)"
    }

    func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        services.map { SettingsCoordinator(router: router, services: $0) }
    }

    func actionDescription(for component: DeeplinkComponent) -> String { "present Settings as a page sheet" }

    /// Settings is already up when the visible screen is one of its steps.
    func isShowing(_ component: DeeplinkComponent, in visible: any Coordinator) -> Bool {
        visible is SettingsCoordinator || visible.findAncestor(ofType: SettingsCoordinator.self) != nil
    }
}

/// `shop://promo/<code>`: a bottom sheet titled `Promo <code>`.
final class PromoDeeplinkPlugin: DeeplinkPlugin {
    var shouldPreventDuplicate: Bool { true }

    func isApplicable(component: DeeplinkComponent) -> Bool { component.scheme == "shop" && component.host == "promo" }

    private func code(_ component: DeeplinkComponent) -> String? {
        guard component.pathSegments.count == 1, component.queryItems.isEmpty else { return nil }
        let code = component.pathSegments[0]
        guard (1...16).contains(code.count), code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return code
    }

    func validate(component: DeeplinkComponent) -> String? {
        code(component) == nil ? "a promo code is 1 to 16 letters or digits (shop://promo/SPRING)" : nil
    }

    func buildCoordinator(component: DeeplinkComponent, router: any RouterProtocol) -> (any Coordinator)? {
        guard let code = code(component) else { return nil }
        return PromoCoordinator(router: router, code: code)
    }

    func actionDescription(for component: DeeplinkComponent) -> String { "bottom sheet Promo \(code(component) ?? "?")" }

    func isShowing(_ component: DeeplinkComponent, in visible: any Coordinator) -> Bool {
        (visible as? PromoCoordinator)?.code == code(component)
    }
}

/// A deep link's one-off action on the tabs: dismiss what is presented, select a tab, then a
/// follow-up (push an order). Embedded (`.none`); it leaves the tree when done.
@MainActor
final class TabRouteCoordinator: BaseRouterCoordinator {
    private let tab: ShopTab
    private let then: @MainActor (MainTabsCoordinator) -> Void

    init(router: any RouterProtocol, tab: ShopTab, then: @escaping @MainActor (MainTabsCoordinator) -> Void) {
        self.tab = tab
        self.then = then
        super.init(router: router, presentationStyle: .none)
    }

    override func start() {
        guard let tabs = findAncestor(ofType: MainTabsCoordinator.self) else {
            finish()
            return
        }
        tabs.router.dismissAllPresented(isAnimated: true) { [weak tabs, tab, then] in
            guard let tabs else { return }
            tabs.switchTo(tab)
            then(tabs)
        }
        finish()
    }
}

/// The promo bottom sheet.
@MainActor
final class PromoCoordinator: BaseRouterCoordinator {
    let code: String

    init(router: any RouterProtocol, code: String) {
        self.code = code
        super.init(router: router, presentationStyle: .panModel)
    }

    override func start() {
        let screen = ViewController()
        screen.title = "Promo \(code)"
        screen.view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [
            Label("Code \(code) is applied to your next order.", style: Theme.standard.success),
            ActionList([.init(title: "Great!", detail: "Esc") { [weak self] in
                guard let self else { return }
                self.parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
            }]),
        ])
        perform(screen, from: self)
    }
}
