/// The markdown report of one run.
struct Report {
    let command: String
    let quick: Bool
    var headless: KeyLatencyBenchmark.Result?
    var ncurses: KeyLatencyBenchmark.Result?
    var replays: [ReplayBenchmark.Result] = []
    var soak: NavigationSoakBenchmark.Result?
    var keyMemory: KeyMemoryBenchmark.Result?
    var finishedApps: FinishedAppsBenchmark.Result?
    var deeplinks: [DeeplinkDepthBenchmark.Result] = []
    var escape: [EscapeLatencyBenchmark.Result] = []
    var jobLatency: JobLatencyBenchmark.Result?
    var instructions: InstructionCountBenchmark.Result?
    var keyCounts: KeyCountBenchmark.Result?
    var widgets: [WidgetCountBenchmark.Row]?
    var widgetKeyCounts: WidgetKeyCountBenchmark.Result?
    var startup: [StartupBenchmark.Result] = []
    var largeList: LargeListBenchmark.Result?
    var providedList: LargeListBenchmark.Result?
    var dataViews: [DataViewWorkBenchmark.Row] = []
    var storm: [StartupBenchmark.StormSample] = []
    var outputCost: OutputCostBenchmark.Result?

    var markdown: String {
        var lines: [String] = ["""
            # Benchmarks

            Made by \(command) on \(Machine.now)\(quick ? " with `--quick` (small counts: not numbers to keep)" : "").
            Machine: \(Machine.processorCount) cores (nproc), \(Machine.modelName), \(Machine.memoryTotal) of memory, \(Machine.kernel).

            Wall-clock times on a shared machine: read them as orders of magnitude. No test asserts on
            them. Each walk is checked as it runs (titles, sheets, leaks), so the numbers are
            of the work they name. `make bench` rewrites this file.
            """, ""]
        appendStartup(to: &lines)
        appendLargeList(to: &lines)
        lines += DataViewWorkBenchmark.markdown(dataViews)
        appendStorm(to: &lines)
        appendKeyLatency(to: &lines)
        appendEscape(to: &lines)
        appendJobLatency(to: &lines)
        appendReplays(to: &lines)
        lines += outputCost?.markdown ?? []
        appendKeyCounts(to: &lines)
        appendWidgets(to: &lines)
        appendWidgetKeyCounts(to: &lines)
        appendInstructions(to: &lines)
        appendSoak(to: &lines)
        appendDeeplinks(to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A section of the report: the `heading` (with its `#`s), a blank line, the `paragraph` (its
    /// lines as written), a blank line, then the table (its `header` row, `alignment` row and
    /// `rows`) and a blank line.
    private static func section(_ heading: String, _ paragraph: String, header: String, alignment: String, rows: [String]) -> [String] {
        [heading, "", paragraph, ""] + table(header: header, alignment: alignment, rows: rows)
    }

    /// A table (its `header` row, `alignment` row and `rows`) and a blank line.
    private static func table(header: String, alignment: String, rows: [String]) -> [String] {
        [header, alignment] + rows + [""]
    }

    private func appendStartup(to lines: inout [String]) {
        guard let silent = startup.first else { return }
        lines += Self.section("## Start-up and peak memory of the release lcdemo", """
            `lcdemo --route home` as `make` builds it (release, `--static-swift-stdlib`), spawned on an
            80×24 pseudo terminal (TERM=xterm-256color). *First frame*: from spawning it until Home's
            title has been written. Then \(StartupBenchmark.script.count) keys (\(StartupBenchmark.script.joined(separator: ", "))),
            each until its frame is written, and *peak RSS*: the program's own VmHWM from its
            `/proc/PID/status` after the last frame. A *silent* terminal never answers a query; an
            *answering* one answers `CSI ? u` (kitty keyboard) and `CSI c` (device attributes) at once.
            Median of \(silent.runs.count) runs.
            """, header: "| terminal | first frame | peak RSS (VmHWM) |", alignment: "| --- | ---: | ---: |", rows: startup.map { result in
                "| \(result.terminal) | \(result.firstFrame.formatted) | \(Format.memory(kibibytes: result.peakKibibytes)) |"
            })
        let parts = silent.parts
        let shown = StartupBenchmark.partNames.compactMap { name in parts[name].flatMap { $0 > 0 ? "| \(name) | \(Format.memory(kibibytes: $0)) |" : nil } }
        lines += Self.section("### Memory budget", """
            What the silent run's resident pages belong to at that moment (`Rss` of `/proc/PID/smaps`).
            Linked statically, the Swift runtime, standard library and FoundationEssentials are part of
            the binary, and only their pages that run (or sit next to ones that run) are resident:
            """, header: "| part | resident |", alignment: "| --- | ---: |",
            rows: shown + ["| **all** | **\(Format.memory(kibibytes: parts.values.reduce(0, +)))** |"])
        lines += ["""
            The binary's pages by the module of the code or data in them (`/proc/PID/pagemap` against
            `nm`, measured 2026-11-25; a page brings in its neighbours, the kernel's fault-around):
            standard library 2.1 MiB, runtime (C++) 1.1, relocations and dynamic symbols processed at
            start 1.4, data and relocated metadata 1.5, the app's own modules (LCoordinator, TerminalUI,
            ShopDemo, Tape, TerminalCore, NcursesTerminal, lcdemo) 1.3, ArgumentParser 0.6,
            FoundationEssentials 0.3, regex libraries 0.2, dispatch 0.1. Dynamically linked, the same
            run took 16.4 MiB (libswiftCore 5.1, FoundationEssentials 2.0, regex libraries 1.0, binary
            2.7); with full Foundation (before), 23 MiB.
            """, ""]
    }

    private func appendStorm(to lines: inout [String]) {
        guard let first = storm.first, let last = storm.last else { return }
        lines += ["""
            A key storm on the release lcdemo (silent 80×24 pty, random keys but q: arrows, Enter, Esc,
            Tab, letters, digits, ?, :, F12, Backspace), \(Format.grouped(last.keys)) keys in \(last.elapsed.formatted):
            """, ""]
        lines += Self.table(header: "| after | keys | RSS | of it anonymous (heap) | of it pages of the binary and libraries |",
                            alignment: "| ---: | ---: | ---: | ---: | ---: |", rows: storm.map { sample in
            "| \(Format.fixed(sample.elapsed.seconds, digits: 0)) s | \(Format.grouped(sample.keys)) | \(Format.memory(kibibytes: sample.residentKibibytes)) | "
                + "\(Format.memory(kibibytes: sample.anonymousKibibytes)) | \(Format.memory(kibibytes: sample.residentKibibytes - sample.anonymousKibibytes)) |"
        } + ["| change | | \(Format.memory(kibibytes: last.residentKibibytes - first.residentKibibytes)) | "
                + "\(Format.memory(kibibytes: last.anonymousKibibytes - first.anonymousKibibytes)) | "
                + "\(Format.memory(kibibytes: (last.residentKibibytes - last.anonymousKibibytes) - (first.residentKibibytes - first.anonymousKibibytes))) |"])
        lines += ["""
            Not a leak: under valgrind's massif (a 90 s storm, 2026-11-25) the live heap stays between
            0.5 and 1.2 MB and falls back to 0.66 MB once the keys stop. The anonymous growth is what
            malloc keeps of freed memory for reuse (its high-water mark, reached in the first seconds
            of the storm); the rest is code first run by screens the storm opens (help, the link
            console, the inspector). It levels off once every kind of screen has been seen.
            """, ""]
    }

    private func appendLargeList(to lines: inout [String]) {
        guard let largeList else { return }
        let memory = largeList.memory
        lines.append("""
            A list of \(Format.grouped(largeList.rows)) rows (`ListItem("Row N")`, every tenth with a detail) on a
            headless app, built, shown and walked (End, PageUp, Home, Down) in \(memory.duration.formatted):
            RSS \(Format.memory(kibibytes: memory.beforeKibibytes)) → \(Format.memory(kibibytes: memory.afterKibibytes)),
            **+\(Format.memory(kibibytes: memory.addedKibibytes))** (about \(memory.addedKibibytes * 1024 / max(largeList.rows, 1)) bytes a row: the rows' array; a
            frame draws only the visible rows).
            """)
        if let provided = providedList?.memory {
            lines.append("""
                The same rows from a row provider (`ListView(rowCount:item:)`, measured first, in the same process):
                **+\(Format.memory(kibibytes: provided.addedKibibytes))** in \(provided.duration.formatted); no row is made until it is read.
                """)
        }
        lines.append("")
    }

    private func appendKeyLatency(to lines: inout [String]) {
        guard let headless, let ncurses else { return }
        let steps = zip(headless.steps, ncurses.steps).map { step, terminal in
            let bytes = terminal.bytes
            let range = bytes.minimum == bytes.maximum ? "" : " (\(bytes.minimum)–\(bytes.maximum))"
            return "| \(step.name) | \(step.latency.p50.formatted) | \(step.latency.p99.formatted) | "
                + "\(terminal.latency.p50.formatted) | \(terminal.latency.p99.formatted) | \(Format.grouped(bytes.median))\(range) |"
        }
        let all = headless.all
        let allTerminal = ncurses.all
        let notEscape = headless.excludingEscape
        let notEscapeTerminal = ncurses.excludingEscape
        lines += Self.section("## Per-key latency and bytes written per key", """
            The Shop app at 80×24 from `--route home`, one cycle of the steps below repeated
            (\(Format.grouped(headless.steps[0].latency.count)) cycles headless, \(ncurses.steps[0].latency.count) through ncurses).
            *Headless*: the key queued on a `HeadlessTerminal` and `Application.processPendingInput()`
            (handle, timers, layout, a composed frame). *ncurses*: the key's bytes written to the master
            of a pseudo terminal (TERM=xterm-256color) until ncurses has written the frame back
            (`nextEvent` → `handle` → `settle`, the loop of `Application.run()`); Esc includes ncurses'
            ESCDELAY of 25 ms, the wait that tells a lone Esc from an escape sequence. *Bytes*: what
            ncurses wrote to the terminal for that key (median, and min–max over the cycles).
            """, header: "| step | headless p50 | headless p99 | ncurses p50 | ncurses p99 | bytes written |",
            alignment: "| --- | ---: | ---: | ---: | ---: | ---: |", rows: steps + [
                "| **every key** | **\(all.p50.formatted)** | **\(all.p99.formatted)** | **\(allTerminal.p50.formatted)** | **\(allTerminal.p99.formatted)** | |",
                "| **every key but Esc** | \(notEscape.p50.formatted) | \(notEscape.p99.formatted) | \(notEscapeTerminal.p50.formatted) | \(notEscapeTerminal.p99.formatted) | |",
            ])
    }

    private func appendEscape(to lines: inout [String]) {
        guard !escape.isEmpty else { return }
        lines += Self.section("## Esc latency: the kitty keyboard protocol against ESCDELAY", """
            Esc (back from Product 1 to Home) through ncurses on a pseudo terminal whose "terminal"
            answers lcdemo's start-up probe (`CSI ? u` then `CSI c`) like a kitty-protocol terminal, and
            like one that only answers the device attributes; Down on Home is the reference of any
            other key. From the key's bytes written to the master until the frame has been written
            back (\(escape[0].escape.count) samples each).
            """, header: "| terminal | kitty mode | Esc p50 | Esc p99 | Down p50 | Down p99 |",
            alignment: "| --- | --- | ---: | ---: | ---: | ---: |", rows: escape.map { result in
                "| \(result.name) | \(result.kittyActive ? "on" : "off") | \(result.escape.p50.formatted) | \(result.escape.p99.formatted) | "
                    + "\(result.down.p50.formatted) | \(result.down.p99.formatted) |"
            })
    }

    private func appendJobLatency(to lines: inout [String]) {
        guard let jobLatency else { return }
        let latency = jobLatency.latency
        lines += Self.section("## Main-actor job → frame", """
            `Application.run()` on an 80×24 pseudo terminal through ncurses (TERM=xterm-256color), asleep
            in the kernel on the terminal's input and the main queue's wake-up descriptor. A detached task
            notes the time and calls `MainActor.run` with a change of the screen's label, every 3 ms;
            measured until ncurses has written the frame that change made (`present` returned), on the
            same monotonic clock (\(Format.grouped(latency.count)) samples after 20 unmeasured). Goal: ≤ 1 ms median.
            """, header: "| job | p50 | p95 | p99 |", alignment: "| --- | ---: | ---: | ---: |", rows: [
                "| `MainActor.run` from a detached task → frame written | \(latency.p50.formatted) | \(jobLatency.p95.formatted) | "
                    + "\(latency.p99.formatted) |",
            ])
    }

    /// A row of per-key instruction counts: each size's count after the one measured `before`
    /// the retained renderer (– where there is none), then the largest size's over the smallest's.
    private static func countsRow(_ name: String, _ perKey: [Double], before: [Int]?) -> String {
        var line = "| \(name) |"
        for (index, count) in perKey.enumerated() {
            let before = before.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            line += " \(before.map(Format.grouped) ?? "–") | \(Format.grouped(Int(count.rounded()))) |"
        }
        let ratio = (perKey.last ?? 0) / max(perKey.first ?? 1, 1)
        return line + " \(Format.fixed(ratio, digits: 1))× |"
    }

    private func appendKeyCounts(to lines: inout [String]) {
        guard let keyCounts else { return }
        let sizes = InstructionCountBenchmark.sizes
        lines += Self.section("## Instructions for one key, by kind (callgrind)", """
            The Shop app on Home, headless, a frame rendered after every key (as when a person watches).
            Each kind's pair of keys is sent \(keyCounts.pairs) times; callgrind counts only inside the call
            that sends one of the two keys (`--collect-atstart=no --toggle-collect`): the key's handling,
            timers, layout and frame. The screen is checked after every key. *Before* is the renderer
            as it was before the retained renderer (full layout and drawing of every view, a `String` per cell,
            a frame for every key), measured the same way: `\(KeyCountBenchmark.beforeCommit)`.
            """, header: "| key |" + sizes.map { " before \($0.label) | \($0.label) |" }.joined() + " \(sizes.last?.label ?? "") / \(sizes.first?.label ?? "") |",
            alignment: "| --- |" + sizes.map { _ in " ---: | ---: |" }.joined() + " ---: |",
            rows: keyCounts.rows.map { Self.countsRow($0.name, $0.perKey, before: KeyCountBenchmark.before[$0.name]) })
    }

    private func appendWidgetKeyCounts(to lines: inout [String]) {
        guard let widgetKeyCounts else { return }
        let sizes = InstructionCountBenchmark.sizes
        lines += Self.section("## Instructions for one key in a widget (callgrind)", """
            A widget holding a lot, alone on a screen, headless, a frame rendered after every key. The key is
            sent \(widgetKeyCounts.pairs) times (undone after each, uncounted); callgrind counts only inside the call
            that sends it, as above. The text area is checked after every key.
            """, header: "| key |" + sizes.map { " \($0.label) |" }.joined() + " \(sizes.last?.label ?? "") / \(sizes.first?.label ?? "") |",
            alignment: "| --- |" + sizes.map { _ in " ---: |" }.joined() + " ---: |", rows: widgetKeyCounts.rows.map { row in
                let ratio = (row.perKey.last ?? 0) / max(row.perKey.first ?? 1, 1)
                return "| \(row.name) |" + row.perKey.map { " \(Format.grouped(Int($0.rounded()))) |" }.joined() + " \(Format.fixed(ratio, digits: 1))× |"
            })
    }

    private func appendInstructions(to lines: inout [String]) {
        guard let instructions else { return }
        let sizes = InstructionCountBenchmark.sizes
        lines += Self.section("## Instructions per key (callgrind)", """
            Counted by valgrind's callgrind (repeatable whatever else the machine does): a release
            headless replay on Home, as `lcdemo --replay` runs tapes, once with \(instructions.repetitions) and once with
            \(instructions.repetitions * 2) repetitions of the pair of keys; the difference over the extra keys is the cost of
            one key, start-up and parsing cancelled out. Each tape ends on Home with no leak; frames are
            drawn where the tape looks, as in every headless replay. *Before*:
            the same tapes (20 and 60 repetitions) on `\(KeyCountBenchmark.beforeCommit)`, before the retained renderer.
            """, header: "| key kind |" + sizes.map { " before \($0.label) | \($0.label) |" }.joined() + " \(sizes.last?.label ?? "") / \(sizes.first?.label ?? "") |",
            alignment: "| --- |" + String(repeating: " ---: |", count: 2 * sizes.count + 1),
            rows: instructions.rows.map { Self.countsRow($0.kind, $0.perKey, before: InstructionCountBenchmark.before[$0.kind]) })
    }

    private func appendReplays(to lines: inout [String]) {
        guard !replays.isEmpty else { return }
        lines += Self.section("## Replay speed", """
            `TapeRunner` headless, as `lcdemo --replay` runs tapes: a fresh app per tape, a virtual
            clock, every expectation checked; each event meets the layout it would with a frame per event,
            and a frame is drawn where a step looks at the screen (`Application.defersFrames`; before issue
            14, a frame per key). Wall clock on a shared machine. *Before*: the same measure on the renderer
            as it was before the retained renderer (`\(KeyCountBenchmark.beforeCommit)`).
            """, header: "| tapes | keys | time | keys per second | before |", alignment: "| --- | ---: | ---: | ---: | ---: |",
            rows: replays.map { replay in
                let before = ReplayBenchmark.before.first { replay.name.hasPrefix($0.key) }.map { Format.grouped($0.value) } ?? "–"
                return "| \(replay.name) | \(Format.grouped(replay.keys)) | \(replay.duration.formatted) | \(Format.grouped(Int(replay.keysPerSecond.rounded()))) | \(before) |"
            })
    }

    private func appendSoak(to lines: inout [String]) {
        guard let soak else { return }
        var checkpoints = soak.checkpoints.map { "| \(Format.grouped($0.operations)) | \(Format.memory(kibibytes: $0.residentKibibytes)) |" }
        if let first = soak.checkpoints.first, let last = soak.checkpoints.last {
            let change = last.residentKibibytes - first.residentKibibytes
            checkpoints.append("| change | \(change >= 0 ? "+" : "")\(Format.memory(kibibytes: change)) |")
        }
        lines += Self.section("## Memory and live objects after \(Format.grouped(soak.operations)) navigation operations", """
            Through `Router` on a headless app: a coordinator pushed and popped, and every fourth cycle
            one presented as a page sheet (its own navigation controller and router) and dismissed;
            each push, pop, present and dismiss is one operation. The leak check and a frame run every
            64 cycles, as the app runs them after events. RSS from `/proc/self/status` after a warm-up.
            Took \(soak.duration.formatted) (\(Format.fixed(Double(soak.operations) / max(soak.duration.seconds, 1e-9) / 1000, digits: 0)) k operations per second).
            """, header: "| after operations | RSS |", alignment: "| ---: | ---: |",
            rows: checkpoints + ["| peak (VmHWM, whole run so far) | \(Format.memory(kibibytes: soak.peakKibibytes)) |"])
        if let keys = keyMemory {
            let growth = keys.memory.addedKibibytes
            lines.append("RSS under keys: \(Format.grouped(keys.keys)) Down/Up keys on the Shop's Home (headless, each rendered, after warm-up): "
                + "\(Format.memory(kibibytes: keys.memory.beforeKibibytes)) → \(Format.memory(kibibytes: keys.memory.afterKibibytes)), "
                + "growth \(growth >= 0 ? "+" : "")\(Format.memory(kibibytes: growth)) (goal < 1 MB), "
                + "\(keys.observationRegistrations) observation registrations, \(keys.memory.duration.formatted).")
            lines.append("")
        }
        lines += Self.table(header: "| at the end | count |", alignment: "| --- | ---: |", rows: [
            "| coordinators alive (Home included) | \(soak.liveCoordinators) |",
            "| screens alive (Home included) | \(soak.liveScreens) |",
            "| screens on the stack | \(soak.stackDepth) |",
            "| router contexts | \(soak.routerContexts) |",
            "| leaks reported by `LeakTracker` | \(soak.trackerLeaks) |",
            "| objects `LeakTracker` still watches alive | \(soak.trackerAlive) |",
        ])
        guard let apps = finishedApps else { return }
        lines += Self.section("### Whole Shop apps, finished", """
            \(apps.apps) `ShopApp`s built at Home, walked through one cycle of the key steps, and dropped
            (as every tape replay and test does). Counted through weak references afterwards.
            """, header: "| | |", alignment: "| --- | ---: |", rows: [
                "| `Application`s still alive | \(apps.applicationsAlive) of \(apps.apps) |",
                "| `ShopServices` still alive | \(apps.servicesAlive) of \(apps.apps) |",
                "| RSS growth | \(Format.memory(kibibytes: apps.residentGrowthKibibytes)) (about \(Format.grouped(apps.growthPerApp)) KiB per app) |",
            ])
        if apps.applicationsAlive > 0 {
            // Not a diagnosis: the cycle that once caused this (deep-link plugins holding the
            // services) is fixed and tested; a new one needs looking for.
            lines += ["""
                A finished Shop app is not released: a reference cycle keeps its `Application` (and so
                its window and screens) alive, once per app built. `ShopDeeplinkTests` has the release test;
                look for a strong back-reference to `ShopServices` or the `ShopApp`.
                """, ""]
        }
    }

    private func appendDeeplinks(to lines: inout [String]) {
        guard !deeplinks.isEmpty else { return }
        lines += Self.section("## Deep-link resolution on deep trees", """
            A chain of pushed coordinators, each the child of the one before, each with a screen on one
            stack. `deepestVisibleRouterCoordinator` from the root; `DeeplinkManager.dryRun` (parse, gates,
            target); `handle` (the same, then build the coordinator and push its screen; popped untimed).
            """, header: "| depth | deepestVisibleRouterCoordinator p50 | p99 | dryRun p50 | p99 | handle p50 | p99 |",
            alignment: "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |", rows: deeplinks.map { result in
                "| \(Format.grouped(result.depth)) | \(result.deepestVisible.p50.formatted) | \(result.deepestVisible.p99.formatted) | "
                    + "\(result.dryRun.p50.formatted) | \(result.dryRun.p99.formatted) | \(result.handle.p50.formatted) | \(result.handle.p99.formatted) |"
            })
    }

    private func appendWidgets(to lines: inout [String]) {
        guard let widgets else { return }
        lines += Self.section("## Instructions for one key on the data views (callgrind)", """
            A `DataTable` of 8 columns whose rows a provider makes when asked, and a `Tree` whose root
            has the given number of children, alone on a screen at 80×24, a frame rendered after each key;
            callgrind counts only inside the counted key (`lcbench --only widgets`). The log row counts
            100 appended lines and the frame after them. A sort reads each row once and sorts an index
            permutation: the one figure that grows with the rows.
            """, header: "| key | rows | instructions |", alignment: "| --- | ---: | ---: |", rows: widgets.map { row in
                "| \(row.name) | \(Format.grouped(row.rows)) | \(Format.grouped(Int(row.perKey.rounded()))) |"
            })
    }
}
