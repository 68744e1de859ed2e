import Foundation
import Testing

/// What `--cast` and `--report` write, checked by other programs: the cast's bytes played on a
/// real terminal emulator (tmux) end on the tape's final screen, and Chromium renders the report.
@Suite(.serialized)
struct PicturesEndToEndTests {
    /// The README's tour of the Shop, ending with a golden screen of its final state.
    private func tourTape(in directory: String) throws -> String {
        let tour = try String(contentsOfFile: LCDemoBinary.packageRoot + "/demo-scripts/pictures.tape", encoding: .utf8)
        let path = directory + "/tour.tape"
        try (tour + "Snapshot \"final\"\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aCastPlayedInTmuxEndsOnTheTapesFinalScreen() async throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        let directory = session.directory
        let tape = try tourTape(in: directory)
        let replay = try Command.run([directory + "/lcdemo", "--replay", tape, "--update-snapshots", "--cast", directory + "/tour.cast"],
                                     scratch: directory)
        #expect(replay.status == 0, "\(replay.output) \(replay.errorOutput)")
        let expected = try String(contentsOfFile: directory + "/snapshots/final.txt", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(expected.count == 24)

        // The "o" events' bytes, in order, exactly as a player writes them to the terminal.
        let lines = try String(contentsOfFile: directory + "/tour.cast", encoding: .utf8).split(separator: "\n")
        var bytes = Data()
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            if event[1] as? String == "o", let data = event[2] as? String { bytes.append(Data(data.utf8)) }
        }
        try bytes.write(to: URL(fileURLWithPath: directory + "/frames.bin"))
        // A pane of its own plays them: no shell, no prompt, nothing else on its screen.
        // The player stays (sleep): a dead pane's last row is tmux's, not the cast's.
        let player = try TmuxSession(width: 80, height: 24, command: "cat '\(directory)/frames.bin'; exec sleep 600")
        defer { player.kill() }
        let screen = try await player.waitFor("the cast's last frame") { screen in
            screen.lines.map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) } == expected
        }
        #expect(screen.lines.count == 24)
    }

    @Test func chromiumRendersAFailingTapesReportWithBothScreens() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lcdemo-report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/snapshots", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Home\nnot the home screen\n".write(toFile: directory + "/snapshots/home.txt", atomically: true, encoding: .utf8)
        try "Size 80x24\nRoute home\nDown\nSnapshot \"home\"\nEnter\n".write(toFile: directory + "/failing.tape", atomically: true, encoding: .utf8)
        let replay = try Command.run([LCDemoBinary.path(), "--replay", directory + "/failing.tape", "--report", directory + "/report"],
                                     scratch: directory)
        #expect(replay.status == 1, "\(replay.output) \(replay.errorOutput)")
        #expect(replay.output.contains("report: \(directory)/report/index.html"))

        let chromium = ["timeout", "120", "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--user-data-dir=\(directory)/profile"]
        let page = "file://\(directory)/report/index.html"
        let dom = try Command.run(chromium + ["--dump-dom", page], scratch: directory)
        #expect(dom.status == 0, "chromium (make test installs it): \(dom.errorOutput)")
        let html = dom.output
        #expect(html.contains("failing.tape:4: snapshot \"home\" differs"))
        #expect(html.contains("<code>Snapshot \"home\"</code> ← failed"))
        #expect(html.contains("aria-label=\"expected screen\""))
        #expect(html.contains("aria-label=\"actual screen\""))
        #expect(html.contains("not the home screen"))
        #expect(html.contains("Desk Lamp"))
        let picture = try Command.run(chromium + ["--window-size=1600,1400", "--screenshot=\(directory)/report.png", page], scratch: directory)
        #expect(picture.status == 0, "\(picture.errorOutput)")
        let size = (try? FileManager.default.attributesOfItem(atPath: directory + "/report.png")[.size] as? Int) ?? 0
        #expect(size > 10_000)
    }
}
