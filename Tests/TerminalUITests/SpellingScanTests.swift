import Foundation
import Testing

/// One spelling per idea across every widget (issue 43): no public declaration in TerminalUI
/// uses a retired spelling of the current item (`selectedIndex`), a change (`onChange`, called
/// with the new value), a control's value (`value`) or a settable property (a plain `var`, not
/// a `setX(_:)` beside a read-only `x`), and an init takes a title or label as its first,
/// unlabelled argument. The rule is written in ARCHITECTURE.md, "One spelling
/// per idea".
@Suite struct SpellingScanTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The retired spellings, each with the one that replaced it (for the failure's message).
    /// The last rule is for widgets only (see `widgetsOnly`).
    static let retired: [(pattern: String, instead: String)] = [
        (#"\bselectedSegmentIndex\b"#, "selectedIndex"),
        (#"\bcursorRow\b"#, "selectedIndex"),
        (#"\bcursorColumn\b"#, "selectedColumn"),
        (#"\bcursorIndex\b"#, "cursor (a text's insertion point)"),
        (#"\bonSelectionChange\b"#, "onChange"),
        (#"\bonCursorChange\b"#, "onChange"),
        (#"\bisOn\b"#, "value"),
        (#"\bisChecked\b"#, "value"),
        (#"\bactivateCursorRow\b"#, "activateSelection()"),
        (#"\bmoveColumnCursor\b"#, "selectColumn(_:)"),
        (#"\bsortFollowsCursorRow\b"#, "sortFollowsSelection"),
        (#"func moveCursor\(by"#, "moveSelection(by:)"),
        (#"func set(Value|Text|SelectedIndex|FilterText)\(_ [^,)]*\)"#, "a settable property"),
        (#"init\((label|title): String"#, "the title or label as the init's first, unlabelled argument"),
    ]

    /// Files whose inits are not a widget's: view controllers (`PaddedScreen`, alerts, forms'
    /// controllers) and `ActionList.Action` take `title:` labelled, as UIKit's do.
    static func widgetsOnly(_ file: String) -> Bool {
        !file.contains("/Controllers/") && !file.hasSuffix("PaddedScreen.swift") && !file.hasSuffix("ActionList.swift")
    }

    /// The public (or open) declarations of TerminalUI, as (file, line number, line).
    static func publicDeclarations() -> [(file: String, number: Int, line: String)] {
        let folder = root.appendingPathComponent("Sources/TerminalUI")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.flatMap { file -> [(file: String, number: Int, line: String)] in
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            let name = String(file.path.dropFirst(root.path.count + 1))
            return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//"), code.contains("public ") || code.contains("open ") else { return nil }
                return (name, index + 1, String(line))
            }
        }
    }

    /// The retired spellings that `line` (of `file`) uses.
    static func retiredSpellings(in line: String, file: String = "Sources/TerminalUI/Views/View.swift") -> [String] {
        retired.enumerated().compactMap { index, rule in
            if index == retired.count - 1, !widgetsOnly(file) { return nil }
            return line.range(of: rule.pattern, options: .regularExpression) == nil ? nil : rule.instead
        }
    }

    @Test func noPublicDeclarationUsesARetiredSpelling() {
        let declarations = Self.publicDeclarations()
        #expect(declarations.count > 500, "the scan found TerminalUI's public declarations")
        for declaration in declarations {
            for instead in Self.retiredSpellings(in: declaration.line, file: declaration.file) {
                Issue.record("\(declaration.file):\(declaration.number) uses a retired spelling; write \(instead): \(declaration.line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    /// The scan sees each retired spelling as it was declared before the renames.
    @Test func theScanCatchesTheOldDeclarations() {
        let old = [
            "    public var selectedSegmentIndex: Int { didSet { } }",
            "    public internal(set) var cursorRow = 0",
            "    public private(set) var cursorIndex: Int",
            "    public var onSelectionChange: (@MainActor (Int) -> Void)?",
            "    public var onCursorChange: (@MainActor (Int) -> Void)?",
            "    public var isOn: Bool { didSet { } }",
            "    public init(_ title: String, isChecked: Bool = false) {",
            "    public func setValue(_ newValue: Int) {",
            "    public func setSelectedIndex(_ index: Int?) {",
            "    public func setText(_ newText: String) {",
            "    public func moveCursor(by steps: Int) {",
            "    public init(label: String = \"\", text: String = \"\", placeholder: String = \"\") {",
        ]
        for line in old {
            #expect(!Self.retiredSpellings(in: line).isEmpty, "the scan missed \(line)")
        }
        // A form's keyed setter and a text's insertion point are other ideas.
        #expect(Self.retiredSpellings(in: "    public func setValue(_ value: FormValue, for id: String) {").isEmpty)
        #expect(Self.retiredSpellings(in: "    public internal(set) var cursor = TextPosition(line: 0, column: 0)").isEmpty)
        #expect(Self.retiredSpellings(in: "    public init(title: String, form: FormView) {",
                                      file: "Sources/TerminalUI/Controllers/FormViewController.swift").isEmpty)
    }
}
