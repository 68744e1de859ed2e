import Foundation
import Testing

/// The README's "Save and restore in your own app" block is `TabsApp+State.swift` verbatim, so
/// the code a user copies is code that compiles and passes its tape.
@Suite struct ReadmeRestoreTests {
    @Test func theRestoreBlockIsTheExamplesFile() throws {
        let readme = try ExampleFiles.read("README.md")
        let source = try ExampleFiles.read("Examples/TabsAndPopups/App/TabsApp+State.swift")
        let start = try #require(readme.range(of: "```swift\nimport LCoordinator\n\n// `--save-state FILE`"))
        let body = readme[readme.index(start.lowerBound, offsetBy: "```swift\n".count)...]
        let end = try #require(body.range(of: "\n```\n"))
        #expect(String(body[..<end.lowerBound]) + "\n" == source,
                "README's restore block differs from Examples/TabsAndPopups/App/TabsApp+State.swift; copy one onto the other")
    }
}
