import Foundation
import Testing

/// The house rules that a reader of the code relies on, checked over the whole tree: no Swift
/// file is over 400 lines (Sources, Examples and Tests alike).
@Suite struct SourceTreeRulesTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let lineLimit = 400

    /// (path from the root, line count) of every Swift file under `folders`.
    private static func swiftFiles(in folders: [String]) -> [(path: String, lines: Int)] {
        folders.flatMap { folder -> [(path: String, lines: Int)] in
            let url = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/.build/") } ?? []
            return files.map { file in
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
                return (String(file.path.dropFirst(root.path.count + 1)), lines)
            }
        }
    }

    @Test func noSwiftFileIsOverFourHundredLines() {
        let files = Self.swiftFiles(in: ["Sources", "Examples", "Tests"])
        #expect(files.count > 500, "the scan found the tree")
        for file in files where file.lines > Self.lineLimit {
            Issue.record("\(file.path) has \(file.lines) lines; split it (at most \(Self.lineLimit))")
        }
    }
}
