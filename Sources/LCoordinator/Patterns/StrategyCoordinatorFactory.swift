/// A strategy's kind; strategies of the same `cacheKey` share one cached coordinator.
public protocol StrategyType {
    var cacheKey: String { get }
}

/// A strategy coordinator: handles one way of doing an action (log in with a password, with
/// biometrics…). Strategies are embedded (`.none`) and navigate with `parentRouter`.
@MainActor
public protocol StrategyCoordinator: RouterCoordinator, PersistentCoordinator {
    associatedtype Input: StrategyType
    /// Performs the action for `input`.
    func perform(with input: Input)
}

/// Builds strategy coordinators lazily and caches them by key.
///
/// ```swift
/// let factory = StrategyCoordinatorFactory<LoginStrategyType, LoginStrategy> { type, router in
///     switch type {
///     case .password: PasswordLoginStrategy(router: router)
///     case .biometric: BiometricLoginStrategy(router: router)
///     }
/// }
/// factory.configure(router: router, parentCoordinator: self) { [weak self] in self?.addChildCoordinator($0) }
/// factory.preloadStrategies([.biometric])
/// factory.getStrategy(for: .password(credential))?.perform(with: .password(credential))
/// ```
@MainActor
public final class StrategyCoordinatorFactory<Key: StrategyType, Strategy: Coordinator> {
    private weak var router: (any RouterProtocol)?
    private weak var parentCoordinator: (any Coordinator)?
    private var addChild: (@MainActor (any Coordinator) -> Void)?
    private let builder: @MainActor (Key, any RouterProtocol) -> Strategy?
    private var cache: [String: Strategy] = [:]
    /// How many strategies were built (a cache hit builds none).
    package private(set) var buildCount = 0

    /// A factory that builds a strategy for a key with `builder` (nil: no strategy for it).
    public init(builder: @escaping @MainActor (Key, any RouterProtocol) -> Strategy?) {
        self.builder = builder
    }

    /// Gives the factory what strategies need: the router to navigate with (their
    /// `parentRouter`), the coordinator that owns them, and how to add them as its children.
    public func configure(router: any RouterProtocol, parentCoordinator: (any Coordinator)?, addChild: @escaping @MainActor (any Coordinator) -> Void) {
        self.router = router
        self.parentCoordinator = parentCoordinator
        self.addChild = addChild
    }

    /// The cached strategy for `type`, built (and added as a child) on first use.
    public func getStrategy(for type: Key) -> Strategy? {
        if let cached = cache[type.cacheKey] { return cached }
        guard let router else { return nil }
        guard let strategy = builder(type, router) else { return nil }
        buildCount += 1
        cache[type.cacheKey] = strategy
        // An app's `addChild` may only append to `children`; without a parent the strategy could
        // not reach its ancestors (`findAncestor`) nor leave its parent when it finishes.
        if strategy.parentCoordinator == nil { strategy.parentCoordinator = parentCoordinator }
        addChild?(strategy)
        return strategy
    }

    /// Builds the strategies for `types` now rather than on first use.
    public func preloadStrategies(_ types: [Key]) {
        for type in types { _ = getStrategy(for: type) }
    }

    /// Whether the strategy for `type` is already built.
    package func isCached(_ type: Key) -> Bool { cache[type.cacheKey] != nil }

    /// The keys of the cached strategies, sorted.
    package var cachedKeys: [String] { cache.keys.sorted() }

    /// Drops the cache (the strategies leave their parent).
    package func removeAll() {
        for strategy in cache.values {
            strategy.parentCoordinator?.removeChildCoordinator(strategy)
        }
        cache.removeAll()
    }
}
