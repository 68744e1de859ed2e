import Foundation
import ShopTapes
import Tape
import TapeTesting
import TerminalCore
import Testing

/// Casts, SVG screenshots, the HTML report and the README's pictures.
@Suite @MainActor struct TapeOutputTests {
    /// The repository's root.
    private var root: String {
        var directory = #filePath
        for _ in 0..<3 { directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)]) }
        return directory
    }

    private func shopRun(_ path: String, outputs: TapeOutputs) async throws -> TapeResult {
        try await TapeRunner(host: ShopTapeHost(), options: .init(outputs: outputs)).run(contentsOf: path)
    }

    // MARK: - Pictures

    /// The README's pictures are the pictures tape's screenshots, byte for byte: a picture
    /// missing from docs/pictures, or one that differs (`make pictures` rewrites them), fails.
    @Test func committedPicturesAreTheTapesScreenshots() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try await shopRun(root + "/demo-scripts/pictures.tape", outputs: TapeOutputs(screenshotDirectory: directory.path))
        #expect(result.passed, "\(result.failures)")
        // The SSH session's picture (its tape's screen is checked against a real session by
        // SSHSessionEndToEndTests).
        let session = try await shopRun(root + "/demo-scripts/ssh-session.tape", outputs: TapeOutputs(screenshotDirectory: directory.path))
        #expect(session.passed, "\(session.failures)")
        let names = ["shop-home", "shop-product-in-sheet", "shop-inspector", "shop-link-console", "shop-alert", "shop-ssh-session"]
        for name in names {
            let fresh = try #require(directory.read(name + ".svg"), "the tape wrote no \(name).svg")
            let committed = try? String(contentsOfFile: root + "/docs/pictures/\(name).svg", encoding: .utf8)
            #expect(committed != nil, "docs/pictures/\(name).svg is missing; run make pictures")
            #expect(committed == fresh, "docs/pictures/\(name).svg is stale; run make pictures")
        }
        #expect(result.output.isEmpty, "named screenshots with a directory print nothing: \(result.output)")
    }

    @Test func picturesAndCastsAreTheSameBytesEveryRun() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for run in ["a", "b"] {
            let outputs = TapeOutputs(castPath: directory.path + "/\(run).cast", screenshotDirectory: directory.path + "/\(run)")
            #expect(try await shopRun(root + "/demo-scripts/pictures.tape", outputs: outputs).passed)
        }
        #expect(directory.read("a.cast") != nil)
        #expect(directory.read("a.cast") == directory.read("b.cast"))
        #expect(directory.read("a/shop-inspector.svg") == directory.read("b/shop-inspector.svg"))
    }

    @Test func aPictureHasTheCellsOnAGridWithStylesAndNoOutsideReferences() {
        var canvas = Canvas(size: Size(width: 8, height: 2))
        _ = canvas.write("a<&", at: Point(x: 0, y: 0), style: Style(foreground: .red, attributes: .bold))
        _ = canvas.write("漢x", at: Point(x: 0, y: 1), style: Style(attributes: [.reverse, .underline, .dim]))
        let svg = ScreenPicture.svg(canvas, title: "T \"1\" <b>")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(">a&lt;&amp;</text>"))
        #expect(svg.contains("fill=\"#cd3131\" class=\"b\""))
        // The wide character spans two cells; the next one starts at column 2.
        #expect(svg.contains("<text x=\"0\" y=\"33\" textLength=\"18\""))
        #expect(svg.contains("<text x=\"18\" y=\"33\" textLength=\"9\""))
        // Reverse: the default background becomes the text colour and the text the cell's.
        #expect(svg.contains("<rect x=\"0\" y=\"19\" width=\"27\" height=\"19\" fill=\"#d4d4d4\"/>"))
        #expect(svg.contains("class=\"d\""))
        #expect(svg.contains("T &quot;1&quot; &lt;b&gt;"))
        // Only the SVG namespace, no fonts, links or images.
        #expect(svg.components(separatedBy: "http").count == 2)
        #expect(!svg.contains("href") && !svg.contains("@font-face") && !svg.contains("url("))
    }

    @Test func aNamedScreenshotWithoutADirectoryPrintsTheScreen() async throws {
        let result = try #require(await replay("Route list\nScreenshot \"items\"\n"))
        #expect(result.output.first == "t.tape:2: Screenshot \"items\"")
        #expect(result.output.count > 3)
    }

    @Test func screenshotsWorkForAnyAppFromTheCommandLine() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let tape = try directory.write("Route list\nScreenshot \"list\"\nEnter\nScreenshot\n", to: "t.tape")
        var out: [String] = []
        var err: [String] = []
        let code = await TapeCommandLine.run(host: TestHost(), name: "app", arguments: ["--replay", tape, "--screenshots", directory.path + "/pics"],
                                       terminal: { HeadlessTerminal(size: .reference) }, isTerminal: false,
                                       write: { out.append($0) }, writeError: { err.append($0) })
        #expect(code == 0, "\(out) \(err)")
        #expect(directory.read("pics/list.svg")?.contains(">Items</text>") == true)
        #expect(out.contains { $0.hasSuffix("t.tape:4: Screenshot") }, "an unnamed Screenshot still prints")
    }

    @Test func screenshotNamesAreCheckedByTheParser() {
        let error = expectError("Screenshot \"a/b\"\n", line: 1, column: 12, .invalidScreenshotName("a/b"))
        #expect(error?.message.hasPrefix("invalid screenshot name 'a/b'; use letters, digits") == true)
        #expect(parsed("Screenshot \"home-1\"\n")?.commands.first?.command == .screenshot("home-1"))
        #expect(parsed("Screenshot\n")?.commands.first?.command == .screenshot(nil))
    }

    // MARK: - Casts

    @Test func aCastHasAHeaderAFrameEventPerChangeAndResizes() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let options = TapeRunner.Options(outputs: TapeOutputs(castPath: directory.path + "/t.cast"))
        let result = try #require(await replay("Size 40x12\nRoute list\nDown\nSleep 1s\nResize 50x14\nExpect \"Item 2\"\n", options: options))
        #expect(result.passed, "\(result.failures)")
        let lines = try #require(directory.read("t.cast")).split(separator: "\n").map(String.init)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 40)
        #expect(header["height"] as? Int == 12)
        #expect(header["title"] as? String == "t.tape")
        let events = try lines.dropFirst().map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
        #expect(events.allSatisfy { $0.count == 3 })
        let kinds = events.map { $0[1] as? String ?? "?" }
        #expect(kinds.first == "o")
        #expect(kinds.contains("r"))
        #expect(events.first { $0[1] as? String == "r" }?[2] as? String == "50x14")
        // Virtual time: the Down (one input) at 0.1 s, the resize after the 1 s sleep.
        let times = events.map { $0[0] as? Double ?? -1 }
        #expect(times == times.sorted())
        #expect(times.last.map { $0 >= 1.2 } == true, "\(times)")
        #expect((events.first?[2] as? String)?.contains("Items") == true)
    }

    @Test func castOptionsAreCheckedBeforeAnythingRuns() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let tape = try directory.write("Route list\n", to: "t.tape")
        func run(_ arguments: [String]) async -> (Int32, [String]) {
            var err: [String] = []
            let code = await TapeCommandLine.run(host: TestHost(), name: "app", arguments: arguments,
                                           terminal: { HeadlessTerminal(size: .reference) }, isTerminal: false,
                                           write: { _ in }, writeError: { err.append($0) })
            return (code, err)
        }
        await #expect(run(["--replay", tape, tape, "--cast", directory.path + "/x.cast"]).1
            == ["app: --cast records one tape; replay one FILE.tape at a time with --cast; see app --help"])
        await #expect(run(["--screenshots", directory.path]).1 == ["app: --screenshots goes with --replay FILE.tape; see app --help"])
        await #expect(run(["--report", directory.path]).0 == 64)
        let (code, err) = await run(["--replay", tape, "--cast", directory.path])
        #expect(code == 2)
        #expect(err.count == 1 && err[0].contains("a directory, not a regular file"), "\(err)")
    }

    // MARK: - The report

    @Test func aReportShowsTheFailingStepsAndBothScreensOfASnapshotMismatch() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Items\nnot this\n", to: "snapshots/items.txt")
        let failing = try directory.write("Route list\nDown\nSnapshot \"items\"\nEnter\n", to: "failing.tape")
        let passing = try directory.write("Route list\nExpectTitle \"Items\"\n", to: "passing.tape")
        var out: [String] = []
        let code = await TapeCommandLine.run(host: TestHost(), name: "app", arguments: ["--replay", passing, failing, "--report", directory.path + "/report"],
                                       terminal: { HeadlessTerminal(size: .reference) }, isTerminal: false,
                                       write: { out.append($0) }, writeError: { _ in })
        #expect(code == 1)
        #expect(out.suffix(2) == ["report: \(directory.path)/report/index.html", "1 passed, 1 failed"])
        let html = try #require(directory.read("report/index.html"))
        #expect(html.contains("<td class=\"PASS\">PASS</td><td>\(passing)</td>"))
        #expect(html.contains("failing.tape:3: snapshot &quot;items&quot; differs"))
        #expect(html.contains("<li class=\"failed\"><span class=\"line\">3</span><code>Snapshot &quot;items&quot;</code>"))
        #expect(!html.contains("<code>Enter</code>"), "steps after the failing line are not shown")
        #expect(html.contains("aria-label=\"expected screen\"") && html.contains("aria-label=\"actual screen\""))
        #expect(html.contains("fill-opacity=\".3\" stroke="), "differing cells are marked")
        #expect(!html.contains("<script"))
    }

    @Test func aFailingExpectTapeCanWriteTheReport() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let tape = try directory.write("Route list\nExpect \"Nope\"\n", to: "t.tape")
        await withKnownIssue {
            await expectTape(tape, host: TestHost(), report: directory.path + "/report")
        }
        let html = try #require(directory.read("report/index.html"))
        #expect(html.contains("t.tape:2: expected &quot;Nope&quot; on screen"))
        #expect(html.contains("aria-label=\"actual screen\""))
    }
}
