import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

@MainActor
extension PF {
    // MARK: - Popups

    /// A popup of the popup-flow tests.
    struct Popup: PopupItem, Equatable {
        enum Kind: Equatable {
            /// A system alert without a coordinator, shown with `router.showAlert`.
            case alert
            /// A bottom-sheet coordinator.
            case sheet
            /// Nothing on screen: the test calls `onDismiss` itself.
            case manual
        }

        let name: String
        let priority: Int
        var kind: Kind = .manual
    }

    /// A bottom sheet shown as a popup: tells the popup factory when it has closed.
    @MainActor
    final class PopupSheetCoordinator: BaseRouterCoordinator, PopupCoordinator {
        let title: String
        var onPopupDismiss: (@MainActor () -> Void)?

        init(router: any RouterProtocol, title: String) {
            self.title = title
            super.init(router: router, presentationStyle: .panModel)
        }

        override func start() {
            perform(Screen(title, body: "\(title) sheet"), from: self) { [weak self] in self?.onPopupDismiss?() }
        }
    }

    /// Shows the screen the popups go over and runs a popup flow through a `PopupFactory`.
    @MainActor
    final class PopupHost: BaseRouterCoordinator, PopupFlowCoordinatorDelegate {
        typealias Flow = PopupFlowCoordinator<Popup, PopupHost>

        let factory = PopupFactory()
        private(set) var shown: [String] = []
        private(set) var closed: [String] = []
        private(set) var finishedCount = 0
        /// Each popup's `onDismiss`, by name.
        private(set) var dismissers: [String: @MainActor () -> Void] = [:]
        /// The system alerts' answers, by popup name.
        private(set) var answers: [String: String] = [:]

        override func start() {
            factory.configure(router: router, parentCoordinator: self) { [weak self] child in self?.addChildCoordinator(child) }
            perform(Screen("Start", body: "Welcome"), from: self)
        }

        /// A popup flow owned by this host.
        func makeFlow(_ popups: [Popup]) -> Flow {
            let flow = Flow()
            flow.delegate = self
            addChildCoordinator(flow)
            for popup in popups { flow.addPopup(popup) }
            return flow
        }

        func showPopup(_ item: Popup, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)? {
            shown.append(item.name)
            dismissers[item.name] = onDismiss
            switch item.kind {
            case .manual:
                return nil
            case .alert:
                let name = item.name
                let answer: @MainActor (AlertAction) -> Void = { [weak self] action in self?.answers[name] = action.title }
                factory.showAlert(title: item.name, message: "A system popup", actions: [
                    AlertAction(title: "Don't allow", style: .cancel, handler: answer),
                    AlertAction(title: "Allow", handler: answer),
                ], onDismiss: onDismiss)
                return nil
            case .sheet:
                return factory.showCoordinator({ router in PopupSheetCoordinator(router: router, title: item.name) }, onDismiss: onDismiss)
            }
        }

        func popupClosed(_ item: Popup) {
            closed.append(item.name)
        }

        func popupFlowFinished() {
            finishedCount += 1
        }
    }

    /// A popup flow delegate with no screen of its own: records what it is asked to show.
    @MainActor
    final class PopupLog: PopupFlowCoordinatorDelegate {
        private(set) var shown: [String] = []
        private(set) var finishedCount = 0

        func showPopup(_ item: Popup, onDismiss: @escaping @MainActor () -> Void) -> (any Coordinator)? {
            shown.append(item.name)
            return nil
        }

        func popupFlowFinished() {
            finishedCount += 1
        }
    }
}
