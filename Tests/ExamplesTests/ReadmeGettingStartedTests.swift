import Foundation
import Testing

/// The README's "Getting started" program is `Examples/GettingStarted` verbatim (its app target
/// and its executable), so the first page a user copies is a program that compiles (`make test`
/// builds it and replays its tapes).
@Suite struct ReadmeGettingStartedTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced blocks of the README's "Getting started" section tagged `lang` ("" for none).
    private static func blocks(_ lang: String) throws -> [String] {
        let readme = try read("README.md")
        guard let start = readme.range(of: "## Getting started with the SDK") else { return [] }
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        var result: [String] = []
        var current: (lang: Substring, lines: [Substring])?
        for line in section[..<end].split(separator: "\n", omittingEmptySubsequences: false) {
            if let block = current {
                if line == "```" {
                    if block.lang == lang { result.append(block.lines.joined(separator: "\n") + "\n") }
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if line.hasPrefix("```") {
                current = (line.dropFirst(3), [])
            }
        }
        return result
    }

    @Test func theProgramIsTheGettingStartedExample() throws {
        let program = try #require(try Self.blocks("swift").first { $0.contains("@main") })
        #expect(program == (try Self.read("Examples/GettingStarted/Main/GettingStarted.swift")),
                "README's Getting started program differs from Examples/GettingStarted/Main/GettingStarted.swift; copy one onto the other")
    }

    @Test func theAppIsTheGettingStartedExamplesAppTarget() throws {
        let app = try #require(try Self.blocks("swift").first { $0.contains("final class NotesApp") })
        #expect(app == (try Self.read("Examples/GettingStarted/App/NotesApp.swift")),
                "README's Getting started app differs from Examples/GettingStarted/App/NotesApp.swift; copy one onto the other")
    }

    /// The sample manifest has the examples' two-target shape: the app's own target links the SDK
    /// and not the tape runner; the executable links both.
    @Test func theManifestKeepsTheTapeRunnerOutOfTheAppTarget() throws {
        let manifest = try #require(try Self.blocks("swift").first { $0.contains("PackageDescription") })
        let app = try #require(manifest.range(of: ".target(name: \"NotesKit\""), "README's manifest has no app target NotesKit")
        let main = try #require(manifest.range(of: ".executableTarget(name: \"NotesApp\""), "README's manifest has no executable NotesApp")
        let appTarget = manifest[app.lowerBound..<main.lowerBound]
        #expect(appTarget.contains(".product(name: \"LCoordinator\""))
        for tape in ["LCoordinatorTapes", "Tape", "TapeTesting"] {
            #expect(!appTarget.contains(".product(name: \"\(tape)\""), "README's app target NotesKit depends on \(tape)")
        }
        let mainTarget = manifest[main.lowerBound...].prefix { $0 != ")" }
        #expect(mainTarget.contains("\"NotesKit\"") && mainTarget.contains("LCoordinatorTapes"))
    }

    @Test func theTapeIsTheExamplesTape() throws {
        let tape = try #require(try Self.blocks("").first { $0.contains("ExpectTitle") })
        #expect(tape == (try Self.read("Examples/GettingStarted/Tapes/push-sheet-link.tape")))
    }

    @Test func theManifestNamesEveryProductItUses() throws {
        let manifest = try #require(try Self.blocks("swift").first { $0.contains("PackageDescription") })
        let ours = try Self.read("Package.swift")
        for product in ["LCoordinator", "NcursesTerminal", "TapeTesting"] {
            #expect(manifest.contains(".product(name: \"\(product)\""))
            #expect(ours.contains(".library(name: \"\(product)\""), "README uses product \(product), which Package.swift does not declare")
        }
    }
}
