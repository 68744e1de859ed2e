import LCoordinator

/// A folder: how many messages, then the list (read through `itemsProvider`, 10,000 rows fine).
final class FolderViewController: ScreenViewController<FolderViewModel> {
    init(viewModel: FolderViewModel) {
        super.init(viewModel: viewModel, title: viewModel.folder.rawValue)
        tabTitle = viewModel.folder.rawValue
        keyBindings = [
            KeyBinding(.char("c"), title: "Compose") { [weak viewModel] in viewModel?.compose() },
            KeyBinding(.char("/"), title: "Search") { [weak viewModel] in viewModel?.search() },
        ]
    }

    override func loadView() {
        let list = ListView(emptyMessage: "No messages")
        list.itemsProvider = { [weak viewModel] in
            (viewModel?.messages ?? []).map { ListItem($0.subject, detail: $0.from) }
        }
        list.onActivate = { [weak viewModel] index in viewModel?.open(index) }
        view = AdaptiveStackView(spacing: 1, horizontalPadding: 1, topPadding: 1, [
            Label { [weak viewModel] in viewModel?.summary ?? "" },
            list,
        ])
    }
}
