import LCoordinator
import Testing

/// A saved state from a hostile file: its text never reaches the terminal raw, and its size is
/// bounded before anything is rebuilt.
@Suite struct NavigationStateLimitsTests {
    private let table = RouteTable([RoutePattern.literal("app://tab/<tab:a|b>"), RoutePattern.literal("app://item/<int:id>")])

    private func json(stacks: String = #"[[{"pattern": "app://tab/<tab:a|b>", "parameters": {"tab": "a"}}]]"#, presented: String = "[]") -> String {
        #"{"version": 1, "flow": "main", "selectedTab": 0, "stacks": \#(stacks), "presented": \#(presented)}"#
    }

    private func error(_ json: String) -> NavigationStateError? {
        do throws(NavigationStateError) {
            _ = try NavigationState(json: json, routes: table)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [#"app://x\u001B]0;pwned\u0007\u001B[2J"#, #"app://item/\u001B]0;pwned\u0007\u001B[2J"#])
    func aPatternWithEscapesIsPrintedEscaped(pattern: String) throws {
        let message = try #require(error(json(stacks: #"[[{"pattern": "\#(pattern)"}]]"#))).description
        #expect(!message.unicodeScalars.contains("\u{1B}") && !message.unicodeScalars.contains("\u{7}"), "\(message)")
        #expect(message.contains(#"\u{001B}]0;pwned\u{0007}\u{001B}[2J"#), "\(message)")
    }

    @Test func aParameterNameAndValueWithEscapesArePrintedEscaped() throws {
        let value = try #require(error(json(stacks: #"[[{"pattern": "app://item/<int:id>", "parameters": {"id": "\u001B[2J"}}]]"#))).description
        #expect(!value.unicodeScalars.contains("\u{1B}"), "\(value)")
        #expect(value.contains(#"\u{001B}[2J"#), "\(value)")
        let name = try #require(error(json(stacks: #"[[{"pattern": "app://item/<int:id>", "parameters": {"id": 1, "\u001B]0;x\u0007": 2}}]]"#))).description
        #expect(!name.unicodeScalars.contains("\u{1B}") && !name.unicodeScalars.contains("\u{7}"), "\(name)")
    }

    @Test func moreLayersThanTheLimitAreRefusedWithOneLine() {
        let layer = #"{"style": "page sheet", "stack": [{"pattern": "app://item/<int:id>", "parameters": {"id": 1}}]}"#
        let layers = "[" + Array(repeating: layer, count: NavigationState.maximumLayers + 1).joined(separator: ",") + "]"
        #expect(error(json(presented: layers)) == .tooLarge("\(NavigationState.maximumLayers + 1) presented layers; at most \(NavigationState.maximumLayers)"))
        let fewer = "[" + Array(repeating: layer, count: NavigationState.maximumLayers).joined(separator: ",") + "]"
        #expect(error(json(presented: fewer)) == nil)
    }

    @Test func aDeeperStackThanTheLimitIsRefusedWithOneLine() {
        let item = #"{"pattern": "app://item/<int:id>", "parameters": {"id": 1}}"#
        let deep = #"[[{"pattern": "app://tab/<tab:a|b>", "parameters": {"tab": "a"}},"# + Array(repeating: item, count: NavigationState.maximumStackDepth).joined(separator: ",") + "]]"
        #expect(error(json(stacks: deep)) == .tooLarge("a stack of \(NavigationState.maximumStackDepth + 1) screens; at most \(NavigationState.maximumStackDepth)"))
    }

    @Test func nestingDeeperThanTheLimitIsRefusedBeforeDecoding() {
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(json(stacks: nested)) == .tooLarge("nested deeper than \(NavigationState.maximumJSONDepth) levels"))
        // Brackets inside strings do not count.
        #expect(error(json(stacks: #"[[{"pattern": "app://tab/<tab:a|b>", "parameters": {"tab": "a"}}]]"#).replacingOccurrences(of: #""main""#, with: #""[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[""#)) == nil)
    }

    @Test func aFileLargerThanTheLimitIsRefused() {
        let padding = String(repeating: " ", count: NavigationState.maximumFileSize)
        #expect(error(json() + padding) == .tooLarge("\(NavigationState.maximumFileSize + json().utf8.count) bytes; at most \(NavigationState.maximumFileSize)"))
    }
}
