import Foundation
import Testing

/// Every ```swift block of README.md and the DocC articles is code the build compiles, so a
/// block that would not compile fails `make test`. A block counts as compiled when it is:
///
/// 1. a whole file of `Examples/` (the Getting started program and map), verbatim;
/// 2. a region of a file in this folder, between `// doc-snippet begin` and `// doc-snippet end`
///    (indentation removed; lines between `// doc-snippet skip` and `// doc-snippet resume` are
///    scaffolding, left out; `// doc-snippet module REAL as SHOWN` compares `REAL` as `SHOWN`);
/// 3. an excerpt: every code line (comments aside) is a line of a compiled file under
///    `Sources/`, `Examples/` or `Tests/`;
/// 4. a package manifest, or a piece of one: every product it names is one `Package.swift`
///    declares.
///
/// A block that is none of these fails with its file and line.
@Suite struct DocBlocksTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Block {
        let file: String
        let line: Int
        let text: String
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The Markdown files whose Swift blocks must compile.
    static func documents() throws -> [String] {
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(target)
            for catalog in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where catalog.hasSuffix(".docc") {
                for article in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(catalog).path).sorted() where article.hasSuffix(".md") {
                    paths.append("Sources/\(target)/\(catalog)/\(article)")
                }
            }
        }
        return paths
    }

    /// The ```swift blocks of `path`.
    static func blocks(in path: String) throws -> [Block] {
        var result: [Block] = []
        var current: (line: Int, lines: [String])?
        for (index, line) in try read(path).components(separatedBy: "\n").enumerated() {
            if let block = current {
                if line == "```" {
                    result.append(Block(file: path, line: block.line, text: block.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if line == "```swift" {
                current = (index + 1, [])
            }
        }
        return result
    }

    /// The ```swift blocks of the doc comments (`///`) of the Swift file `path`: what DocC shows
    /// on a symbol's page.
    static func docCommentBlocks(in path: String) throws -> [Block] {
        var result: [Block] = []
        var current: (line: Int, lines: [String])?
        for (index, line) in try read(path).components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else {
                current = nil
                continue
            }
            let text = trimmed.hasPrefix("/// ") ? String(trimmed.dropFirst(4)) : String(trimmed.dropFirst(3))
            if let block = current {
                if text == "```" {
                    result.append(Block(file: path, line: block.line, text: block.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current?.lines.append(text)
                }
            } else if text == "```swift" {
                current = (index + 1, [])
            }
        }
        return result
    }

    /// Every `.swift` file under `folder`, by path from the root.
    static func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.sorted()
    }

    /// The snippet regions of this folder's files, indentation removed.
    static func regions() throws -> [String] {
        var regions: [String] = []
        for path in swiftFiles(under: "Tests/DocSnippetsTests") {
            var renames: [(String, String)] = []
            var current: [String]?
            var skipping = false
            for line in try read(path).components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// doc-snippet module ") {
                    let words = trimmed.split(separator: " ").map(String.init)
                    if words.count == 6, words[4] == "as" { renames.append((words[3], words[5])) }
                } else if trimmed == "// doc-snippet begin" {
                    current = []
                } else if trimmed == "// doc-snippet end", let lines = current {
                    regions.append(renamed(dedented(lines), renames))
                    current = nil
                } else if trimmed == "// doc-snippet skip" {
                    skipping = true
                } else if trimmed == "// doc-snippet resume" {
                    skipping = false
                } else if !skipping {
                    current?.append(line)
                }
            }
        }
        return regions
    }

    static func dedented(_ lines: [String]) -> String {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n")
    }

    static func renamed(_ text: String, _ renames: [(String, String)]) -> String {
        renames.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// How `block` is compiled, or nil when it is not.
    static func howCompiled(_ block: Block, examples: [String: String], regions: [String], sourceLines: Set<String>, manifest: String) -> String? {
        let text = block.text + "\n"
        if let file = examples.first(where: { $0.value == text })?.key { return "the file \(file)" }
        if regions.contains(block.text) { return "a snippet region" }
        if block.text.contains(".product(name:") || block.text.contains("import PackageDescription") {
            let products = block.text.components(separatedBy: ".product(name: \"").dropFirst().compactMap { $0.split(separator: "\"").first }
            return products.allSatisfy { manifest.contains(".library(name: \"\($0)\"") } ? "a manifest of declared products" : nil
        }
        let code = block.text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("//") }
        if !code.isEmpty, code.allSatisfy({ sourceLines.contains($0) }) { return "an excerpt of compiled sources" }
        return nil
    }

    @Test func everySwiftBlockOfTheDocsIsCompiled() throws {
        var examples: [String: String] = [:]
        for path in Self.swiftFiles(under: "Examples") { examples[path] = try Self.read(path) }
        var sourceLines: Set<String> = []
        for path in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Examples") + Self.swiftFiles(under: "Tests") {
            for line in try Self.read(path).components(separatedBy: "\n") { sourceLines.insert(line.trimmingCharacters(in: .whitespaces)) }
        }
        let regions = try Self.regions()
        let manifest = try Self.read("Package.swift")
        var count = 0
        for document in try Self.documents() {
            for block in try Self.blocks(in: document) {
                count += 1
                #expect(Self.howCompiled(block, examples: examples, regions: regions, sourceLines: sourceLines, manifest: manifest) != nil,
                        "\(block.file):\(block.line): this Swift block is not compiled; put it in a Tests/DocSnippetsTests file between // doc-snippet begin and end, or copy it from compiled code")
            }
        }
        #expect(count >= 12)
    }

    /// The doc comments of TerminalUI's widgets (its Controls, Forms, Text and Views folders)
    /// are their DocC pages: their Swift blocks compile too.
    @Test func everySwiftBlockOfTerminalUIsDocCommentsIsCompiled() throws {
        var examples: [String: String] = [:]
        for path in Self.swiftFiles(under: "Examples") { examples[path] = try Self.read(path) }
        var sourceLines: Set<String> = []
        for path in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Examples") + Self.swiftFiles(under: "Tests") {
            for line in try Self.read(path).components(separatedBy: "\n") { sourceLines.insert(line.trimmingCharacters(in: .whitespaces)) }
        }
        let regions = try Self.regions()
        var count = 0
        let widgetFiles = ["Controls", "Forms", "Text", "Views"].flatMap { Self.swiftFiles(under: "Sources/TerminalUI/\($0)") }
        for path in widgetFiles {
            for block in try Self.docCommentBlocks(in: path) {
                count += 1
                #expect(Self.howCompiled(block, examples: examples, regions: regions, sourceLines: sourceLines, manifest: "") != nil,
                        "\(block.file):\(block.line): this doc comment's Swift block is not compiled; put it in a Tests/DocSnippetsTests file between // doc-snippet begin and end, or copy it from compiled code")
            }
        }
        #expect(count >= 10)
    }

    @Test func aDocCommentBlockIsReadWithoutItsSlashes() throws {
        let path = "Sources/TerminalUI/Controls/Switch.swift"
        let blocks = try Self.docCommentBlocks(in: path)
        #expect(blocks.first?.text.hasPrefix("let giftWrap = Switch(") == true, "\(blocks)")
    }

    @Test func aBlockThatIsNoCompiledCodeIsCaught() throws {
        let block = Block(file: "README.md", line: 1, text: "let x = undefinedThing()\nx.fly()")
        #expect(Self.howCompiled(block, examples: [:], regions: try Self.regions(), sourceLines: ["let y = 1"], manifest: "") == nil)
        let product = Block(file: "README.md", line: 1, text: ".product(name: \"NoSuchProduct\", package: \"lcoordinator\"),")
        #expect(Self.howCompiled(product, examples: [:], regions: [], sourceLines: [], manifest: try Self.read("Package.swift")) == nil)
    }
}
