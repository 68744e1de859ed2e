import Foundation

/// The repository's files the example tests read: the README and each example's tapes.
enum ExampleFiles {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `path`, relative to the root.
    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The paths of `Examples/<example>/Tapes/*.tape`, sorted.
    static func tapes(in example: String) throws -> [String] {
        let directory = root.appendingPathComponent("Examples/\(example)/Tapes")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".tape") }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }
}
