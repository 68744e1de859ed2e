import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A server that has written its start line takes SIGTERM at once: the signal is caught before
/// the line is written. (It was caught by a `DispatchSource` registered after the line, and a
/// SIGTERM sent as soon as the line was read was lost: the server ran on, and CI waited 60 s.)
@Suite(.serialized)
struct ServerStopSignalEndToEndTests {
    @Test(arguments: [
        (["--serve-ssh", "127.0.0.1:0", "--host-key", "host_key"], "serving over SSH"),
        (["--serve-web", "127.0.0.1:0"], "serving in a browser"),
    ])
    func sigtermRightAfterTheStartLineStopsTheServer(arguments: [String], startLine: String) async throws {
        let lcdemo = try LCDemoBinary.path()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lcdemo-stop-\(getpid())").path
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let log = scratch + "/server.log"
        for round in 1...12 {
            FileManager.default.createFile(atPath: log, contents: nil)
            let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: lcdemo)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: scratch)
            process.standardOutput = output
            process.standardError = output
            try process.run()
            try output.close()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            try await Wait.until("round \(round): the start line", describe: { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }) {
                let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                // A server that could not start has said why: no point waiting for its start line.
                guard process.isRunning || text.contains(startLine) else {
                    throw Wait.Timeout(description: "round \(round): the server exited before its start line: \(text)")
                }
                return text.contains(startLine)
            }
            #expect(kill(process.processIdentifier, SIGTERM) == 0)
            try await Wait.until("round \(round): the server to exit after SIGTERM") { !process.isRunning }
            #expect(process.terminationReason == .exit && process.terminationStatus == 0,
                    "round \(round): a server stopped by SIGTERM exits 0 (\(process.terminationReason.rawValue), \(process.terminationStatus))")
        }
    }
}
