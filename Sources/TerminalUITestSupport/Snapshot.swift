import FoundationEssentials
import Testing

/// Golden-text comparison: a screen's text against `Tests/<Target>/__Snapshots__/<name>.txt`.
///
/// The snapshot directory is found from the caller's `#filePath`: the test target's folder (the
/// ancestor directly under `Tests/`), so tests in sub-folders share one `__Snapshots__`.
/// `UPDATE_SNAPSHOTS=1` writes every compared file (recording the missing ones); otherwise a
/// missing file fails, and a difference fails with a row-by-row diff and the screen.
public enum Snapshot {
    /// The environment variable that makes comparisons write their files instead.
    public static let updateVariable = "UPDATE_SNAPSHOTS"

    /// Whether this run writes golden files (`UPDATE_SNAPSHOTS=1`).
    package static var isRecording: Bool { ProcessInfo.processInfo.environment[updateVariable] == "1" }

    /// Compares `text` (rows separated by newlines) with the golden file `name`.
    public static func assertMatches(
        _ text: String,
        named name: String,
        filePath: String,
        sourceLocation: SourceLocation
    ) {
        assertMatches(text, named: name, filePath: filePath, recording: isRecording, sourceLocation: sourceLocation)
    }

    /// Compares `text` with the golden file `name`, or writes it when `recording`.
    package static func assertMatches(
        _ text: String,
        named name: String,
        filePath: String,
        recording: Bool,
        sourceLocation: SourceLocation
    ) {
        guard isValidName(name) else {
            Issue.record("Snapshot name \"\(name)\" must be non-empty and use only letters, digits, '-', '_' and '.'", sourceLocation: sourceLocation)
            return
        }
        let file = directory(forTestFile: filePath).appendingPathComponent("\(name).txt")
        let actual = normalized(text)
        let existing = try? String(contentsOf: file, encoding: .utf8)
        if recording {
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
                print("Snapshot \"\(name)\" \(existing == nil ? "recorded" : "updated"): \(file.path)")
            } catch {
                Issue.record("Could not write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let existing else {
            Issue.record("Snapshot \"\(name)\" has no golden file at \(file.path); run with \(updateVariable)=1 to record it, then review it",
                         sourceLocation: sourceLocation)
            return
        }
        guard normalized(existing) != actual else { return }
        Issue.record(
            """
            Snapshot "\(name)" differs from \(file.path)
            \(diff(expected: normalized(existing), actual: actual))
            Actual screen:
            \(quoted(actual))
            Run with \(updateVariable)=1 to accept the new screen.
            """,
            sourceLocation: sourceLocation)
    }

    /// The `__Snapshots__` folder for a test file.
    public static func directory(forTestFile filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        var folder = file.deletingLastPathComponent()
        var candidate = folder
        while candidate.pathComponents.count > 1 {
            if candidate.deletingLastPathComponent().lastPathComponent == "Tests" {
                folder = candidate
                break
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("__Snapshots__")
    }

    /// A row-by-row diff: every differing row with its number, expected (`-`) then actual (`+`).
    public static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output: [String] = []
        if old.count != new.count {
            output.append("Row count: expected \(old.count), got \(new.count)")
        }
        for row in 0..<max(old.count, new.count) {
            let a = row < old.count ? old[row] : nil
            let b = row < new.count ? new[row] : nil
            guard a != b else { continue }
            let label = String(repeating: " ", count: max(0, 3 - String(row).count)) + String(row)
            output.append("\(label) - " + (a.map { "\"\($0)\"" } ?? "(missing)"))
            output.append("\(label) + " + (b.map { "\"\($0)\"" } ?? "(missing)"))
        }
        return output.joined(separator: "\n")
    }

    /// Rows with trailing spaces removed, ending with one newline (empty rows of the screen kept).
    static func normalized(_ text: String) -> String {
        var body = Substring(text)
        if body.hasSuffix("\n") { body = body.dropLast() }
        let rows = body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop(while: { $0 == " " || $0 == "\r" }).reversed()) }
        return rows.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "\"\($0)\"" }.joined(separator: "\n")
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }
}

extension UITestHarness {
    /// Compares the composed screen with `Tests/<Target>/__Snapshots__/<name>.txt`.
    ///
    /// Writes the file when `UPDATE_SNAPSHOTS=1`; otherwise fails at the caller when it is
    /// missing, or with a row-by-row diff and the screen when it differs.
    public func assertSnapshot(
        named name: String,
        filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        Snapshot.assertMatches(text, named: name, filePath: filePath, sourceLocation: sourceLocation)
    }
}
