import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// `StrategyCoordinatorFactory`: lazy creation, cache, preload, children, `.none` strategies
/// navigating with `parentRouter`, and strategies as persistent coordinators.
@MainActor
@Suite struct StrategyFactoryTests {
    let harness = PF.Harness()
    let navigation = NavigationController()
    let root = BaseCoordinator()
    let owner: PF.LoginOwner

    init() {
        owner = PF.LoginOwner(router: harness.makeRouter(navigation))
        harness.show(navigation)
        root.addChildCoordinator(owner)
        owner.start()
    }

    var strategyChildren: [any Coordinator] { owner.children.filter { $0 is PF.LoginStrategy } }

    @Test func nothingIsBuiltBeforeFirstUse() {
        #expect(owner.strategies.buildCount == 0)
        #expect(!owner.strategies.isCached(.biometric))
        #expect(owner.strategies.cachedKeys.isEmpty)
        #expect(strategyChildren.isEmpty)
    }

    @Test func firstUseBuildsTheStrategyAsAnEmbeddedChildOnTheOwnersRouter() throws {
        let strategy = try #require(owner.strategies.getStrategy(for: .password("ann")))
        #expect(strategy is PF.PasswordStrategy)
        #expect(owner.strategies.buildCount == 1)
        #expect(strategyChildren.count == 1)
        #expect(strategyChildren.first === strategy)
        #expect(strategy.parentCoordinator === owner)
        #expect(strategy.presentationStyle == .none)
        #expect(strategy.router === owner.router)
        #expect(strategy.parentRouter === owner.router)
        // Building navigates nowhere.
        #expect(navigation.viewControllers.map(\.title) == ["Log in"])
    }

    @Test func aCacheHitReturnsTheSameInstanceWithoutBuilding() {
        let first = owner.strategies.getStrategy(for: .password("ann"))
        let second = owner.strategies.getStrategy(for: .password("bob"))
        #expect(first != nil)
        #expect(first === second)
        #expect(owner.strategies.buildCount == 1)
        #expect(strategyChildren.count == 1)
    }

    @Test func aCacheMissBuildsAnotherStrategy() {
        let password = owner.strategies.getStrategy(for: .password("ann"))
        let biometric = owner.strategies.getStrategy(for: .biometric)
        #expect(biometric is PF.BiometricStrategy)
        #expect(password !== biometric)
        #expect(owner.strategies.buildCount == 2)
        #expect(owner.strategies.cachedKeys == ["biometric", "password"])
        #expect(strategyChildren.count == 2)
    }

    @Test func preloadBuildsAheadAndLaterUseHitsTheCache() {
        owner.strategies.preloadStrategies([.biometric])
        #expect(owner.strategies.isCached(.biometric))
        #expect(!owner.strategies.isCached(.password("ann")))
        #expect(owner.strategies.buildCount == 1)
        #expect(strategyChildren.count == 1)
        let preloaded = strategyChildren.first
        owner.strategies.preloadStrategies([.biometric, .biometric])
        #expect(owner.strategies.getStrategy(for: .biometric) === preloaded)
        #expect(owner.strategies.buildCount == 1)
    }

    @Test func aNoneStrategyPushesOnItsParentsRouter() throws {
        let strategy = try #require(owner.strategies.getStrategy(for: .password("ann")))
        strategy.perform(with: .password("ann"))
        #expect(navigation.viewControllers.map(\.title) == ["Log in", "Verifying ann"])
        #expect(harness.shows("Verifying ann"))
        // An embedded strategy is never where a deep link goes.
        #expect(root.deepestVisibleRouterCoordinator === owner)
    }

    @Test func aNoneStrategyPresentsOnItsParentsRouter() throws {
        let strategy = try #require(owner.strategies.getStrategy(for: .biometric))
        strategy.perform(with: .biometric)
        #expect(harness.window.presentedViewControllers.count == 1)
        #expect(harness.window.presentedViewControllers.first?.modalPresentationStyle == .bottomSheet)
        #expect(harness.shows("Touch the sensor"))
        #expect(strategy.router === owner.router)
        harness.press(.escape)
        #expect(harness.window.presentedViewControllers.isEmpty)
        #expect(owner.strategies.getStrategy(for: .biometric) === strategy)
        #expect(strategy.parentCoordinator === owner)
    }

    @Test func aStrategyIsNotALeakWhenItsScreenLeaves() {
        weak var strategy: PF.LoginStrategy?
        weak var screen: ViewController?
        do {
            let password = owner.strategies.getStrategy(for: .password("ann"))
            password?.perform(with: .password("ann"))
            strategy = password
            screen = navigation.topViewController
        }
        #expect(screen?.title == "Verifying ann")
        harness.press(.escape)
        #expect(navigation.viewControllers.map(\.title) == ["Log in"])
        #expect(screen == nil)
        #expect(strategy != nil)
        #expect(strategy?.parentCoordinator === owner)
        #expect(harness.tracker.leaks().isEmpty)
        // It is reused for the next attempt.
        strategy?.perform(with: .password("ann"))
        #expect(navigation.viewControllers.map(\.title) == ["Log in", "Verifying ann"])
        #expect(owner.strategies.buildCount == 1)
    }

    @Test func strategiesAreReleasedWithTheirOwner() {
        let base = PF.Harness()
        let stack = NavigationController(rootViewController: PF.Screen("Welcome"))
        base.show(stack)
        let parent = BaseCoordinator()
        weak var weakOwner: PF.LoginOwner?
        weak var password: PF.LoginStrategy?
        weak var biometric: PF.LoginStrategy?
        do {
            let login = PF.LoginOwner(router: base.makeRouter(stack))
            parent.addChildCoordinator(login)
            login.start()
            login.strategies.preloadStrategies([.biometric])
            password = login.strategies.getStrategy(for: .password("ann"))
            biometric = login.strategies.getStrategy(for: .biometric)
            password?.perform(with: .password("ann"))
            weakOwner = login
        }
        #expect(stack.viewControllers.map(\.title) == ["Welcome", "Log in", "Verifying ann"])
        base.press(.escape, .escape)
        #expect(stack.viewControllers.map(\.title) == ["Welcome"])
        #expect(weakOwner == nil)
        #expect(password == nil)
        #expect(biometric == nil)
        #expect(parent.children.isEmpty)
        #expect(base.tracker.leaks().isEmpty)
    }

    @Test func anAddChildThatOnlyAppendsStillGivesTheStrategyItsParent() throws {
        let factory = StrategyCoordinatorFactory<PF.LoginKind, PF.LoginStrategy> { _, router in PF.PasswordStrategy(router: router) }
        factory.configure(router: owner.router, parentCoordinator: owner) { [weak owner] child in owner?.children.append(child) }
        let strategy = try #require(factory.getStrategy(for: .password("ann")))
        #expect(strategy.parentCoordinator === owner)
        #expect(strategy.findAncestor(ofType: BaseCoordinator.self) === owner)
        #expect(owner.children.contains { $0 === strategy })
    }

    @Test func anUnconfiguredFactoryBuildsNothing() {
        let factory = StrategyCoordinatorFactory<PF.LoginKind, PF.LoginStrategy> { _, router in PF.PasswordStrategy(router: router) }
        #expect(factory.getStrategy(for: .biometric) == nil)
        factory.preloadStrategies([.biometric])
        #expect(factory.buildCount == 0)
    }

    @Test func removeAllDropsTheCacheAndTheChildren() {
        weak var strategy: PF.LoginStrategy?
        do {
            strategy = owner.strategies.getStrategy(for: .password("ann"))
        }
        owner.strategies.removeAll()
        #expect(strategy == nil)
        #expect(strategyChildren.isEmpty)
        #expect(owner.strategies.cachedKeys.isEmpty)
        _ = owner.strategies.getStrategy(for: .password("ann"))
        #expect(owner.strategies.buildCount == 2)
    }
}
