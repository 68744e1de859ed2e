import Foundation
import Testing

/// The README's "Getting started" program is `Examples/GettingStarted` verbatim, so the first
/// page a user copies is a program that compiles (`make test` builds it and replays its tapes).
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
        #expect(program == (try Self.read("Examples/GettingStarted/GettingStarted.swift")),
                "README's Getting started program differs from Examples/GettingStarted/GettingStarted.swift; copy one onto the other")
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
