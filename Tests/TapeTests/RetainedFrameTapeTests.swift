#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShopDemo
import ShopTapes
import Tape
import TerminalCore
import TerminalUI
import Testing

// Every frame the Shop patches during the demo tapes (list moves) equals the frame
// drawn whole.

/// Shop's host with the window's check of patched frames on; keeps every session's app.
@MainActor
private final class CheckingShopHost: TapeHost {
    let base = ShopTapeHost()
    var applications: [Application] = []

    var routes: [String]? { base.routes }

    func makeSession(terminal: any Terminal, clock: any TerminalClock, route: String?) throws -> any TapeSession {
        let session = try base.makeSession(terminal: terminal, clock: clock, route: route)
        session.application.window.verifiesPatchedFrames = true
        applications.append(session.application)
        return session
    }
}


@MainActor @Test func everyPatchedFrameOfTheDemoTapesEqualsTheFrameDrawnWhole() async {
    let host = CheckingShopHost()
    let paths = demoTapes()
    #expect(paths.count > 50)
    // A frame per event, as when a person watches: every list move is patched and checked.
    let runner = TapeRunner(host: host) { size in WatchedTerminal(size: size) }
    let summary = await TapeSuiteRunner(runner: runner) { _ in }.run(paths: paths)
    #expect(summary.failed == 0)
    let mismatches = host.applications.flatMap(\.window.patchedFrameMismatches)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    // The tapes move selections: the patched path is taken, not only checked in theory.
    #expect(host.applications.map(\.window.patchedFrameCount).reduce(0, +) > 20)
}

/// A headless terminal that says a person watches: the replay then draws a frame per event.
@MainActor
private final class WatchedTerminal: ReplayTerminal {
    let screen: HeadlessTerminal
    init(size: Size) { screen = HeadlessTerminal(size: size) }
    var showsEveryFrame: Bool { true }
    var size: Size { screen.size }
    var lines: [String] { screen.lines }
    func start() throws { try screen.start() }
    func stop() { screen.stop() }
    func present(_ frame: Frame) { screen.present(frame) }
    func nextEvent(timeout: Duration?) -> TerminalInput { screen.nextEvent(timeout: timeout) }
    func enqueue(contentsOf events: [TerminalEvent]) { screen.enqueue(contentsOf: events) }
    func resize(to size: Size) { screen.resize(to: size) }
}

// Headless replays draw a frame only when a step looks; every tape must end exactly as with a
// frame per event: the same verdict, failures, output (screenshots) and final screen.
@MainActor @Test func everyDemoTapeEndsTheSameWithFramesOnlyWhenLookedAt() async throws {
    let paths = demoTapes()
    let lazy = TapeRunner(host: ShopTapeHost())
    let watched = TapeRunner(host: ShopTapeHost()) { size in WatchedTerminal(size: size) }
    for path in paths {
        let tape = try lazy.parser.parse(contentsOf: path)
        let a = await lazy.run(tape)
        let b = await watched.run(tape)
        #expect(a.passed == b.passed, "\(path)")
        #expect(a.failures == b.failures, "\(path)")
        #expect(a.output == b.output, "\(path)")
        #expect(a.screen == b.screen, "\(path)")
        #expect(a.keysSent == b.keysSent, "\(path)")
    }
}

// A failing tape shows the screen of the moment it failed, drawn even though no step looked.
@MainActor @Test func aFailureBetweenLooksReportsTheScreenOfThatMoment() async throws {
    let text = """
    Size 80x24
    Route home
    Down
    Down
    Enter
    Type "zzz"
    Escape
    Escape
    Escape
    Escape
    ExpectTitle "Nowhere"
    """
    let lazy = TapeRunner(host: ShopTapeHost())
    let watched = TapeRunner(host: ShopTapeHost()) { size in WatchedTerminal(size: size) }
    let tape = try lazy.parser.parse(text: text, path: "t.tape")
    let result = await lazy.run(tape)
    #expect(!result.passed)
    #expect(result.screen.contains { $0.contains("Home") })
    #expect(await result.failures.first?.screen == watched.run(tape).failures.first?.screen)
    #expect(result.failures.first?.screen.contains { $0.contains("Home") } == true)
}

// Between looks nothing is presented: a walk of 400 keys with one look at the end presents
// a handful of frames, not 400.
@MainActor @Test func keysNobodyLooksAtPresentNoFrame() async throws {
    var text = "Size 80x24\nRoute home\n"
    for _ in 0..<50 { text += "Down\nUp\nEnter\nEscape\nType \"s\"\nEscape\nType \"2\"\nType \"1\"\n" }
    text += "ExpectTitle \"Home\"\n"
    var terminals: [HeadlessTerminal] = []
    let runner = TapeRunner(host: ShopTapeHost()) { size in
        let terminal = HeadlessTerminal(size: size)
        terminals.append(terminal)
        return terminal
    }
    let result = await runner.run(try runner.parser.parse(text: text, path: "walk.tape"))
    #expect(result.passed)
    #expect(result.keysSent == 400)
    #expect((terminals.first?.presentCount ?? 0) <= 3)
    #expect(result.screen.contains { $0.contains("Home") })
}
