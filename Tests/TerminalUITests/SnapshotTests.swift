import Foundation
import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Golden screens: the composed text compared with `__Snapshots__/<name>.txt`.
/// `UPDATE_SNAPSHOTS=1 swift test` rewrites them after an intended change.
@MainActor
@Suite struct SnapshotTests {
    let log = LifecycleLog()

    private func products() -> RecordingViewController {
        let list = ListView(items: (1...30).map { ListItem("Product \($0)", detail: "$\($0 * 3).00") })
        return RecordingViewController("Home", log: log, views: [Label("Welcome to the 日本語 shop — pick a product."), Spacer(), list])
    }

    private func shop(size: Size = .reference) -> (UITestHarness, ShopTabs) {
        let ui = UITestHarness(size: size)
        let shop = ShopTabs(log: log)
        shop.navigations[0].setViewControllers([products()])
        ui.start(root: shop.tabs)
        return (ui, shop)
    }

    @Test func pushedStack() {
        let (ui, shop) = shop()
        let detail = RecordingViewController("Product", log: log, title: "Product 42", views: [
            Label("Product 42 — a very fine product"), Spacer(), Label("Price: $126.00"), Spacer(), Button("Add to cart") {},
        ])
        detail.keyBindings = [KeyBinding(.char("r"), title: "Related") {}]
        shop.navigations[0].pushViewController(detail)
        ui.renderIfNeeded()
        ui.assertSnapshot(named: "pushed-stack-80x24")
    }

    @Test func pageSheetOverTabs() {
        let (ui, shop) = shop()
        let settings = RecordingViewController("Settings", log: log, views: [
            Label("Step 1 of 3"), Spacer(), TextField("Store name", placeholder: "My store"), Spacer(), Button("Next") {},
        ])
        shop.tabs.present(NavigationController(rootViewController: settings))
        ui.renderIfNeeded()
        ui.assertSnapshot(named: "page-sheet-over-tabs-80x24")
    }

    @Test func bottomSheet() {
        let (ui, shop) = shop()
        let checkout = RecordingViewController("Checkout", log: log, views: [
            Label("2 items — total $18.00"), Spacer(), Button("Pay now") {},
        ])
        let sheet = NavigationController(rootViewController: checkout)
        sheet.modalPresentationStyle = .bottomSheet
        shop.tabs.present(sheet)
        ui.renderIfNeeded()
        ui.assertSnapshot(named: "bottom-sheet-80x24")
    }

    @Test func alertOverSheet() {
        let (ui, shop) = shop()
        let sheet = NavigationController(rootViewController: RecordingViewController("Profile", log: log, title: "Settings"))
        shop.tabs.present(sheet)
        sheet.present(AlertController(title: "Log out?", message: "You will need to log in again.", actions: [
            AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Log out", style: .destructive),
        ]))
        ui.renderIfNeeded()
        ui.assertSnapshot(named: "alert-over-sheet-80x24")
    }

    @Test func tooSmallNotice() {
        let (ui, _) = shop(size: Size(width: 39, height: 11))
        ui.assertSnapshot(named: "too-small-39x11")
    }

    @Test func pageSheetOverTabsAt40x12() {
        let (ui, shop) = shop(size: Size(width: 40, height: 12))
        shop.navigations[0].pushViewController(RecordingViewController("Product", log: log, title: "Product 42"))
        shop.tabs.present(NavigationController(rootViewController: RecordingViewController("Settings", log: log, views: [Label("Notifications: on")])))
        ui.renderIfNeeded()
        ui.assertSnapshot(named: "page-sheet-over-tabs-40x12")
    }

    @Test func pushedStackAt40x12() {
        let (ui, _) = shop(size: Size(width: 40, height: 12))
        ui.press(.down, .down)
        ui.assertSnapshot(named: "home-list-40x12")
    }

    // MARK: - The snapshot helper itself

    @Test func snapshotDirectoryIsTheTestTargetsFolderWhateverTheSubfolder() {
        let direct = Snapshot.directory(forTestFile: "/repo/Tests/TerminalUITests/SnapshotTests.swift")
        let nested = Snapshot.directory(forTestFile: "/repo/Tests/TerminalUITests/Screens/Deep/HomeTests.swift")
        #expect(direct.path == "/repo/Tests/TerminalUITests/__Snapshots__")
        #expect(nested.path == "/repo/Tests/TerminalUITests/__Snapshots__")
        #expect(Snapshot.directory(forTestFile: #filePath).lastPathComponent == "__Snapshots__")
    }

    @Test func snapshotDiffNamesEachDifferingRow() {
        let diff = Snapshot.diff(expected: "same\nold row\nend\n", actual: "same\nnew row\nend\n")
        #expect(diff == """
              1 - "old row"
              1 + "new row"
            """)
        let shorter = Snapshot.diff(expected: "a\nb", actual: "a")
        #expect(shorter.contains("Row count: expected 2, got 1"))
        #expect(shorter.contains("(missing)"))
    }

    @Test func aMissingGoldenFileFailsAndWritesNothingUnlessTheRunRecords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UInt64.random(in: 0...UInt64.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("Tests/Fake/FakeTests.swift").path
        let here = SourceLocation(fileID: "Fake/FakeTests.swift", filePath: testFile, line: 1, column: 1)
        let golden = folder.appendingPathComponent("Tests/Fake/__Snapshots__/probe.txt")
        withKnownIssue("a missing golden file fails") {
            Snapshot.assertMatches("row 1\nrow 2", named: "probe", filePath: testFile, recording: false, sourceLocation: here)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no golden file") && $0.rawValue.contains(Snapshot.updateVariable + "=1") }
        }
        #expect(!FileManager.default.fileExists(atPath: golden.path), "a failing comparison writes nothing")

        Snapshot.assertMatches("row 1\nrow 2", named: "probe", filePath: testFile, recording: true, sourceLocation: here)
        #expect(try String(contentsOf: golden, encoding: .utf8) == "row 1\nrow 2\n")
        Snapshot.assertMatches("row 1  \nrow 2\n", named: "probe", filePath: testFile, recording: false, sourceLocation: here)
        withKnownIssue("a changed screen fails") {
            Snapshot.assertMatches("row 1\nrow 3", named: "probe", filePath: testFile, recording: false, sourceLocation: here)
        }
    }
}
