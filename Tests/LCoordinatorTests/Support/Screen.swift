import Testing
import TerminalCore
import TerminalUI
@testable import LCoordinator

/// The view model of a test screen (what a real screen would own).
@MainActor
final class ScreenViewModel: BaseViewModel {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }
}

/// A test screen: a title, a label, and (optionally) the view model it owns.
@MainActor
final class Screen: ViewController, ViewModelOwning {
    let viewModel: ScreenViewModel?
    // Lifecycle counters, checked by callbacks ("after the screen has left").
    private(set) var didAppearCount = 0
    private(set) var didDisappearCount = 0
    private(set) var movedToNilParentCount = 0

    var ownedViewModels: [AnyObject] { viewModel.map { [$0] } ?? [] }

    /// Whether the screen is on screen by its appearance callbacks.
    var isAppeared: Bool { didAppearCount > didDisappearCount }

    init(_ title: String, viewModel: ScreenViewModel? = nil) {
        self.viewModel = viewModel
        super.init()
        self.title = title
    }

    override func loadView() {
        view = Label("Screen body of \(title ?? "?")")
    }

    override func viewDidAppear(_ animated: Bool) { didAppearCount += 1 }
    override func viewDidDisappear(_ animated: Bool) { didDisappearCount += 1 }
    override func didMove(toParent parent: ViewController?) {
        if parent == nil { movedToNilParentCount += 1 }
    }
}
