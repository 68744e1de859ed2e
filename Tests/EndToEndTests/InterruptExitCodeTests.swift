import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// One exit-code table for every app on the shared command line: Ctrl+C (SIGINT from the
/// terminal) ends lcdemo and every example with 130, the terminal restored; and a `--tty`
/// replay ends at Ctrl+C or SIGINT, even in the middle of a ten-minute `Sleep` or `Wait`.
@Suite(.serialized)
struct InterruptExitCodeTests {
    /// An example's executable, built beside lcdemo, and text its first screen shows.
    struct Example: CustomTestStringConvertible, Sendable {
        let name: String
        let firstScreen: String
        var testDescription: String { name }
    }

    static let examples = [
        Example(name: "GettingStarted", firstScreen: "Notes"),
        Example(name: "TabsAndPopups", firstScreen: "What's new"),
        Example(name: "LoadingData", firstScreen: "Connect"),
        Example(name: "Inbox", firstScreen: "Inbox"),
    ]

    private static func binary(_ name: String) throws -> String {
        let lcdemo = try LCDemoBinary.path()
        let path = (lcdemo as NSString).deletingLastPathComponent + "/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw LCDemoBinary.Missing(description: "no \(name) beside \(lcdemo): run `swift build --product \(name)`")
        }
        return path
    }

    @Test(arguments: examples)
    func controlCEndsAnExampleWith130(_ example: Example) async throws {
        // The pane runs the example as ./lcdemo (TmuxSession links the binary under that name).
        let tmux = try TmuxSession(binary: try Self.binary(example.name))
        defer { tmux.kill() }
        let before = try await tmux.terminalModes()
        try tmux.launch()
        try await tmux.waitForText(example.firstScreen)
        try tmux.press("C-c")
        #expect(try await tmux.waitForExit() == 130)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }

    @Test(arguments: ["Sleep 600s", "Wait \"never on screen\" 600s"])
    func controlCEndsATTYReplayWithinASecond(_ command: String) async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try "Route home\nExpectTitle \"Home\"\n\(command)\nExpectTitle \"Home\"\n".write(toFile: tmux.directory + "/long.tape", atomically: true, encoding: .utf8)
        let before = try await tmux.terminalModes()
        try tmux.launch("--replay long.tape --tty --pace 0")
        try await tmux.waitForTitle("Home")
        // Inside the long step. No wall time is asserted (machines are busy): the step lasts 10
        // minutes, so ending before TmuxSession's deadline at all means the interrupt was taken.
        try await Task.sleep(for: .milliseconds(500))
        try tmux.press("C-c")
        #expect(try await tmux.waitForExit() == 130)
        try await expectTerminalRestored(tmux, modesBefore: before)
        #expect(try tmux.scrollback().contains { $0.contains("interrupted (Ctrl+C)") })
    }

    @Test func sigintEndsATTYReplayDuringASleep() async throws {
        let tmux = try TmuxSession()
        defer { tmux.kill() }
        try "Route home\nExpectTitle \"Home\"\nSleep 600s\n".write(toFile: tmux.directory + "/long.tape", atomically: true, encoding: .utf8)
        let before = try await tmux.terminalModes()
        try tmux.launch("--replay long.tape --tty --pace 0")
        try await tmux.waitForTitle("Home")
        try await Task.sleep(for: .milliseconds(500))
        let pid = try await tmux.lcdemoPID()
        #expect(kill(pid, SIGINT) == 0)
        #expect(try await tmux.waitForExit() == 130)
        try await expectTerminalRestored(tmux, modesBefore: before)
    }
}
