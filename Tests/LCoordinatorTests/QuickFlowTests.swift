import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

@MainActor final class Screen: ViewController {
    init(_ title: String) { super.init(); self.title = title }
}

@MainActor final class PushCoordinator: BaseRouterCoordinator {
    let name: String
    var finishCount = 0
    init(router: any RouterProtocol, style: RouterPresentationStyle = .push, name: String) {
        self.name = name
        super.init(router: router, presentationStyle: style)
    }
    override func start() {
        perform(Screen(name), from: self) { [weak self] in self?.finishCount += 1 }
    }
}

@MainActor @Test func quickPushPresentEsc() {
    let terminal = HeadlessTerminal()
    let app = Application(terminal: terminal, clock: VirtualClock())
    let nav = NavigationController()
    let tracker = LeakTracker()
    let router = Router(navigationController: nav, leakTracker: tracker)
    let root = BaseCoordinator()
    app.window.rootViewController = nav
    app.start()
    let home = PushCoordinator(router: router, name: "Home")
    root.addChild(home); home.start()
    weak var detail: PushCoordinator?
    do {
        let d = PushCoordinator(router: router, name: "Detail")
        home.addChild(d); d.start(); detail = d
    }
    weak var sheet: PushCoordinator?
    do {
        let s = PushCoordinator(router: router, style: .present(.pageSheet), name: "Settings")
        detail?.addChild(s); s.start(); sheet = s
        #expect(s.router !== s.parentRouter)
    }
    app.renderIfNeeded()
    print(terminal.text)
    print(root.coordinatorTreeDescription)
    terminal.enqueue(.key(.escape))
    app.processPendingInput()
    #expect(sheet == nil)
    terminal.enqueue(.key(.escape))
    app.processPendingInput()
    #expect(detail == nil)
    #expect(tracker.leaks().isEmpty)
    print(terminal.text)
    print(root.coordinatorTreeDescription)
}
