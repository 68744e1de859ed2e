import Foundation
import Testing

/// The servers start without the tape runner: lcssh and lcweb link LCoordinatorLaunch (their
/// options), never Tape, and LCoordinatorLaunch needs TerminalCore alone (no NIO, no TerminalUI).
@Suite struct ServerManifestTests {
    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Package.swift")

    /// The names in the `dependencies:` list of the target called `name`.
    static func dependencies(of name: String) throws -> [String] {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let head = "name: \"\(name)\", dependencies: ["
        let start = try #require(text.range(of: head), "no target \(name) in Package.swift")
        let end = try #require(text[start.upperBound...].firstIndex(of: "]"))
        return text[start.upperBound..<end].split(separator: ",").compactMap { item in
            let parts = item.split(separator: "\"", omittingEmptySubsequences: false)
            return parts.count >= 2 ? String(parts[1]) : nil
        }
    }

    @Test func theServersLinkTheLauncherNotTheTapeRunner() throws {
        for server in ["lcssh", "lcweb"] {
            let dependencies = try Self.dependencies(of: server)
            #expect(dependencies.contains("LCoordinatorLaunch"), "\(server): \(dependencies)")
            #expect(!dependencies.contains("Tape") && !dependencies.contains("TerminalUI"), "\(server): \(dependencies)")
        }
        #expect(try Self.dependencies(of: "LCoordinatorLaunch") == ["TerminalCore"])
    }
}
