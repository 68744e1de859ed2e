import TerminalCore
import TerminalUI

/// The F12 coordinator-tree inspector: the tree with the deepest visible coordinator marked,
/// each router's stack and contexts, leaks, and mismatches between the tree and the screens.
///
/// `DeveloperTools` toggles it on F12; `InspectorReport.lines(root:window:leakTracker:)`
/// makes its lines.
@MainActor
package final class InspectorViewController: ViewController {
    private let report: @MainActor () -> [String]

    /// An inspector showing the lines `report` returns, asked again on every frame.
    package init(report: @escaping @MainActor () -> [String]) {
        self.report = report
        super.init()
        makeOverlay(title: "Coordinator tree (F12)", style: .fullScreen)
    }

    /// A list of the report's lines.
    package override func loadView() {
        let list = ListView(activateTitle: "")
        list.itemsProvider = { [weak self] in (self?.report() ?? []).map { ListItem($0) } }
        view = StackView(spacing: 0, horizontalPadding: 1, topPadding: 0, [list])
    }
}
