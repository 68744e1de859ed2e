#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Observation
import Testing
import TerminalCore
import TerminalUI
import TerminalUITestSupport

/// A model a screen reads every frame and that never changes (like the Shop's shared state on
/// Home): a key storm once measured ~1 KB of RSS per key, never released, because every render
/// registered a fresh observation with it and the Observation runtime keeps each registration
/// until the model changes. The registrations must stay bounded however many keys arrive.
@Observable
@MainActor
final class QuietModel {
    var greeting = "Hello"
}

@MainActor
@Suite struct ObservedModelMemoryTests {
    let ui = UITestHarness(width: 80, height: 24)

    private func startSoakScreen(model: QuietModel) {
        let label = Label { model.greeting + ", demo" }
        ui.start(root: NavigationController(rootViewController: RecordingViewController("Soak", log: LifecycleLog(), views: [label, itemList(20)])))
    }

    @Test func keysOnAScreenReadingAQuietModelRegisterAtMostOneObservation() {
        let model = QuietModel()
        startSoakScreen(model: model)
        let before = ui.app.observationRegistrations
        for _ in 0..<2_000 {
            ui.press(.down)
            ui.press(.up)
        }
        #expect(ui.app.observationRegistrations - before <= 1, "\(ui.app.observationRegistrations - before) observation registrations for 4000 keys")
    }

    @Test func heapStaysFlatUnderKeysOnAScreenReadingAQuietModel() {
        let model = QuietModel()
        startSoakScreen(model: model)
        // Warm up, then measure the resident set over 10,000 keys (the leak was ~10 MB there).
        ui.press(.down, times: 200)
        let before = Self.residentBytes()
        for _ in 0..<5_000 {
            ui.press(.down)
            ui.press(.up)
        }
        let growth = Self.residentBytes() - before
        #expect(growth < 3 * 1024 * 1024, "RSS grew by \(growth) bytes over 10,000 keys")
    }

    /// The resident set size, from `/proc/self/statm` (its second field, in pages).
    static func residentBytes() -> Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        guard fscanf_pair(file, &size, &resident) else { return 0 }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func fscanf_pair(_ file: UnsafeMutablePointer<FILE>, _ a: inout Int, _ b: inout Int) -> Bool {
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = text.split(separator: " ").compactMap { Int($0) }
        guard fields.count >= 2 else { return false }
        (a, b) = (fields[0], fields[1])
        return true
    }

    @Test func aChangeToTheQuietModelStillRedrawsAfterTheSoak() {
        let model = QuietModel()
        startSoakScreen(model: model)
        ui.press(.down, times: 300)
        model.greeting = "Goodbye"
        #expect(ui.renderIfNeeded())
        #expect(ui.contains("Goodbye, demo"))
        // And the next change is observed too: a fresh registration follows each change.
        model.greeting = "Welcome back"
        #expect(ui.renderIfNeeded())
        #expect(ui.contains("Welcome back, demo"))
    }

    @Test func aNewScreenReadingAnotherModelIsObservedWhileTheOldRegistrationIsPending() {
        let quiet = QuietModel()
        startSoakScreen(model: quiet)
        ui.press(.down, times: 10)
        let other = QuietModel()
        let navigation = ui.window.rootViewController as? NavigationController
        navigation?.pushViewController(RecordingViewController("Second", log: LifecycleLog(), views: [Label { other.greeting + " there" }]), animated: false)
        ui.renderIfNeeded()
        #expect(ui.contains("Hello there"))
        other.greeting = "Hi"
        #expect(ui.renderIfNeeded())
        #expect(ui.contains("Hi there"))
    }
}
