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
        var lines: [String] = []
        lines.append("# Benchmarks")
        lines.append("")
        lines.append("Made by \(command) on \(Machine.now)\(quick ? " with `--quick` (small counts: not numbers to keep)" : "").")
        lines.append("Machine: \(Machine.processorCount) cores (nproc), \(Machine.modelName), \(Machine.memoryTotal) of memory, \(Machine.kernel).")
        lines.append("")
        lines.append("Wall-clock times on a shared machine: read them as orders of magnitude. No test asserts on")
        lines.append("them. Each walk is checked as it runs (titles, sheets, leaks), so the numbers are")
        lines.append("of the work they name. `make bench` rewrites this file.")
        lines.append("")
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

    private func appendStartup(to lines: inout [String]) {
        guard let silent = startup.first else { return }
        lines.append("## Start-up and peak memory of the release lcdemo")
        lines.append("")
        lines.append("`lcdemo --route home` as `make` builds it (release, `--static-swift-stdlib`), spawned on an")
        lines.append("80×24 pseudo terminal (TERM=xterm-256color). *First frame*: from spawning it until Home's")
        lines.append("title has been written. Then \(StartupBenchmark.script.count) keys (\(StartupBenchmark.script.joined(separator: ", "))),")
        lines.append("each until its frame is written, and *peak RSS*: the program's own VmHWM from its")
        lines.append("`/proc/PID/status` after the last frame. A *silent* terminal never answers a query; an")
        lines.append("*answering* one answers `CSI ? u` (kitty keyboard) and `CSI c` (device attributes) at once.")
        lines.append("Median of \(silent.runs.count) runs.")
        lines.append("")
        lines.append("| terminal | first frame | peak RSS (VmHWM) |")
        lines.append("| --- | ---: | ---: |")
        for result in startup {
            lines.append("| \(result.terminal) | \(result.firstFrame.formatted) | \(Format.memory(kibibytes: result.peakKibibytes)) |")
        }
        lines.append("")
        lines.append("### Memory budget")
        lines.append("")
        lines.append("What the silent run's resident pages belong to at that moment (`Rss` of `/proc/PID/smaps`).")
        lines.append("Linked statically, the Swift runtime, standard library and FoundationEssentials are part of")
        lines.append("the binary, and only their pages that run (or sit next to ones that run) are resident:")
        lines.append("")
        lines.append("| part | resident |")
        lines.append("| --- | ---: |")
        let parts = silent.parts
        for name in StartupBenchmark.partNames {
            guard let kibibytes = parts[name], kibibytes > 0 else { continue }
            lines.append("| \(name) | \(Format.memory(kibibytes: kibibytes)) |")
        }
        lines.append("| **all** | **\(Format.memory(kibibytes: parts.values.reduce(0, +)))** |")
        lines.append("")
        lines.append("The binary's pages by the module of the code or data in them (`/proc/PID/pagemap` against")
        lines.append("`nm`, measured 2026-11-25; a page brings in its neighbours, the kernel's fault-around):")
        lines.append("standard library 2.1 MiB, runtime (C++) 1.1, relocations and dynamic symbols processed at")
        lines.append("start 1.4, data and relocated metadata 1.5, the app's own modules (LCoordinator, TerminalUI,")
        lines.append("ShopDemo, Tape, TerminalCore, NcursesTerminal, lcdemo) 1.3, ArgumentParser 0.6,")
        lines.append("FoundationEssentials 0.3, regex libraries 0.2, dispatch 0.1. Dynamically linked, the same")
        lines.append("run took 16.4 MiB (libswiftCore 5.1, FoundationEssentials 2.0, regex libraries 1.0, binary")
        lines.append("2.7); with full Foundation (before), 23 MiB.")
        lines.append("")
    }

    private func appendStorm(to lines: inout [String]) {
        guard let first = storm.first, let last = storm.last else { return }
        lines.append("A key storm on the release lcdemo (silent 80×24 pty, random keys but q: arrows, Enter, Esc,")
        lines.append("Tab, letters, digits, ?, :, F12, Backspace), \(Format.grouped(last.keys)) keys in \(last.elapsed.formatted):")
        lines.append("")
        lines.append("| after | keys | RSS | of it anonymous (heap) | of it pages of the binary and libraries |")
        lines.append("| ---: | ---: | ---: | ---: | ---: |")
        for sample in storm {
            lines.append("| \(Format.fixed(sample.elapsed.seconds, digits: 0)) s | \(Format.grouped(sample.keys)) | \(Format.memory(kibibytes: sample.residentKibibytes)) | "
                         + "\(Format.memory(kibibytes: sample.anonymousKibibytes)) | \(Format.memory(kibibytes: sample.residentKibibytes - sample.anonymousKibibytes)) |")
        }
        lines.append("| change | | \(Format.memory(kibibytes: last.residentKibibytes - first.residentKibibytes)) | "
                     + "\(Format.memory(kibibytes: last.anonymousKibibytes - first.anonymousKibibytes)) | "
                     + "\(Format.memory(kibibytes: (last.residentKibibytes - last.anonymousKibibytes) - (first.residentKibibytes - first.anonymousKibibytes))) |")
        lines.append("")
        lines.append("Not a leak: under valgrind's massif (a 90 s storm, 2026-11-25) the live heap stays between")
        lines.append("0.5 and 1.2 MB and falls back to 0.66 MB once the keys stop. The anonymous growth is what")
        lines.append("malloc keeps of freed memory for reuse (its high-water mark, reached in the first seconds")
        lines.append("of the storm); the rest is code first run by screens the storm opens (help, the link")
        lines.append("console, the inspector). It levels off once every kind of screen has been seen.")
        lines.append("")
    }

    private func appendLargeList(to lines: inout [String]) {
        guard let largeList else { return }
        lines.append("A list of \(Format.grouped(largeList.rows)) rows (`ListItem(\"Row N\")`, every tenth with a detail) on a")
        lines.append("headless app, built, shown and walked (End, PageUp, Home, Down) in \(largeList.duration.formatted):")
        lines.append("RSS \(Format.memory(kibibytes: largeList.beforeKibibytes)) → \(Format.memory(kibibytes: largeList.afterKibibytes)),")
        lines.append("**+\(Format.memory(kibibytes: largeList.addedKibibytes))** (about \(largeList.addedKibibytes * 1024 / max(largeList.rows, 1)) bytes a row: the rows' array; a")
        lines.append("frame draws only the visible rows).")
        if let providedList {
            lines.append("The same rows from a row provider (`ListView(rowCount:item:)`, measured first, in the same process):")
            lines.append("**+\(Format.memory(kibibytes: providedList.addedKibibytes))** in \(providedList.duration.formatted); no row is made until it is read.")
        }
        lines.append("")
    }

    private func appendKeyLatency(to lines: inout [String]) {
        guard let headless, let ncurses else { return }
        lines.append("## Per-key latency and bytes written per key")
        lines.append("")
        lines.append("The Shop app at 80×24 from `--route home`, one cycle of the steps below repeated")
        lines.append("(\(Format.grouped(headless.steps[0].latency.count)) cycles headless, \(ncurses.steps[0].latency.count) through ncurses).")
        lines.append("*Headless*: the key queued on a `HeadlessTerminal` and `Application.processPendingInput()`")
        lines.append("(handle, timers, layout, a composed frame). *ncurses*: the key's bytes written to the master")
        lines.append("of a pseudo terminal (TERM=xterm-256color) until ncurses has written the frame back")
        lines.append("(`nextEvent` → `handle` → `settle`, the loop of `Application.run()`); Esc includes ncurses'")
        lines.append("ESCDELAY of 25 ms, the wait that tells a lone Esc from an escape sequence. *Bytes*: what")
        lines.append("ncurses wrote to the terminal for that key (median, and min–max over the cycles).")
        lines.append("")
        lines.append("| step | headless p50 | headless p99 | ncurses p50 | ncurses p99 | bytes written |")
        lines.append("| --- | ---: | ---: | ---: | ---: | ---: |")
        for (step, terminal) in zip(headless.steps, ncurses.steps) {
            let bytes = terminal.bytes
            let range = bytes.minimum == bytes.maximum ? "" : " (\(bytes.minimum)–\(bytes.maximum))"
            lines.append("| \(step.name) | \(step.latency.p50.formatted) | \(step.latency.p99.formatted) | "
                         + "\(terminal.latency.p50.formatted) | \(terminal.latency.p99.formatted) | \(Format.grouped(bytes.median))\(range) |")
        }
        let all = headless.all
        let allTerminal = ncurses.all
        lines.append("| **every key** | **\(all.p50.formatted)** | **\(all.p99.formatted)** | **\(allTerminal.p50.formatted)** | **\(allTerminal.p99.formatted)** | |")
        let notEscape = headless.excludingEscape
        let notEscapeTerminal = ncurses.excludingEscape
        lines.append("| **every key but Esc** | \(notEscape.p50.formatted) | \(notEscape.p99.formatted) | \(notEscapeTerminal.p50.formatted) | \(notEscapeTerminal.p99.formatted) | |")
        lines.append("")
    }

    private func appendEscape(to lines: inout [String]) {
        guard !escape.isEmpty else { return }
        lines.append("## Esc latency: the kitty keyboard protocol against ESCDELAY")
        lines.append("")
        lines.append("Esc (back from Product 1 to Home) through ncurses on a pseudo terminal whose \"terminal\"")
        lines.append("answers lcdemo's start-up probe (`CSI ? u` then `CSI c`) like a kitty-protocol terminal, and")
        lines.append("like one that only answers the device attributes; Down on Home is the reference of any")
        lines.append("other key. From the key's bytes written to the master until the frame has been written")
        lines.append("back (\(escape[0].escape.count) samples each).")
        lines.append("")
        lines.append("| terminal | kitty mode | Esc p50 | Esc p99 | Down p50 | Down p99 |")
        lines.append("| --- | --- | ---: | ---: | ---: | ---: |")
        for result in escape {
            lines.append("| \(result.name) | \(result.kittyActive ? "on" : "off") | \(result.escape.p50.formatted) | \(result.escape.p99.formatted) | "
                         + "\(result.down.p50.formatted) | \(result.down.p99.formatted) |")
        }
        lines.append("")
    }

    private func appendJobLatency(to lines: inout [String]) {
        guard let jobLatency else { return }
        let latency = jobLatency.latency
        lines.append("## Main-actor job → frame")
        lines.append("")
        lines.append("`Application.run()` on an 80×24 pseudo terminal through ncurses (TERM=xterm-256color), asleep")
        lines.append("in the kernel on the terminal's input and the main queue's wake-up descriptor. A detached task")
        lines.append("notes the time and calls `MainActor.run` with a change of the screen's label, every 3 ms;")
        lines.append("measured until ncurses has written the frame that change made (`present` returned), on the")
        lines.append("same monotonic clock (\(Format.grouped(latency.count)) samples after 20 unmeasured). Goal: ≤ 1 ms median.")
        lines.append("")
        lines.append("| job | p50 | p95 | p99 |")
        lines.append("| --- | ---: | ---: | ---: |")
        lines.append("| `MainActor.run` from a detached task → frame written | \(latency.p50.formatted) | \(jobLatency.p95.formatted) | "
                     + "\(latency.p99.formatted) |")
        lines.append("")
    }

    private func appendKeyCounts(to lines: inout [String]) {
        guard let keyCounts else { return }
        let sizes = InstructionCountBenchmark.sizes
        lines.append("## Instructions for one key, by kind (callgrind)")
        lines.append("")
        lines.append("The Shop app on Home, headless, a frame rendered after every key (as when a person watches).")
        lines.append("Each kind's pair of keys is sent \(keyCounts.pairs) times; callgrind counts only inside the call")
        lines.append("that sends one of the two keys (`--collect-atstart=no --toggle-collect`): the key's handling,")
        lines.append("timers, layout and frame. The screen is checked after every key. *Before* is the renderer")
        lines.append("as it was before the retained renderer (full layout and drawing of every view, a `String` per cell,")
        lines.append("a frame for every key), measured the same way: `\(KeyCountBenchmark.beforeCommit)`.")
        lines.append("")
        var header = "| key |"
        var rule = "| --- |"
        for size in sizes {
            header += " before \(size.label) | \(size.label) |"
            rule += " ---: | ---: |"
        }
        lines.append(header + " \(sizes.last?.label ?? "") / \(sizes.first?.label ?? "") |")
        lines.append(rule + " ---: |")
        for row in keyCounts.rows {
            var line = "| \(row.name) |"
            for (index, count) in row.perKey.enumerated() {
                let before = KeyCountBenchmark.before[row.name].flatMap { $0.indices.contains(index) ? $0[index] : nil }
                line += " \(before.map(Format.grouped) ?? "–") | \(Format.grouped(Int(count.rounded()))) |"
            }
            let ratio = (row.perKey.last ?? 0) / max(row.perKey.first ?? 1, 1)
            lines.append(line + " \(Format.fixed(ratio, digits: 1))× |")
        }
        lines.append("")
    }

    private func appendWidgetKeyCounts(to lines: inout [String]) {
        guard let widgetKeyCounts else { return }
        let sizes = InstructionCountBenchmark.sizes
        lines.append("## Instructions for one key in a widget (callgrind)")
        lines.append("")
        lines.append("A widget holding a lot, alone on a screen, headless, a frame rendered after every key. The key is")
        lines.append("sent \(widgetKeyCounts.pairs) times (undone after each, uncounted); callgrind counts only inside the call")
        lines.append("that sends it, as above. The text area is checked after every key.")
        lines.append("")
        lines.append("| key |" + sizes.map { " \($0.label) |" }.joined() + " \(sizes.last?.label ?? "") / \(sizes.first?.label ?? "") |")
        lines.append("| --- |" + sizes.map { _ in " ---: |" }.joined() + " ---: |")
        for row in widgetKeyCounts.rows {
            let ratio = (row.perKey.last ?? 0) / max(row.perKey.first ?? 1, 1)
            lines.append("| \(row.name) |" + row.perKey.map { " \(Format.grouped(Int($0.rounded()))) |" }.joined() + " \(Format.fixed(ratio, digits: 1))× |")
        }
        lines.append("")
    }

    private func appendInstructions(to lines: inout [String]) {
        guard let instructions else { return }
        let sizes = InstructionCountBenchmark.sizes
        lines.append("## Instructions per key (callgrind)")
        lines.append("")
        lines.append("Counted by valgrind's callgrind (repeatable whatever else the machine does): a release")
        lines.append("headless replay on Home, as `lcdemo --replay` runs tapes, once with \(instructions.repetitions) and once with")
        lines.append("\(instructions.repetitions * 2) repetitions of the pair of keys; the difference over the extra keys is the cost of")
        lines.append("one key, start-up and parsing cancelled out. Each tape ends on Home with no leak; frames are")
        lines.append("drawn where the tape looks, as in every headless replay. *Before*:")
        lines.append("the same tapes (20 and 60 repetitions) on `\(KeyCountBenchmark.beforeCommit)`, before the retained renderer.")
        lines.append("")
        var header = "| key kind |"
        for size in sizes { header += " before \(size.label) | \(size.label) |" }
        lines.append(header + " \(sizes.last?.label ?? "") / \(sizes.first?.label ?? "") |")
        lines.append("| --- |" + String(repeating: " ---: |", count: 2 * sizes.count + 1))
        for row in instructions.rows {
            let ratio = (row.perKey.last ?? 0) / max(row.perKey.first ?? 1, 1)
            var line = "| \(row.kind) |"
            for (index, count) in row.perKey.enumerated() {
                let before = InstructionCountBenchmark.before[row.kind].flatMap { $0.indices.contains(index) ? $0[index] : nil }
                line += " \(before.map(Format.grouped) ?? "–") | \(Format.grouped(Int(count.rounded()))) |"
            }
            lines.append(line + " \(Format.fixed(ratio, digits: 1))× |")
        }
        lines.append("")
    }

    private func appendReplays(to lines: inout [String]) {
        guard !replays.isEmpty else { return }
        lines.append("## Replay speed")
        lines.append("")
        lines.append("`TapeRunner` headless, as `lcdemo --replay` runs tapes: a fresh app per tape, a virtual")
        lines.append("clock, every expectation checked; each event meets the layout it would with a frame per event,")
        lines.append("and a frame is drawn where a step looks at the screen (`Application.defersFrames`; before issue")
        lines.append("14, a frame per key). Wall clock on a shared machine. *Before*: the same measure on the renderer")
        lines.append("as it was before the retained renderer (`\(KeyCountBenchmark.beforeCommit)`).")
        lines.append("")
        lines.append("| tapes | keys | time | keys per second | before |")
        lines.append("| --- | ---: | ---: | ---: | ---: |")
        for replay in replays {
            let before = ReplayBenchmark.before.first { replay.name.hasPrefix($0.key) }.map { Format.grouped($0.value) } ?? "–"
            lines.append("| \(replay.name) | \(Format.grouped(replay.keys)) | \(replay.duration.formatted) | \(Format.grouped(Int(replay.keysPerSecond.rounded()))) | \(before) |")
        }
        lines.append("")
    }

    private func appendSoak(to lines: inout [String]) {
        guard let soak else { return }
        lines.append("## Memory and live objects after \(Format.grouped(soak.operations)) navigation operations")
        lines.append("")
        lines.append("Through `Router` on a headless app: a coordinator pushed and popped, and every fourth cycle")
        lines.append("one presented as a page sheet (its own navigation controller and router) and dismissed;")
        lines.append("each push, pop, present and dismiss is one operation. The leak check and a frame run every")
        lines.append("64 cycles, as the app runs them after events. RSS from `/proc/self/status` after a warm-up.")
        lines.append("Took \(soak.duration.formatted) (\(Format.fixed(Double(soak.operations) / max(soak.duration.seconds, 1e-9) / 1000, digits: 0)) k operations per second).")
        lines.append("")
        lines.append("| after operations | RSS |")
        lines.append("| ---: | ---: |")
        for checkpoint in soak.checkpoints {
            lines.append("| \(Format.grouped(checkpoint.operations)) | \(Format.memory(kibibytes: checkpoint.residentKibibytes)) |")
        }
        if let first = soak.checkpoints.first, let last = soak.checkpoints.last {
            let change = last.residentKibibytes - first.residentKibibytes
            lines.append("| change | \(change >= 0 ? "+" : "")\(Format.memory(kibibytes: change)) |")
        }
        lines.append("| peak (VmHWM, whole run so far) | \(Format.memory(kibibytes: soak.peakKibibytes)) |")
        lines.append("")
        if let keys = keyMemory {
            let growth = keys.growthKibibytes
            lines.append("RSS under keys: \(Format.grouped(keys.keys)) Down/Up keys on the Shop's Home (headless, each rendered, after warm-up): "
                + "\(Format.memory(kibibytes: keys.startKibibytes)) → \(Format.memory(kibibytes: keys.endKibibytes)), "
                + "growth \(growth >= 0 ? "+" : "")\(Format.memory(kibibytes: growth)) (goal < 1 MB), "
                + "\(keys.observationRegistrations) observation registrations, \(keys.duration.formatted).")
            lines.append("")
        }
        lines.append("| at the end | count |")
        lines.append("| --- | ---: |")
        lines.append("| coordinators alive (Home included) | \(soak.liveCoordinators) |")
        lines.append("| screens alive (Home included) | \(soak.liveScreens) |")
        lines.append("| screens on the stack | \(soak.stackDepth) |")
        lines.append("| router contexts | \(soak.routerContexts) |")
        lines.append("| leaks reported by `LeakTracker` | \(soak.trackerLeaks) |")
        lines.append("| objects `LeakTracker` still watches alive | \(soak.trackerAlive) |")
        lines.append("")
        if let apps = finishedApps {
            lines.append("### Whole Shop apps, finished")
            lines.append("")
            lines.append("\(apps.apps) `ShopApp`s built at Home, walked through one cycle of the key steps, and dropped")
            lines.append("(as every tape replay and test does). Counted through weak references afterwards.")
            lines.append("")
            lines.append("| | |")
            lines.append("| --- | ---: |")
            lines.append("| `Application`s still alive | \(apps.applicationsAlive) of \(apps.apps) |")
            lines.append("| `ShopServices` still alive | \(apps.servicesAlive) of \(apps.apps) |")
            lines.append("| RSS growth | \(Format.memory(kibibytes: apps.residentGrowthKibibytes)) (about \(Format.grouped(apps.growthPerApp)) KiB per app) |")
            lines.append("")
            if apps.applicationsAlive > 0 {
                // Not a diagnosis: the cycle that once caused this (deep-link plugins holding the
                // services) is fixed and tested; a new one needs looking for.
                lines.append("A finished Shop app is not released: a reference cycle keeps its `Application` (and so")
                lines.append("its window and screens) alive, once per app built. `ShopDeeplinkTests` has the release test;")
                lines.append("look for a strong back-reference to `ShopServices` or the `ShopApp`.")
                lines.append("")
            }
        }
    }

    private func appendDeeplinks(to lines: inout [String]) {
        guard !deeplinks.isEmpty else { return }
        lines.append("## Deep-link resolution on deep trees")
        lines.append("")
        lines.append("A chain of pushed coordinators, each the child of the one before, each with a screen on one")
        lines.append("stack. `deepestVisibleRouterCoordinator` from the root; `DeeplinkManager.dryRun` (parse, gates,")
        lines.append("target); `handle` (the same, then build the coordinator and push its screen; popped untimed).")
        lines.append("")
        lines.append("| depth | deepestVisibleRouterCoordinator p50 | p99 | dryRun p50 | p99 | handle p50 | p99 |")
        lines.append("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for result in deeplinks {
            lines.append("| \(Format.grouped(result.depth)) | \(result.deepestVisible.p50.formatted) | \(result.deepestVisible.p99.formatted) | "
                         + "\(result.dryRun.p50.formatted) | \(result.dryRun.p99.formatted) | \(result.handle.p50.formatted) | \(result.handle.p99.formatted) |")
        }
        lines.append("")
    }

    private func appendWidgets(to lines: inout [String]) {
        guard let widgets else { return }
        lines.append("## Instructions for one key on the data views (callgrind)")
        lines.append("")
        lines.append("A `DataTable` of 8 columns whose rows a provider makes when asked, and a `Tree` whose root")
        lines.append("has the given number of children, alone on a screen at 80×24, a frame rendered after each key;")
        lines.append("callgrind counts only inside the counted key (`lcbench --only widgets`). The log row counts")
        lines.append("100 appended lines and the frame after them. A sort reads each row once and sorts an index")
        lines.append("permutation: the one figure that grows with the rows.")
        lines.append("")
        lines.append("| key | rows | instructions |")
        lines.append("| --- | ---: | ---: |")
        for row in widgets {
            lines.append("| \(row.name) | \(Format.grouped(row.rows)) | \(Format.grouped(Int(row.perKey.rounded()))) |")
        }
        lines.append("")
    }
}
