import LCoordinator
import ShopDemo
import ShopTapes
import Tape
import TerminalCore
import TerminalUI
import Testing

@MainActor
@Suite("Invariant checker")
struct InvariantCheckerTests {
    private func app(size: Size = Size(width: 80, height: 24)) -> (Application, HeadlessTerminal) {
        let terminal = HeadlessTerminal(size: size)
        let application = Application(terminal: terminal, clock: VirtualClock())
        application.window.rootViewController = NavigationController(rootViewController: ViewController())
        application.start()
        return (application, terminal)
    }

    @Test("a healthy app has no violations")
    func healthy() {
        let (application, _) = app()
        #expect(InvariantChecker(application: application, leakTracker: LeakTracker()).violations().isEmpty)
    }

    @Test("frame: a frame laid out for another size is reported")
    func frameSize() {
        let frame = Frame(size: Size(width: 10, height: 2), layers: [])
        let found = InvariantChecker.frameViolations(frame, terminalSize: Size(width: 11, height: 2))
        #expect(found.map(\.rule) == ["frame"])
        let (application, terminal) = app()
        terminal.resize(to: Size(width: 50, height: 20))   // resized, not yet rendered
        #expect(InvariantChecker(application: application, leakTracker: nil).violations().map(\.rule) == ["frame"])
    }

    @Test("frame: a layer outside the screen is reported")
    func layerOutside() {
        let layer = Layer(id: "x", origin: Point(x: 8, y: 0), canvas: Canvas(size: Size(width: 4, height: 1)))
        let found = InvariantChecker.frameViolations(Frame(size: Size(width: 10, height: 2), layers: [layer]), terminalSize: Size(width: 10, height: 2))
        #expect(found.contains { $0.rule == "frame" && $0.detail.contains("layer x") })
    }

    @Test("wide: a wide character without its continuation cell is reported")
    func wideSplit() {
        let broken = Canvas(size: Size(width: 4, height: 1), fill: Cell(symbol: "漢", width: 2, style: .plain))
        #expect(InvariantChecker.wideViolations(in: broken).map(\.rule) == ["wide"])
        let orphan = Canvas(size: Size(width: 2, height: 1), fill: Cell(symbol: "", width: 0, style: .plain))
        #expect(InvariantChecker.wideViolations(in: orphan).first?.detail.contains("without its wide character") == true)
        var fine = Canvas(size: Size(width: 4, height: 1))
        fine.write("漢字", at: .zero)
        #expect(InvariantChecker.frameViolations(Frame(size: fine.size, layers: [Layer(id: "root", origin: .zero, canvas: fine)]), terminalSize: fine.size).isEmpty)
    }

    @Test("wide: the rule finds the same in a composed screen handed to it as in the frame it composes itself, at every position")
    func wideOnAComposedScreen() {
        // A wide character in every column and row, alone or under a one-cell layer on its left or right half.
        for x in 0..<5 {
            var base = Canvas(size: Size(width: 5, height: 2))
            base.write("漢", at: Point(x: x, y: 1))
            for cover in [nil, x, x + 1] {
                var layers = [Layer(id: "root", origin: .zero, canvas: base)]
                if let cover { layers.append(Layer(id: "cover", origin: Point(x: cover, y: 1), canvas: Canvas(size: Size(width: 1, height: 1)))) }
                let frame = Frame(size: base.size, layers: layers)
                let own = InvariantChecker.frameViolations(frame, terminalSize: base.size)
                #expect(InvariantChecker.frameViolations(frame, terminalSize: base.size, composed: frame.composed()) == own)
            }
        }
        // And the checker reads the screen it is given (here one with a split, though the frame has none).
        let (application, _) = app()
        let checker = InvariantChecker(application: application, leakTracker: nil)
        checker.composedScreen = { Canvas(size: Size(width: 80, height: 24), fill: Cell(symbol: "漢", width: 2, style: .plain)) }
        #expect(checker.violations().map(\.rule) == ["wide"])
    }

    @Test("leak: an object still alive after its screen left is reported")
    func leak() {
        let (application, _) = app()
        let tracker = LeakTracker()
        let kept = ViewController()
        tracker.expectRelease(kept, reason: "its screen left")
        let found = InvariantChecker(application: application, leakTracker: tracker).violations()
        #expect(found.map(\.rule) == ["leak"])
        withExtendedLifetime(kept) {}
    }

    @Test("auth: a gated screen visible while logged out is reported")
    func authGate() {
        let (application, _) = app()
        var loggedIn = false
        let checker = InvariantChecker(application: application, leakTracker: nil,
                                       isAuthenticated: { loggedIn }, isGated: { $0 is NavigationController })
        #expect(checker.violations().map(\.rule) == ["auth"])
        loggedIn = true
        #expect(checker.violations().isEmpty)
    }

    @Test("the Shop app's checker holds through a seeded fuzz session")
    func shopSession() {
        let tape = FuzzTape.generated(seed: 3, session: 0, length: 200, avoidsGraphemeMerges: true)
        let session = FuzzSession(route: tape.route, size: tape.size)
        for command in tape.commands where !session.hasQuit {
            #expect(session.perform(command).isEmpty, "after \(command)")
        }
        #expect(session.inputsFed > 0)
    }

    @Test("the Shop app's auth gate: logged out at the log-in screen, no tabs")
    func shopGate() {
        let session = FuzzSession(route: "login", size: Size(width: 80, height: 24))
        #expect(session.perform(.deeplink("shop://tab/orders")).isEmpty)
        #expect(session.lines.joined().contains("Log in"))
    }
}

/// The `tree` rule: every visible screen belongs to a live coordinator in the tree, and every
/// live router context's screen is on screen.
@MainActor
@Suite("Invariant checker: tree")
struct InvariantCheckerTreeTests {
    /// A window whose root stack is driven by `root`'s router, `root` showing "Home" on it.
    @MainActor
    private final class Fixture {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let application: Application
        let navigation = NavigationController()
        let router: Router
        let root: BaseRouterCoordinator
        lazy var checker = InvariantChecker(application: application, leakTracker: nil, coordinatorTree: { [root] in root },
                                            isUnowned: { $0.title == "Tool" })

        init() {
            application = Application(terminal: terminal, clock: VirtualClock())
            router = Router(navigationController: navigation)
            root = BaseRouterCoordinator(router: router)
            application.window.rootViewController = navigation
            application.start()
            root.perform(screen("Home"), isAnimated: false, from: root)
            application.settle()
        }

        func screen(_ title: String) -> ViewController {
            let screen = ViewController()
            screen.title = title
            return screen
        }

        var rules: [String] { checker.violations().map(\.rule) }
        var details: [String] { checker.violations().map(\.detail) }
    }

    @Test("screens pushed and presented through the tree's routers hold the rule")
    func healthy() {
        let app = Fixture()
        #expect(app.rules.isEmpty)
        let child = BaseRouterCoordinator(router: app.router)
        app.root.addChildCoordinator(child)
        child.perform(app.screen("Detail"), isAnimated: false, from: child)
        let modal = Router(navigationController: NavigationController())
        let sheet = BaseRouterCoordinator(router: modal)
        child.addChildCoordinator(sheet)
        modal.navigationController.pushViewController(app.screen("Sheet"), animated: false)
        app.router.present(drawable: modal.navigationController, coordinator: sheet, isAnimated: false, onDismiss: nil)
        app.application.settle()
        #expect(app.application.window.visibleViewController?.title == "Sheet")
        #expect(app.rules.isEmpty, "\(app.details)")
    }

    @Test("a screen presented around the routers belongs to no coordinator")
    func strayPresentation() {
        let app = Fixture()
        app.navigation.present(app.screen("Stray"), animated: false)
        app.application.settle()
        #expect(app.rules == ["tree"])
        #expect(app.details.first?.contains("\"Stray\" belongs to no coordinator in the tree") == true)
        // The app's own screens (here: titled "Tool") are exempt.
        app.navigation.dismiss(animated: false)
        app.navigation.present(app.screen("Tool"), animated: false)
        app.application.settle()
        #expect(app.rules.isEmpty, "\(app.details)")
    }

    @Test("a modal flow whose coordinator left the tree is reported")
    func coordinatorLeftTheTree() {
        let app = Fixture()
        let modal = Router(navigationController: NavigationController())
        let sheet = BaseRouterCoordinator(router: modal)
        app.root.addChildCoordinator(sheet)
        modal.navigationController.pushViewController(app.screen("Sheet"), animated: false)
        app.router.present(drawable: modal.navigationController, coordinator: sheet, isAnimated: false, onDismiss: nil)
        app.application.settle()
        #expect(app.rules.isEmpty, "\(app.details)")
        app.root.removeChildCoordinator(sheet)    // forgotten without closing its screens
        #expect(app.details.contains { $0.contains("\"Sheet\" belongs to no coordinator in the tree") })
        withExtendedLifetime(sheet) {}
    }

    @Test("a context whose coordinator was released is reported")
    func releasedCoordinator() {
        let app = Fixture()
        do {
            let passing = BaseRouterCoordinator(router: app.router)   // never added to the tree
            app.router.push(drawable: app.screen("Orphan"), to: passing, isAnimated: false, onNavigateBack: nil)
        }
        app.application.settle()
        #expect(app.details.contains { $0.contains("push context of ViewController \"Orphan\" for a released BaseRouterCoordinator") })
    }
}
