import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Tape
import TerminalCore

/// `lcbench`: the project's performance numbers — per-key latency headless and through ncurses, bytes
/// written per key, replay speed, memory and live objects after a million navigation
/// operations, deep-link resolution on deep trees — as a markdown report.
///
/// A benchmark, never a test: nothing here fails on a number. It does fail when the app does
/// not do what a step says (the walk is checked), so the numbers are of the right work.
@main
struct LCBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lcbench",
        abstract: "Measure LCoordinator for the terminal and print a markdown report.",
        discussion: "Build it in release with lcdemo beside it: make bench (swift build -c release --static-swift-stdlib --product lcdemo, then --product lcbench, then .build/release/lcbench --baseline BENCHMARKS.md --output BENCHMARKS.md)."
    )

    @Option(help: ArgumentHelp("Also write the report to FILE.", valueName: "FILE"))
    var output: String?

    @Option(help: ArgumentHelp("The folder of tapes to replay.", valueName: "DIR"))
    var tapes = "demo-scripts"

    @Option(help: ArgumentHelp("Say in red which figures are more than 20 % worse than in FILE (read before --output is written).", valueName: "FILE"))
    var baseline: String?

    @Option(help: ArgumentHelp("The release lcdemo whose start-up and memory are measured (default: the one beside lcbench).", valueName: "PATH"))
    var lcdemo: String?

    @Option(help: ArgumentHelp("What ran lcbench, named in the report (make bench passes \"make bench\").", valueName: "TEXT"))
    var madeBy: String?

    @Flag(help: "Small counts: a smoke run in seconds (numbers not worth keeping).")
    var quick = false

    @Option(help: .hidden)
    var countTape: String?

    @Option(help: .hidden)
    var countKeys: String?

    @Option(help: .hidden)
    var countWidget: String?

    @Option(help: .hidden)
    var countRows = 1_000

    @Option(help: .hidden)
    var countSize = "80x24"

    @Option(help: .hidden)
    var countPairs = 50

    @Flag(help: .hidden)
    var countSecond = false

    @Option(help: .hidden)
    var countTextWidget: String?

    @Option(help: ArgumentHelp("Only these parts, comma-separated: startup, list, dataviews, storm, latency, escape, jobs, replay, outputs, instructions, keys, soak, memory, deeplinks, apps, widgets (default: all).", valueName: "PARTS"))
    var only: String?

    func run() throws {
        if let countTape {
            // The child lcbench runs under callgrind for the instruction counts.
            try MainActor.assumeIsolated { try InstructionCountBenchmark.replay(path: countTape) }
            return
        }
        if let countWidget {
            // The child lcbench runs under callgrind for one data view's counts.
            try MainActor.assumeIsolated { try WidgetCountBenchmark.sendKeys(kindID: countWidget, rowCount: countRows, pairs: countPairs) }
            return
        }
        if let countKeys {
            // The child lcbench runs under callgrind for one key kind's counts.
            try MainActor.assumeIsolated { try KeyCountBenchmark.sendKeys(kindID: countKeys, size: countSize, pairs: countPairs, countsSecond: countSecond) }
            return
        }
        if let countTextWidget {
            // The child lcbench runs under callgrind for a widget's key counts.
            try MainActor.assumeIsolated { try WidgetKeyCountBenchmark.sendKeys(widget: countTextWidget, size: countSize, pairs: countPairs) }
            return
        }
        // Read first: --output may be the same file.
        let previous = baseline.flatMap { Machine.readFile($0) }
        let report = try MainActor.assumeIsolated { try measure() }
        print(report, terminator: "")
        if let baseline, let previous {
            let findings = Regressions.worse(old: previous, new: report)
            let red = getenv("NO_COLOR") == nil
            for finding in findings {
                progress("\(red ? "\u{1B}[31m" : "")worse than \(PrintableText.escaping(baseline)) by more than 20 %: \(finding)\(red ? "\u{1B}[0m" : "")")
            }
            if findings.isEmpty { progress("no figure more than 20 % worse than \(PrintableText.escaping(baseline))") }
        }
        if let output {
            // As every file the apps write: atomically, and never through another user's link.
            do throws(TapeFileError) {
                try FileSystem.write(report, toPath: output)
            } catch {
                throw ValidationError(error.description)
            }
            progress("wrote \(PrintableText.escaping(output))")
        }
    }

    @MainActor
    private func measure() throws -> String {
        let scale = quick ? 20 : 1
        #if DEBUG
        progress("warning: a debug build; numbers are only meaningful with -c release")
        #endif
        var report = Report(command: invocation, quick: quick)

        let parts = Set((only ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        func runs(_ part: String) -> Bool { parts.isEmpty || parts.contains(part) }

        // The data views first: their peak memory (VmHWM) is then not lifted by the other parts.
        if runs("dataviews") {
            for rows in [1_000, 100_000, 1_000_000] {
                progress("sort and filter on a table of \(rows / scale) rows…")
                report.dataViews.append(try DataViewWorkBenchmark.run(rows: rows / scale))
            }
        }
        if runs("startup") {
            progress("start-up and peak memory of the release lcdemo…")
            report.startup = try StartupBenchmark.run(lcdemo: lcdemoPath, runs: 3)
        }
        if runs("storm") {
            progress("a key storm on the release lcdemo (RSS)…")
            report.storm = try StartupBenchmark.storm(lcdemo: lcdemoPath, seconds: quick ? 6 : 60, keysPerSecond: 200)
        }
        if runs("list") {
            progress("a list of a million rows from a provider…")
            report.providedList = try LargeListBenchmark.run(rows: 1_000_000 / scale, provided: true)
            progress("a list of a million rows…")
            report.largeList = try LargeListBenchmark.run(rows: 1_000_000 / scale)
        }
        // The soak first: its RSS is then not lifted by what the other parts allocate.
        if runs("soak") {
            progress("a million navigation operations…")
            let operations = 1_000_000 / scale
            report.soak = try NavigationSoakBenchmark.run(operations: operations, warmUp: 20_000 / scale, checkpointEvery: operations / 4)
        }
        if runs("memory") {
            progress("100k keys on Home (RSS growth)…")
            report.keyMemory = try KeyMemoryBenchmark.run(keys: 100_000 / scale, warmUp: 2_000 / scale)
        }
        if runs("deeplinks") {
            for (depth, repetitions) in [(10, 2000), (100, 1000), (1000, 200)] {
                progress("deep links at depth \(depth)…")
                report.deeplinks.append(try DeeplinkDepthBenchmark.run(depth: depth, repetitions: max(10, repetitions / scale)))
            }
        }
        if runs("apps") {
            progress("finished apps…")
            report.finishedApps = FinishedAppsBenchmark.run(count: 200 / scale)
        }
        if runs("latency") {
            progress("per-key latency, headless…")
            report.headless = try KeyLatencyBenchmark.headless(cycles: 3000 / scale, warmUp: 100 / scale)
            progress("per-key latency and bytes, ncurses on a pseudo terminal…")
            report.ncurses = try KeyLatencyBenchmark.ncurses(cycles: 60 / min(scale, 6), warmUp: 3, quiet: .milliseconds(20))
        }
        if runs("escape") {
            progress("Esc latency with and without the kitty keyboard protocol…")
            report.escape = try EscapeLatencyBenchmark.run(cycles: 200 / min(scale, 10), warmUp: 5)
        }
        if runs("jobs") {
            progress("main-actor job → frame, ncurses on a pseudo terminal…")
            report.jobLatency = try JobLatencyBenchmark.run(samples: 1000 / scale, warmUp: 20)
        }
        if runs("replay") {
            progress("replay speed…")
            if let scripts = try ReplayBenchmark.demoScripts(in: tapes, minimum: quick ? .milliseconds(200) : .seconds(3)) {
                report.replays.append(scripts)
            }
            report.replays.append(try ReplayBenchmark.synthetic(cycles: 2500 / scale))
        }
        if runs("outputs") {
            progress("replays with --cast and --screenshots…")
            report.outputCost = try OutputCostBenchmark.run(tapesIn: tapes, rounds: quick ? 1 : 5)
        }
        if runs("keys") {
            report.keyCounts = try KeyCountBenchmark.run(executable: Machine.executablePath, pairs: quick ? 10 : 50, progress: progress)
        }
        if runs("widgets") {
            report.widgets = try WidgetCountBenchmark.run(executable: Machine.executablePath, quick: quick, progress: progress)
            report.widgetKeyCounts = try WidgetKeyCountBenchmark.run(executable: Machine.executablePath, pairs: quick ? 10 : 50, progress: progress)
        }
        if runs("instructions") {
            report.instructions = try InstructionCountBenchmark.run(executable: Machine.executablePath, repetitions: quick ? 10 : 50, progress: progress)
        }
        return report.markdown
    }

    /// `--lcdemo`, or the lcdemo beside this executable.
    private var lcdemoPath: String {
        lcdemo ?? String(Machine.executablePath.reversed().drop { $0 != "/" }.reversed()) + "lcdemo"
    }

    /// How this run was started, as a `swift run` command line (`--made-by` named first).
    private var invocation: String {
        var arguments: [String] = []
        var skipNext = false
        for argument in CommandLine.arguments.dropFirst() {
            if skipNext { skipNext = false; continue }
            if argument == "--made-by" { skipNext = true; continue }
            if argument.hasPrefix("--made-by=") { continue }
            arguments.append(argument)
        }
        #if DEBUG
        let build = "swift run lcbench"
        #else
        let build = ".build/release/lcbench"
        #endif
        let command = "`" + ([build] + arguments).joined(separator: " ") + "`"
        return madeBy.map { "`\($0)` (\(command))" } ?? command
    }

    private func progress(_ message: String) {
        let line = "lcbench: \(message)\n"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
