import LCoordinator
import TerminalUI

/// Home: the plugins' views above the product list.
final class HomeViewController: ScreenViewController<HomeViewModel> {
    private let plugins: [ViewController]

    init(viewModel: HomeViewModel, plugins: [ViewController]) {
        self.plugins = plugins
        super.init(viewModel: viewModel, title: "Home")
        keyBindings = [KeyBinding(.char("s"), title: "Settings") { [weak viewModel] in viewModel?.openSettings() }]
    }

    override func loadView() {
        let stack = StackView(spacing: 0, horizontalPadding: 1, topPadding: 0)
        view = stack
        for plugin in plugins { embed(plugin, in: stack) }
        stack.addSubview(Spacer(height: 1))
        let list = ListView(activateTitle: "Open")
        list.bindItems { [weak viewModel] in
            (viewModel?.products ?? []).map { ListItem("\($0.name)", detail: $0.price) }
        }
        list.onActivate = { [weak viewModel] index in viewModel?.select(index) }
        stack.addSubview(list)
    }

    override func viewDidLoad() {
        viewModel.load()
    }
}
