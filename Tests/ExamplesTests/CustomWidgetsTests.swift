@testable import CustomWidgets
import CustomWidgetsKit
import LCoordinator
import TapeTesting
import TerminalUITestSupport
import Testing

/// Examples/CustomWidgets: its tapes pass, its Sparkline redraws alone (a patched frame equal to
/// the frame drawn whole), and its dates roll over months, years and leap days.
@Suite @MainActor struct CustomWidgetsTests {
    @Test func customWidgetsTapesPass() async throws {
        let tapes = try ExampleFiles.tapes(in: "CustomWidgets")
        #expect(tapes.count >= 2)
        for tape in tapes {
            let result = await expectTape(tape, host: CustomWidgetsHost())
            #expect(result?.passed == true)
        }
    }

    @Test func aSparklineWhoseSamplesChangeRedrawsAlone() {
        let ui = UITestHarness(width: 80, height: 24)
        let sparkline = Sparkline("CPU", capacity: 5, samples: [1, 2, 3])
        ui.window.verifiesPatchedFrames = true
        ui.start(root: NavigationController(rootViewController: PaddedScreen(title: "Load", [Label("Above"), sparkline])))
        ui.renderIfNeeded()
        for sample in [9, 4, 7, 8] {
            sparkline.append(sample)
            ui.renderIfNeeded()
        }
        #expect(ui.window.patchedFrameCount == 4)
        #expect(ui.window.patchedFrameMismatches.isEmpty)
        #expect(sparkline.samples == [3, 9, 4, 7, 8], "past its capacity the oldest samples go")
        ui.expectContains("CPU  now 8 · max 9")
    }

    @Test func datesRollOverMonthsYearsAndLeapDays() {
        let leap = CalendarDate(year: 2024, month: 2, day: 29)
        #expect(leap.adding(1, to: .year) == CalendarDate(year: 2025, month: 2, day: 28))
        #expect(leap.adding(1, to: .day) == CalendarDate(year: 2024, month: 3, day: 1))
        #expect(CalendarDate(year: 2026, month: 12, day: 31).adding(1, to: .day) == CalendarDate(year: 2027, month: 1, day: 1))
        #expect(CalendarDate(year: 2026, month: 1, day: 31).adding(1, to: .month) == CalendarDate(year: 2026, month: 2, day: 28))
        #expect(CalendarDate(year: 2026, month: 1, day: 15).adding(-1, to: .month) == CalendarDate(year: 2025, month: 12, day: 15))
        #expect(CalendarDate(year: 1, month: 1, day: 1).adding(-1, to: .day) == CalendarDate(year: 1, month: 1, day: 1))
        #expect(CalendarDate(year: 2026, month: 4, day: 31).description == "2026-04-30")
        #expect(CalendarDate(year: 7, month: 3, day: 5).description == "0007-03-05")
    }
}
