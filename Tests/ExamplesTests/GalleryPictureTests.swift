import Foundation
@testable import Gallery
import LCoordinatorTapes
import Testing

/// The README's widget table and pictures are what the Gallery's tapes make: each
/// `Screenshot "name"  # README: widget | what | keys` line gives docs/pictures/gallery/name.svg
/// (copied into TerminalUI's DocC catalog as gallery-name.svg) and a row. A picture missing or
/// stale, a table that differs, or a public view type of TerminalUI without a row fails;
/// `make pictures` rewrites them.
@Suite @MainActor struct GalleryPictureTests {
    private let pictures = "docs/pictures/gallery"
    private let catalog = "Sources/TerminalUI/TerminalUI.docc/Resources"

    /// The screenshots the Gallery's tapes write, by name.
    private func freshPictures() async throws -> [String: String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-pictures-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var out: [String] = []
        let code = await TapeCommandLine.run(host: GalleryHost(), name: "Gallery",
                                             arguments: ["--replay"] + (try ExampleFiles.tapes(in: "Gallery")) + ["--screenshots", directory],
                                             terminal: { HeadlessTerminal(size: .reference) }, isTerminal: false,
                                             write: { out.append($0) }, writeError: { out.append($0) })
        #expect(code == 0, "\(out)")
        var result: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.hasSuffix(".svg") {
            result[String(file.dropLast(4))] = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
        }
        return result
    }

    @Test func committedWidgetPicturesAreTheGalleryTapesScreenshots() async throws {
        let fresh = try await freshPictures()
        #expect(fresh.count >= 12, "\(fresh.keys.sorted())")
        for (name, svg) in fresh {
            let committed = try? ExampleFiles.read("\(pictures)/\(name).svg")
            #expect(committed != nil, "\(pictures)/\(name).svg is missing; run make pictures")
            #expect(committed == svg, "\(pictures)/\(name).svg is stale; run make pictures")
            #expect((try? ExampleFiles.read("\(catalog)/gallery-\(name).svg")) == svg, "\(catalog)/gallery-\(name).svg is missing or stale; run make pictures")
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: ExampleFiles.root.appendingPathComponent(pictures).path)
        for file in committed where file.hasSuffix(".svg") {
            #expect(fresh[String(file.dropLast(4))] != nil, "\(pictures)/\(file) is no tape's screenshot; run make pictures")
        }
    }

    /// The README's table is what scripts/update-readme-widgets.py writes from the tapes.
    @Test func theReadmeWidgetTableIsTheOneTheTapesGenerate() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let readme = try ExampleFiles.read("README.md")
        let copy = directory.appendingPathComponent("README.md")
        try readme.write(to: copy, atomically: true, encoding: .utf8)
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        script.arguments = ["python3", ExampleFiles.root.appendingPathComponent("scripts/update-readme-widgets.py").path,
                            ExampleFiles.root.appendingPathComponent("Examples/Gallery/Tapes").path, copy.path]
        script.standardOutput = FileHandle.nullDevice
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)
        #expect(try String(contentsOf: copy, encoding: .utf8) == readme, "the README's widget table is stale; run make pictures")
    }

    /// Every public view type of TerminalUI (a subclass of `View`, however deep) has a row.
    @Test func everyWidgetOfTerminalUIHasAReadmeRow() throws {
        let readme = try ExampleFiles.read("README.md")
        let start = try #require(readme.range(of: "<!-- widgets begin -->"))
        let end = try #require(readme.range(of: "<!-- widgets end -->"))
        let table = readme[start.upperBound..<end.lowerBound]
        let rowWidgets = Set(table.split(separator: "\n").compactMap { row -> [String]? in
            guard let cell = row.split(separator: "|").first else { return nil }
            return cell.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }.joined())

        var superclass: [String: String] = [:]
        let sources = ExampleFiles.root.appendingPathComponent("Sources/TerminalUI")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        let declaration = /^(?:public|open) (?:final )?class (\w+): (\w+)/
        for file in files {
            for line in try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8).split(separator: "\n") {
                if let match = line.firstMatch(of: declaration) { superclass[String(match.1)] = String(match.2) }
            }
        }
        func isView(_ name: String) -> Bool {
            var current = name
            for _ in 0..<10 {
                guard let parent = superclass[current] else { return false }
                if parent == "View" { return true }
                current = parent
            }
            return false
        }
        let widgets = superclass.keys.filter { isView($0) && $0 != "Control" }
        #expect(widgets.count >= 19, "\(widgets.sorted())")
        for widget in widgets.sorted() {
            #expect(rowWidgets.contains(widget), "\(widget) has no row in the README's widget table: add a `# README` line to a Gallery tape and run make pictures")
        }
    }
}
