import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A crash signal during a headless `--replay` (no terminal to restore) ends lcdemo with one
/// line and status 128 + n: no Swift backtrace, no prompt.
@Suite struct HeadlessCrashTests {
    @Test(arguments: [(SIGSEGV, "SIGSEGV"), (SIGABRT, "SIGABRT"), (SIGQUIT, "SIGQUIT")])
    func aCrashSignalDuringAHeadlessReplayPrintsOneLineAndExits(_ signal: Int32, _ name: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lcdemo-crash-\(getpid())-\(signal)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("tape.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A writer that never writes: the replay opens the FIFO at once and blocks reading it.
        let writer = open(fifo, O_RDWR)
        #expect(writer >= 0)
        defer { close(writer) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try LCDemoBinary.path())
        process.arguments = ["--replay", fifo]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = nil      // the runtime's default: the backtracer is on
        process.environment = environment
        let standardError = Pipe()
        process.standardError = standardError
        process.standardOutput = Pipe()
        try process.run()
        // The replay blocks reading the FIFO (its writer sends nothing): crash it there, once it
        // has the FIFO open (its crash handlers are installed before), however slow the machine.
        let opened = Wait.blocking { Wait.process(process.processIdentifier, hasOpen: fifo) }
        #expect(opened, "lcdemo did not open the tape within \(Wait.deadline)")
        kill(process.processIdentifier, signal)
        #expect(Wait.blocking { !process.isRunning }, "lcdemo did not end within \(Wait.deadline)")
        if process.isRunning { process.terminate() }
        let output = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        #expect(output == "lcdemo: ended by \(name).\n")
    }
}
