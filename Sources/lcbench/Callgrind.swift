import Foundation

/// Runs a command under valgrind's callgrind and reads the instruction total it prints.
enum Callgrind {
    /// The instructions callgrind collected running `arguments` (valgrind's options, then the
    /// program and its arguments); `what` names the run in errors.
    static func collected(valgrind: String, arguments: [String], what: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments = ["--tool=callgrind", "--callgrind-out-file=/dev/null"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure(description: "\(what) failed:\n\(output)")
        }
        // `==PID== Collected : 1234567`
        guard let line = output.split(separator: "\n").last(where: { $0.contains("Collected :") }),
              let total = Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") else {
            throw BenchmarkFailure(description: "callgrind printed no total for \(what):\n\(output)")
        }
        return total
    }
}
