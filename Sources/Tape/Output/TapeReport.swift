import TerminalCore

/// An HTML page of a suite's results (`--report DIR` writes it as `DIR/index.html`): every
/// tape with its result; for a failure the steps up to the failing line, the expectation, and
/// the screens as pictures — the golden screen beside the actual one, differing cells marked,
/// when a `Snapshot` differs. Offline and without scripts: the styles are inline and the
/// pictures are SVG inside the page.
package struct TapeReport {
    /// One tape: its result and steps, or the errors that kept it from running.
    package struct Entry {
        var path: String
        var tape: Tape?
        var result: TapeResult?
        var errors: [TapeError]
    }

    private(set) var entries: [Entry] = []

    package init() {}

    /// Adds a tape that ran.
    package mutating func add(_ result: TapeResult, of tape: Tape) {
        entries.append(Entry(path: tape.path, tape: tape, result: result, errors: []))
    }

    /// Adds a malformed tape.
    package mutating func add(malformed path: String, errors: [TapeError]) {
        entries.append(Entry(path: path, tape: nil, result: nil, errors: errors))
    }

    /// Writes the page as `directory/index.html`; returns its path.
    package func write(toDirectory directory: String) throws(TapeFileError) -> String {
        let path = FileSystem.join(directory, "index.html")
        try FileSystem.write(html, toPath: path)
        return path
    }

    /// The page.
    package var html: String {
        let failed = entries.count { $0.result?.passed != true }
        let summary = "\(entries.count - failed) passed, \(failed) failed"
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Tapes: \(summary)</title>
        <style>
        body{font-family:system-ui,sans-serif;margin:2em;color:#222;background:#fafafa}
        table{border-collapse:collapse}td,th{padding:.25em .8em;text-align:left;border-bottom:1px solid #ddd}
        .PASS{color:#17803d;font-weight:bold}.FAIL{color:#c62828;font-weight:bold}
        section{margin-top:2.5em;padding-top:1em;border-top:2px solid #c62828}
        .headline{font-family:monospace;font-size:1.1em;background:#fdecea;padding:.5em;border-left:4px solid #c62828}
        pre,code{font-family:'DejaVu Sans Mono',monospace}
        ol.steps{font-family:monospace;background:#fff;border:1px solid #ddd;padding:.5em 1em;list-style:none}
        ol.steps li.failed{background:#fdecea;font-weight:bold}
        .line{display:inline-block;min-width:3em;color:#888}
        .screens{display:flex;flex-wrap:wrap;gap:1.5em}figure{margin:0}figcaption{font-weight:bold;margin-bottom:.3em}
        </style>
        </head>
        <body>
        <h1>Tapes: \(summary)</h1>
        <table>
        <tr><th>Result</th><th>Tape</th><th>Steps</th><th>Keys</th></tr>

        """
        for (index, entry) in entries.enumerated() {
            let result = entry.result?.passed == true ? "PASS" : "FAIL"
            let name = escaped(entry.path)
            let link = result == "FAIL" ? "<a href=\"#tape-\(index + 1)\">\(name)</a>" : name
            page += "<tr><td class=\"\(result)\">\(result)</td><td>\(link)</td>"
            page += "<td>\(entry.result.map { String($0.stepsRun) } ?? "–")</td><td>\(entry.result.map { String($0.keysSent) } ?? "–")</td></tr>\n"
        }
        page += "</table>\n"
        for (index, entry) in entries.enumerated() where entry.result?.passed != true {
            page += section(entry, id: "tape-\(index + 1)")
        }
        return page + "</body>\n</html>\n"
    }

    // MARK: - A failure

    private func section(_ entry: Entry, id: String) -> String {
        var html = "<section id=\"\(id)\">\n<h2><span class=\"FAIL\">FAIL</span> \(escaped(entry.path))</h2>\n"
        if !entry.errors.isEmpty {
            html += "<p>The tape is malformed; none of its steps ran.</p>\n"
            html += "<pre class=\"headline\">\(entry.errors.map { escaped($0.description) }.joined(separator: "\n"))</pre>\n"
            return html + "</section>\n"
        }
        guard let result = entry.result, let failure = result.failures.first else { return html + "</section>\n" }
        html += "<p class=\"headline\">\(escaped(failure.headline))</p>\n"
        if !failure.details.isEmpty {
            html += "<pre class=\"details\">\(failure.details.map(escaped).joined(separator: "\n"))</pre>\n"
        }
        if let tape = entry.tape {
            html += "<h3>Steps</h3>\n<ol class=\"steps\">\n"
            for step in tape.commands where step.location.line <= failure.location.line {
                let failed = step.location.line == failure.location.line
                html += "<li\(failed ? " class=\"failed\"" : "")><span class=\"line\">\(step.location.line)</span><code>\(escaped(step.command.description))</code>\(failed ? " ← failed" : "")</li>\n"
            }
            html += "</ol>\n"
        }
        html += screens(of: failure, size: entry.tape?.size)
        return html + "</section>\n"
    }

    /// The actual screen, and beside it the golden one when a snapshot differs.
    private func screens(of failure: TapeFailure, size: Size?) -> String {
        guard !failure.screen.isEmpty else { return "<p>No screen: the app did not start.</p>\n" }
        let actualRows = failure.screen
        var expectedRows: [String]?
        var golden = ""
        if case .snapshotDiffers(_, let path, _) = failure.kind, let text = try? FileSystem.readText(atPath: path) {
            expectedRows = ScreenReport.snapshotRows(text)
            golden = path
        }
        let width = max(actualRows.map(\.displayWidth).max() ?? 0, expectedRows?.map(\.displayWidth).max() ?? 0)
        let height = max(actualRows.count, expectedRows?.count ?? 0)
        let gridSize = Size(width: width, height: height)
        let actual = ScreenPicture.canvas(ofRows: actualRows, size: gridSize)
        var html = "<h3>Screens</h3>\n<div class=\"screens\">\n"
        if let expectedRows {
            let expected = ScreenPicture.canvas(ofRows: expectedRows, size: gridSize)
            let marked = Self.differingCells(expected, actual)
            html += "<figure class=\"expected\"><figcaption>Expected (\(escaped(golden)))</figcaption>\n"
            html += ScreenPicture.svg(expected, title: "Expected", marked: marked, label: "expected screen")
            html += "</figure>\n<figure class=\"actual\"><figcaption>Actual (\(marked.count) cells differ)</figcaption>\n"
            html += ScreenPicture.svg(actual, title: "Actual", marked: marked, label: "actual screen")
        } else {
            html += "<figure class=\"actual\"><figcaption>Actual screen at the failure</figcaption>\n"
            html += ScreenPicture.svg(actual, title: "Actual", label: "actual screen")
        }
        return html + "</figure>\n</div>\n"
    }

    /// The cells whose characters differ between two screens of one size.
    static func differingCells(_ expected: Canvas, _ actual: Canvas) -> Set<Point> {
        var cells: Set<Point> = []
        for y in 0..<actual.size.height {
            for x in 0..<actual.size.width where expected[x, y].symbol != actual[x, y].symbol {
                cells.insert(Point(x: x, y: y))
            }
        }
        return cells
    }

    private func escaped(_ text: String) -> String { ScreenPicture.escaped(text) }
}
