import Glibc
import ShopDemo
import ShopTapes
import Tape
import TerminalCore
import TerminalUI
import Testing

// Issue 14: every frame the Shop patches during the demo tapes (list moves) equals the frame
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

private func demoTapePaths() -> [String] {
    var directory = #filePath
    for _ in 0..<3 { directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)]) }
    directory += "/demo-scripts"
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
        let name = withUnsafePointer(to: entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
        if name.hasSuffix(".tape") { names.append(directory + "/" + name) }
    }
    return names.sorted()
}

@MainActor @Test func everyPatchedFrameOfTheDemoTapesEqualsTheFrameDrawnWhole() {
    let host = CheckingShopHost()
    let paths = demoTapePaths()
    #expect(paths.count > 50)
    let summary = TapeSuiteRunner(runner: TapeRunner(host: host)) { _ in }.run(paths: paths)
    #expect(summary.failed == 0)
    let mismatches = host.applications.flatMap(\.window.patchedFrameMismatches)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    // The tapes move selections: the patched path is taken, not only checked in theory.
    #expect(host.applications.map(\.window.patchedFrameCount).reduce(0, +) > 20)
}
