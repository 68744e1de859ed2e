import Foundation
import Tape
import Testing

/// The routes the demo app accepts, as lcdemo passes them to the parser.
let demoRoutes = ["onboarding", "login", "home"]

/// Parses `text` as `t.tape` and expects exactly one error, at `line`:`column`, of `kind`.
///
/// Checks both `parse` (throws it) and `diagnose` (returns only it).
@discardableResult
func expectError(
    _ text: String,
    line: Int,
    column: Int,
    _ kind: TapeError.Kind,
    routes: [String]? = demoRoutes,
    sourceLocation: SourceLocation = #_sourceLocation
) -> TapeError? {
    let parser = TapeParser(routes: routes)
    let errors = parser.diagnose(text: text, path: "t.tape")
    #expect(errors.count == 1, "expected one error, got \(errors)", sourceLocation: sourceLocation)
    guard let error = errors.first else { return nil }
    #expect(error.location == TapeLocation(file: "t.tape", line: line, column: column),
            "\(error)", sourceLocation: sourceLocation)
    #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    #expect(error.description == "t.tape:\(line):\(column): error: \(error.message)", sourceLocation: sourceLocation)
    #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
    #expect(throws: error, sourceLocation: sourceLocation) { try parser.parse(text: text, path: "t.tape") }
    return error
}

/// Parses `text`, recording an issue (and returning nil) when it fails.
func parsed(_ text: String, path: String = "t.tape", routes: [String]? = demoRoutes,
            sourceLocation: SourceLocation = #_sourceLocation) -> Tape? {
    do {
        return try TapeParser(routes: routes).parse(text: text, path: path)
    } catch {
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Writes `bytes` to a new file in a fresh directory under the temporary directory.
///
/// - Returns: the file's path and a closure that removes the directory.
func temporaryFile(named name: String, bytes: [UInt8]) async throws -> (path: String, remove: () -> Void) {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tape-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return (file.path, { try? FileManager.default.removeItem(at: directory) })
}

/// Parses `text` as `t.tape` with the test host's routes and replays it.
///
/// - Returns: the result, or nil (with an issue recorded) when the tape does not parse.
@MainActor
func replay(_ text: String, host: TestHost = TestHost(), options: TapeRunner.Options = .init(),
            path: String = "t.tape", sourceLocation: SourceLocation = #_sourceLocation) async -> TapeResult? {
    guard let tape = parsed(text, path: path, routes: host.routes, sourceLocation: sourceLocation) else { return nil }
    return await TapeRunner(host: host, options: options).run(tape)
}

/// The only failure of `result`, recording an issue when there is not exactly one.
func onlyFailure(_ result: TapeResult?, sourceLocation: SourceLocation = #_sourceLocation) -> TapeFailure? {
    guard let result else { return nil }
    #expect(result.failures.count == 1, "expected one failure, got \(result.failures)", sourceLocation: sourceLocation)
    return result.failures.first
}
