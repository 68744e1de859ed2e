import LCoordinatorTesting

// An app outside this package, as a new user writes it from the docs: a package browser whose
// routes hold real package names, a picker that can be cancelled, and a coordinator test with
// MockRouter. scripts/check-outside-app.sh type-checks it as a module of another package, so
// anything it needs that is not public fails the build.

/// `2.65.0`: three numbers separated by dots.
let semver = CustomRouteParameterType(name: "semver", constraint: "a version such as 1.2.3") { text in
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
    return .string(text)
}

/// The app's routes.
enum ScoutRoutes {
    static let package = RoutePattern.literal("scout://package/<slug:name>")
    static let search = RoutePattern.literal("scout://search/<text:query>")
    static let release = RoutePattern.literal("scout://release/<slug:name>/<semver:version>", types: [semver])
    static let table = RouteTable([package, search, release])
}

/// A package's page; it can be linked to and restored.
@MainActor
final class PackageCoordinator: BaseRouterCoordinator, RouteProviding {
    let name: String
    private(set) var version: String?

    init(router: any RouterProtocol, name: String) {
        self.name = name
        super.init(router: router)
    }

    var route: Route? { try? Route(pattern: ScoutRoutes.package, parameters: ["name": .string(name)]) }

    override func start() {
        perform(PaddedScreen(title: name, [Label("v picks a version")]), from: self)
    }

    func pickVersion() {
        let picker = VersionPickerCoordinator(router: router)
        start(picker) { [weak self] version in self?.version = version }
    }
}

/// A sheet that hands back a version, or nil.
@MainActor
final class VersionPickerCoordinator: BaseRouterCoordinator, ResultProducing {
    let result = ScreenResult<String>()

    init(router: any RouterProtocol) {
        super.init(router: router, presentationStyle: .present(.formSheet))
    }

    override func start() {
        perform(PaddedScreen(title: "Versions", [Label("Esc cancels")]), from: self)
    }

    func cancel() {
        result.cancel()
        dismiss()
    }
}

/// `scout://package/<slug:name>` pushes the package.
@MainActor
final class PackageLinkPlugin: RouteDeeplinkPlugin {
    let pattern = ScoutRoutes.package
    let usage = "a package link needs a name (scout://package/swift-nio)"
    var requireAuthentication: Bool { false }

    func buildCoordinator(route: Route, router: any RouterProtocol) -> (any Coordinator)? {
        route.string("name").map { PackageCoordinator(router: router, name: $0) }
    }

    func steps(for route: Route) -> [String] { ["push \(route.string("name") ?? "")"] }
}

/// The coordinator test a user writes, without the Testing macros (type-checked, not run).
@MainActor
func testPackageCoordinator() throws -> Bool {
    let router = MockRouter()
    let package = PackageCoordinator(router: router, name: "swift-argument-parser")
    package.start()
    guard router.calls == [.push(screen: "PaddedScreen", coordinator: "PackageCoordinator")] else { return false }
    package.pickVersion()
    let sheet: ViewController? = router.presentedScreen
    let wrapper = router.presentedViewController as? NavigationController
    (package.children.first as? VersionPickerCoordinator)?.cancel()
    router.simulateDismiss()
    router.simulateNavigateBack()
    let state = NavigationState(flow: "main", stacks: [[try Route(pattern: ScoutRoutes.release,
                                                                  parameters: ["name": .string("swift-nio"), "version": .string("2.65.0")])]])
    let restored = try NavigationState(json: state.jsonText(), routes: ScoutRoutes.table)
    return sheet?.title == "Versions" && wrapper != nil && package.version == nil && restored == state
}
