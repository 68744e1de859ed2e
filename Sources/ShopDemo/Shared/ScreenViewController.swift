import LCoordinator
import TerminalCore
import TerminalUI

/// A demo screen with a view model: reports its view model to the leak tracker and shows the
/// model's loading and error state (seed 003's `.loading` / `.errorAlert`).
@MainActor
class ScreenViewController<ViewModel: AnyObject>: ViewController, ViewModelOwning {
    let viewModel: ViewModel

    init(viewModel: ViewModel, title: String) {
        self.viewModel = viewModel
        super.init()
        self.title = title
        if let base = viewModel as? BaseViewModel { bindLoadingAndErrors(to: base) }
    }

    var ownedViewModels: [AnyObject] { [viewModel] }
}

/// A short paragraph styled as secondary text; an `AdaptiveStackView` hides it when the
/// screen is too short.
@MainActor
func hint(_ text: String) -> Label {
    HintLabel(text, style: Theme.standard.secondaryText)
}

/// A bold heading.
@MainActor
func heading(_ text: String) -> Label {
    Label(text, style: Theme.standard.sheetTitle)
}

/// A list of action rows (title + key hint) that runs the chosen row's action on Enter.
@MainActor
final class ActionList: ListView {
    struct Action {
        let title: String
        let detail: String?
        let run: @MainActor () -> Void
    }

    private let actions: [Action]

    init(_ actions: [Action], activateTitle: String = "Choose") {
        self.actions = actions
        super.init(items: actions.map { ListItem($0.title, detail: $0.detail) }, activateTitle: activateTitle)
        onActivate = { [weak self] index in self?.actions[index].run() }
    }

    override var isFlexible: Bool { false }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: actions.count) }
}
