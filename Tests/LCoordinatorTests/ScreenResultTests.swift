import Testing
import TerminalUI
@testable import LCoordinator

/// Typed results from screens: exactly once, callback and async forms.
@MainActor
@Suite struct ScreenResultTests {
    /// A presented picker that hands back a string.
    final class Picker: ScreenCoordinator, ResultProducing {
        let result = ScreenResult<String>()
    }

    @Test func aResultIsDeliveredExactlyOnceToEveryHandler() {
        let result = ScreenResult<Int>()
        var seen: [Int?] = []
        result.onResult { seen.append($0) }
        result.send(1)
        result.send(2)
        result.cancel()
        result.onResult { seen.append($0) }     // a late handler gets the same result at once
        #expect(seen == [1, 1])
        #expect(result.isDelivered)
    }

    @Test func aCancellationIsNilAndFinal() {
        let result = ScreenResult<Int>()
        var seen: [Int?] = []
        result.onResult { seen.append($0) }
        result.cancel()
        result.send(3)
        #expect(seen == [nil])
    }

    @Test func theAsyncFormReturnsTheValue() async {
        let result = ScreenResult<String>()
        result.send("Harbour")
        #expect(await result.value == "Harbour")
    }

    @Test func aPresentedFlowGivesItsValueOnceAndNothingWhenItLeaves() {
        let app = TestApp.stack()
        var seen: [String?] = []
        let picker = Picker("Picker", router: app.home.router, style: .present(.formSheet), log: app.log)
        app.home.start(picker) { seen.append($0) }
        #expect(app.window.topViewController?.title == "Picker")
        picker.result.send("Downtown")
        app.home.router.dismiss(coordinator: picker, isAnimated: true, completion: nil)
        #expect(seen == ["Downtown"])
        #expect(!app.shows("Picker"))
    }

    @Test func escOnAPresentedFlowGivesNilOnce() {
        let app = TestApp.stack()
        var seen: [String?] = []
        app.home.start(Picker("Picker", router: app.home.router, style: .present(.formSheet), log: app.log)) { seen.append($0) }
        app.press(.escape)
        #expect(seen == [nil])
        app.log.expectFiredOnceAfterLeaving("Picker")
    }

    @Test func aPushedFlowPoppedByCodeGivesNil() {
        let app = TestApp.stack()
        var seen: [String?] = []
        app.home.start(Picker("Picker", router: app.home.router, log: app.log)) { seen.append($0) }
        #expect(app.window.topViewController?.title == "Picker" || app.shows("Picker"))
        app.home.router.popToRootCoordinator(isAnimated: true)
        #expect(seen == [nil])
    }

    /// Esc is pressed only once the picker is on screen (an `async let` may not have started
    /// yet after one `Task.yield()`, and an Esc before the sheet left it up for ever).
    @Test func theAsyncFormOfStartGetsNilAfterEsc() async {
        let app = TestApp.stack()
        let picker = Picker("Picker", router: app.home.router, style: .present(.pageSheet), log: app.log)
        let task = Task { @MainActor in await app.home.startForResult(picker) }
        var yields = 0
        while !app.window.presentedViewControllers.contains(where: { $0.title == "Picker" }), yields < 10_000 {
            await Task.yield()
            yields += 1
        }
        guard app.window.presentedViewControllers.contains(where: { $0.title == "Picker" }) else {
            Issue.record("the picker never came on screen")
            return
        }
        app.press(.escape)
        #expect(await task.value == nil)
    }

    @Test func anAlertAnswersWithTheChoiceCancelEscOrNilWhenCodeTakesItAway() {
        let app = TestApp.stack()
        var seen: [Bool?] = []
        func ask() {
            app.home.router.showAlert(title: "Log out?", message: "Sure?", from: app.home, cancelTitle: "Cancel",
                                      choices: [AlertChoice("Log out", style: .destructive, value: true)])
                .onResult { seen.append($0) }
        }
        ask()
        app.press(.enter)                      // the default button: Log out
        ask()
        app.press(.escape)
        ask()
        app.press(.left, .enter)               // Cancel
        ask()
        app.home.router.dismissAllPresented(isAnimated: true, completion: nil)
        #expect(seen == [true, nil, nil, nil])
        #expect(!app.shows("Log out?"))
    }
}
