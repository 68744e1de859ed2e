import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// Many keys, sizes and navigations in a fixed pseudo-random order: nothing traps, and the
/// screen keeps its invariants after every step.
@MainActor
@Suite struct RobustnessTests {
    /// A small deterministic generator (SplitMix64), so a failure replays identically.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func aStormOfKeysAndNavigationsKeepsTheScreenWhole(seed: UInt64) {
        var random = Generator(state: seed)
        let log = LifecycleLog()
        let ui = UITestHarness(width: 80, height: 24)
        let shop = ShopTabs(log: log)
        ui.start(root: shop.tabs)
        let keys: [KeyEvent] = [
            .escape, .enter, .tab, .backTab, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end,
            .backspace, .delete, .char("1"), .char("2"), .char("3"), .char("["), .char("]"), .char("?"),
            .char("j"), .char("k"), .char("x"), .char("日"), .ctrl("a"), .ctrl("e"), .ctrl("u"), .ctrl("k"),
        ]
        let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 39, height: 11), Size(width: 57, height: 17), Size(width: 1, height: 1)]
        var step = 0

        func screen() -> ViewController {
            step += 1
            let views: [View] = [
                Label("画面 \(step) — " + String(repeating: "漢字", count: Int.random(in: 0...30, using: &random))),
                TextField("名前", text: String(repeating: "あ", count: Int.random(in: 0...50, using: &random))),
                ListView(items: (0..<Int.random(in: 0...40, using: &random)).map { ListItem("項目 \($0)", detail: "¥\($0)") }),
                Button("Go") {},
            ]
            let controller = RecordingViewController("S\(step)", log: log, title: "タイトル\(step)" + String(repeating: "長", count: Int.random(in: 0...40, using: &random)), views: views)
            controller.preferredHeight = Bool.random(using: &random) ? Int.random(in: 0...30, using: &random) : nil
            return controller
        }

        for _ in 0..<150 {
            let frames = ui.framesPresented
            switch Int.random(in: 0..<20, using: &random) {
            case 0:
                (shop.tabs.selectedViewController as? NavigationController)?.pushViewController(screen())
            case 1:
                let modal = Bool.random(using: &random) ? NavigationController(rootViewController: screen()) : screen()
                modal.modalPresentationStyle = [.pageSheet, .formSheet, .fullScreen, .bottomSheet].randomElement(using: &random) ?? .pageSheet
                modal.isModalInPresentation = Int.random(in: 0..<5, using: &random) == 0
                shop.tabs.present(modal)
            case 2:
                ui.window.topViewController?.present(AlertController(title: "確認" + String(repeating: "!", count: Int.random(in: 0...60, using: &random)), message: String(repeating: "メッセージ ", count: Int.random(in: 0...20, using: &random)), actions: [AlertAction(title: "はい"), AlertAction(title: "Cancel", style: .cancel)]))
            case 3:
                ui.resize(to: sizes.randomElement(using: &random) ?? .reference)
            case 4:
                shop.tabs.dismiss()
            default:
                ui.press(keys.randomElement(using: &random) ?? .escape)
                #expect(ui.framesPresented <= frames + 1, "at most one frame per key")
            }
            ui.renderIfNeeded()
            ui.expectNoSplitWideCharacters()
            #expect(ui.lines.count == ui.size.height)
            if !ui.window.isTooSmall(ui.size), let cursor = ui.cursor {
                #expect(Rect(size: ui.size).contains(cursor), "cursor on screen: \(cursor)")
            }
        }
        #expect(!ui.app.isQuitting)
    }
}
