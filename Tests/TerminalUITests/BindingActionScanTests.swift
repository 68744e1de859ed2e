import Foundation
import Testing

/// Each key declared once (issue 43, step 3): every `KeyBinding` that TerminalUI's own views,
/// controllers and window make carries its action (`action:`, `keyAction:` or a trailing
/// closure), so the footer, the `?` help, key coverage and dispatch read one declaration and no
/// `handleKey` repeats a declared key. A binding that only documents a key is an app's choice,
/// never a built-in's.
@Suite struct BindingActionScanTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Built-in bindings allowed without an action, each with why. None today: add one only
    /// when a key cannot be dispatched through its binding, and say why here.
    static let exceptions: [String: String] = [:]

    /// The `KeyBinding(...)` calls of `text` with no action, as (line number, call).
    static func bindingsWithoutAction(in text: String) -> [(line: Int, call: String)] {
        let characters = Array(text)
        var found: [(line: Int, call: String)] = []
        var index = 0
        let opening = Array("KeyBinding(")
        while index + opening.count <= characters.count {
            guard Array(characters[index..<index + opening.count]) == opening,
                  index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber) else {
                index += 1
                continue
            }
            let lineStart = characters[..<index].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            let before = String(characters[lineStart..<index]).trimmingCharacters(in: .whitespaces)
            var end = index + opening.count
            var depth = 1
            while end < characters.count, depth > 0 {
                if characters[end] == "(" { depth += 1 } else if characters[end] == ")" { depth -= 1 }
                end += 1
            }
            let call = String(characters[index..<end])
            let after = String(characters[end..<min(characters.count, end + 40)]).drop { $0 == " " }
            let isComment = before.hasPrefix("//")
            let hasAction = call.contains("action:") || call.contains("keyAction:") || after.hasPrefix("{")
            if !isComment, !hasAction {
                found.append((characters[..<index].filter { $0 == "\n" }.count + 1, call))
            }
            index = end
        }
        return found
    }

    @Test func everyBuiltInBindingCarriesItsAction() throws {
        let folder = Self.root.appendingPathComponent("Sources/TerminalUI")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 50, "the scan reads TerminalUI's sources")
        var missing: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = String(file.path.dropFirst(Self.root.path.count + 1))
            for (line, call) in Self.bindingsWithoutAction(in: text) where Self.exceptions["\(name): \(call)"] == nil {
                missing.append("\(name):\(line): \(call)")
            }
        }
        #expect(missing.isEmpty, "bindings with no action (give each its action, dispatched through performBinding):\n\(missing.joined(separator: "\n"))")
    }

    @Test func theScanFindsABindingWithNoActionAndPassesOneWithAnAction() {
        let source = """
        let a = KeyBinding(.enter, title: "Open")
        let b = KeyBinding(.enter, title: "Open") { open() }
        let c = KeyBinding(keys: [.up, .down], title: "Move", label: "↑↓", keyAction: move)
        let d = KeyBinding(.escape, title: "Close", action: close)
        // KeyBinding(.tab, title: "in a comment")
        """
        let found = Self.bindingsWithoutAction(in: source)
        #expect(found.map(\.line) == [1])
    }
}
