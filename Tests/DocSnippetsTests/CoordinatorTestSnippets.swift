import LCoordinatorTesting
import Testing

// The article "Testing your coordinators": the coordinators under test and the tests, run here.

// doc-snippet begin
/// A package's page, pushed; `v` picks a version in a sheet.
@MainActor
final class PackageCoordinator: BaseRouterCoordinator {
    let name: String
    private(set) var version: String?

    init(router: any RouterProtocol, name: String) {
        self.name = name
        super.init(router: router)
    }

    override func start() {
        let screen = PaddedScreen(title: name, [Label("v picks a version")])
        screen.keyBindings = [KeyBinding(.char("v"), title: "Version") { [weak self] in self?.pickVersion() }]
        perform(screen, from: self)
    }

    func pickVersion() {
        let picker = VersionPickerCoordinator(router: router, versions: ["1.0.0", "2.0.0"])
        start(picker) { [weak self] version in self?.version = version }   // nil when the user left
    }
}
// doc-snippet end

// doc-snippet begin
/// A sheet of versions; choosing one hands it back and closes the sheet.
@MainActor
final class VersionPickerCoordinator: BaseRouterCoordinator, ResultProducing {
    let result = ScreenResult<String>()
    let versions: [String]

    init(router: any RouterProtocol, versions: [String]) {
        self.versions = versions
        super.init(router: router, presentationStyle: .present(.formSheet))
    }

    override func start() {
        let choices = versions.map { version in
            ActionList.Action(title: version) { [weak self] in self?.choose(version) }
        }
        perform(PaddedScreen(title: "Versions", [ActionList(choices)]), from: self)
    }

    func choose(_ version: String) {
        result.send(version)
        dismiss()
    }
}
// doc-snippet end

@MainActor
@Suite struct CoordinatorTestSnippets {
    // doc-snippet begin
    @Test func aPackageIsPushedAndEscEndsIt() {
        let router = MockRouter()
        let parent = BaseCoordinator()
        let package = PackageCoordinator(router: router, name: "swift-nio")
        parent.addChildCoordinator(package)
        package.start()

        #expect(router.calls == [.push(screen: "PaddedScreen", coordinator: "PackageCoordinator")])
        #expect(router.pushedViewController?.title == "swift-nio")

        router.simulateNavigateBack()              // the user pressed Esc
        #expect(parent.children.isEmpty)
    }
    // doc-snippet end

    // doc-snippet begin
    @Test func theVersionPickerHandsBackAVersionOrNil() {
        let router = MockRouter()
        let package = PackageCoordinator(router: router, name: "swift-nio")
        package.start()

        package.pickVersion()
        // A presented flow's screens sit in a navigation controller of their own.
        #expect(router.presentedViewController is NavigationController)
        #expect(router.presentedScreen?.title == "Versions")
        let picker = package.children.first as? VersionPickerCoordinator
        picker?.choose("2.0.0")
        #expect(package.version == "2.0.0")
        #expect(router.calls.last == .dismissCoordinator("VersionPickerCoordinator"))
        router.simulateDismiss()                   // the router closes the sheet
        #expect(package.children.isEmpty)

        package.pickVersion()
        router.simulateDismiss()                   // the user closed the sheet with Esc
        #expect(package.version == nil)
    }
    // doc-snippet end

    // doc-snippet begin
    @Test func aResultCanBeCancelledByHand() {
        let result = ScreenResult<String>()
        var delivered: String?? = .none
        result.onResult { delivered = .some($0) }
        result.cancel()
        result.send("too late")                    // a result is delivered once
        #expect(delivered == .some(nil))
        #expect(result.isDelivered)
    }
    // doc-snippet end
}
