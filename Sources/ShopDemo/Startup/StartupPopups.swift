import LCoordinator
import TerminalCore
import TerminalUI

/// The popups shown after log in, by priority (lower first).
enum StartupPopup: PopupItem, Hashable {
    case notifications
    case createStore
    case suggestBiometric

    var priority: Int {
        switch self {
        case .notifications: 0
        case .createStore: 1
        case .suggestBiometric: 2
        }
    }
}

/// A bottom-sheet popup with a message and choices; Esc closes it.
@MainActor
final class PromptSheetCoordinator: BaseRouterCoordinator {
    struct Choice {
        let title: String
        let run: @MainActor () -> Void
    }

    private let heading: String
    private let message: String
    private let choices: [Choice]
    private let onClose: @MainActor () -> Void

    init(router: any RouterProtocol, title: String, message: String, choices: [Choice], onClose: @escaping @MainActor () -> Void) {
        self.heading = title
        self.message = message
        self.choices = choices
        self.onClose = onClose
        super.init(router: router, presentationStyle: .panModel)
    }

    override func start() {
        let screen = ViewController()
        screen.title = heading
        let actions = choices.map { choice in
            ActionList.Action(title: choice.title, detail: nil) { [weak self] in
                choice.run()
                self?.close()
            }
        }
        screen.view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, [Label(message), ActionList(actions)])
        perform(screen, from: self) { [onClose] in onClose() }
    }

    private func close() {
        parentRouter.dismiss(coordinator: self, isAnimated: true, completion: nil)
    }
}

/// Shows the start-up popups one at a time (seed 002's popup flow + popup factory): a
/// system-style alert without a coordinator, then two bottom sheets with coordinators.
@MainActor
final class StartupPopupFactory {
    private weak var router: (any RouterProtocol)?
    private weak var owner: (any Coordinator)?
    private let services: ShopServices

    init(router: any RouterProtocol, owner: any Coordinator, services: ShopServices) {
        self.router = router
        self.owner = owner
        self.services = services
    }

    func show(_ item: StartupPopup, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)? {
        guard let router, let owner else { onDismiss(); return nil }
        switch item {
        case .notifications:
            // A system popup: no coordinator, an alert whose answer closes it.
            let answer: @MainActor (AlertAction) -> Void = { _ in onDismiss() }
            router.showAlert(title: "Allow notifications?", message: "Shop would like to send you order updates.",
                             from: owner, animated: true,
                             actions: [AlertAction(title: "Don't allow", style: .cancel, handler: answer),
                                       AlertAction(title: "Allow", handler: answer)])
            return nil
        case .createStore:
            let sheet = PromptSheetCoordinator(
                router: router, title: "Create your store",
                message: "Create your store to start selling.",
                choices: [.init(title: "Create store") { [weak services] in services?.sharedState.selectedStore = Store(id: 9, name: "My new store") },
                          .init(title: "Later") {}],
                onClose: onDismiss)
            owner.addChild(sheet)
            sheet.start()
            return sheet
        case .suggestBiometric:
            let sheet = PromptSheetCoordinator(
                router: router, title: "Enable biometric login?",
                message: "Use your fingerprint next time.",
                choices: [.init(title: "Enable") { [weak services] in services?.session.biometricEnabled = true },
                          .init(title: "Not now") {}],
                onClose: onDismiss)
            owner.addChild(sheet)
            sheet.start()
            return sheet
        }
    }
}

/// Told when the start-up popups are done (the app is then ready for deep links).
@MainActor
protocol StartupCoordinatorDelegate: AnyObject {
    func startupDidFinishPopups()
}

struct StartupContext {
    let showsPopups: Bool
}

/// The root of the signed-in flow: owns the tab bar coordinator (built by the flow factory)
/// and runs the start-up popup queue.
@MainActor
final class StartupCoordinator: BaseRouterContextCoordinator<StartupContext>, PopupFlowCoordinatorDelegate {
    weak var delegate: (any StartupCoordinatorDelegate)?
    private let services: ShopServices
    private var popupFactory: StartupPopupFactory?
    private(set) var popupsFinished = false

    init(router: any RouterProtocol, context: StartupContext, services: ShopServices) {
        self.services = services
        super.init(router: router, presentationStyle: .push, context: context)
    }

    override func start() {
        guard context.showsPopups else {
            popupsFinished = true
            return
        }
        // Popups go up once the tab bar (started after this root) is on screen.
        services.scheduler.schedule(after: .zero) { [weak self] in self?.startPopups() }
    }

    private func startPopups() {
        popupFactory = StartupPopupFactory(router: router, owner: self, services: services)
        let flow = PopupFlowCoordinator<StartupPopup, StartupCoordinator>()
        flow.delegate = self
        addChild(flow)
        for popup in [StartupPopup.suggestBiometric, .notifications, .createStore] { flow.addPopup(popup) }
        flow.start()
    }

    func showPopup(_ item: StartupPopup, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)? {
        popupFactory?.show(item, onDismiss: onDismiss)
    }

    func popupFlowFinished() {
        if let flow = currentChild(ofType: PopupFlowCoordinator<StartupPopup, StartupCoordinator>.self) {
            removeChild(flow)
        }
        popupFactory = nil
        popupsFinished = true
        // Let the last popup's callbacks finish (its coordinator leaves the tree) before deep
        // links look for the visible screen.
        services.scheduler.schedule(after: .zero) { [weak self] in self?.delegate?.startupDidFinishPopups() }
    }
}
