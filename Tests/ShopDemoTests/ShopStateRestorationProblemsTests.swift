import LCoordinator
import TerminalCore
import TerminalUI
import Testing
@testable import ShopDemo

/// A hand-edited state restores what it can and names, one line each, every part it leaves out.
@MainActor
@Suite struct ShopStateRestorationProblemsTests {
    private func restore(_ edit: (inout NavigationState) throws -> Void) throws -> ShopApp {
        let shop = ShopApp(terminal: HeadlessTerminal(), clock: VirtualClock())
        shop.start(route: .home)
        var state = shop.navigationState
        try edit(&state)
        shop.restore(state)
        shop.application.settle()
        return shop
    }

    private func title(_ shop: ShopApp) -> String? {
        shop.application.window.visibleViewController?.navigationTitle
    }

    @Test(arguments: [99, -1])
    func aSelectedTabThatDoesNotExistIsNamed(tab: Int) throws {
        let shop = try restore { $0.selectedTab = tab }
        #expect(shop.restoreProblems == ["not restored: the selected tab \(tab) (the app has tabs 0 to 2)"])
        #expect(title(shop) == "Home")
    }

    @Test func anUnknownFlowIsNamedEscaped() throws {
        let shop = try restore { $0.flow = "bogus\u{1B}[2J" }
        #expect(shop.restoreProblems == [#"not restored: the flow 'bogus\u{001B}[2J' (this app has onboarding, login, home)"#])
    }

    @Test func aProductAsATabsRootIsNamed() throws {
        let product = try ShopDeeplinks.table.match(url: "shop://product/1")
        let order = try ShopDeeplinks.table.match(url: "shop://order/1001")
        let shop = try restore {
            $0.stacks[1] = [product, order]
            $0.selectedTab = 1
        }
        #expect(shop.restoreProblems == ["not restored: tab 2's stack (its root shop://product/1 is not the tab's screen)"])
        #expect(title(shop) == "Orders")
    }

    @Test func anUnknownStyleIsNamedWithTheLayersAboveIt() throws {
        let settings = try ShopDeeplinks.table.match(url: "shop://settings")
        let shop = try restore {
            $0.presented = [.init(style: "sideways\u{7}", stack: [settings]), .init(style: "page sheet", stack: [settings])]
        }
        #expect(shop.restoreProblems == [#"not restored: presented layer 1 and the 1 above it (its style 'sideways\u{0007}' is none of full-screen, page sheet, form sheet, bottom sheet)"#])
        #expect(title(shop) == "Home")
    }

    @Test func aLayerWhoseScreenHasAnotherStyleIsNamedAsTheStepThatStopped() throws {
        let settings = try ShopDeeplinks.table.match(url: "shop://settings")
        let shop = try restore { $0.presented = [.init(style: "bottom sheet", stack: [settings])] }
        #expect(shop.restoreProblems == ["not restored: 'present shop://settings as a bottom sheet' could not be done, nor what follows it"])
        #expect(title(shop) == "Home")
    }

    @Test func moreStacksThanTabsAreNamed() throws {
        let shop = try restore { $0.stacks.append($0.stacks[0]) }
        #expect(shop.restoreProblems == ["not restored: stack 4 (the app has 3 tabs)"])
    }

    @Test func aFullRestoreNamesNothing() throws {
        let shop = try restore { _ in }
        #expect(shop.restoreProblems.isEmpty)
    }
}
