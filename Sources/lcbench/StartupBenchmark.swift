#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal
import TerminalCore

/// The release `lcdemo` as a person starts it: `lcdemo --route home` on an 80×24 pseudo
/// terminal, the time from spawning it to its first frame (Home's title written), then the
/// navigation script below and the program's own peak resident memory (VmHWM from its
/// `/proc/PID/status`, read after the script's last frame), then `q`.
///
/// Two terminals: one that never answers a query (a serial line, `script`, a CI pty), and one
/// that answers the kitty keyboard query (`CSI ? u`) and the device attributes (`CSI c`) as
/// soon as it sees them, as kitty does.
enum StartupBenchmark {
    struct Run {
        let firstFrame: Duration
        let peakKibibytes: Int
        /// Resident KiB by what the pages belong to (`MemoryPart`), at the same moment.
        let parts: [String: Int]
    }

    struct Result {
        /// `silent` or `answering`.
        let terminal: String
        let runs: [Run]

        var firstFrame: Duration { runs.map(\.firstFrame).sorted()[runs.count / 2] }
        var peakKibibytes: Int { runs.map(\.peakKibibytes).sorted()[runs.count / 2] }
        /// The parts of the run whose peak is the median.
        var parts: [String: Int] { runs.sorted { $0.peakKibibytes < $1.peakKibibytes }[runs.count / 2].parts }
    }

    /// The 14 keys of the script, by name; Esc is sent as the terminal would send it.
    static let script = ["x", "Down", "Up", "Enter", "Esc", "s", "Esc", "2", "1", "Down", "Enter", "Esc", "2", "1"]

    static func run(lcdemo: String, runs: Int) throws -> [Result] {
        guard access(lcdemo, X_OK) == 0 else {
            throw BenchmarkFailure(description: "no lcdemo at \(lcdemo); build it first: swift build -c release --product lcdemo")
        }
        var results: [Result] = []
        for answers in [false, true] {
            var measured: [Run] = []
            for _ in 0..<runs { measured.append(try measure(lcdemo: lcdemo, answers: answers)) }
            results.append(Result(terminal: answers ? "answering" : "silent", runs: measured))
        }
        return results
    }

    private static func measure(lcdemo: String, answers: Bool) throws -> Run {
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        let clock = ContinuousClock()
        let start = clock.now
        let pid = try spawn(lcdemo, arguments: ["--route", "home"], terminal: pty.slave)
        var ended = false
        defer {
            if !ended {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
        }
        var seen: [UInt8] = []
        var answered = false
        let deadline = start + .seconds(10)
        // Until Home's title is on the screen, answering the queries when this terminal does.
        while !contains(seen, Array("Home".utf8)) {
            guard clock.now < deadline else { throw BenchmarkFailure(description: "lcdemo drew no first frame in 10 s") }
            seen += pty.drain(quiet: .milliseconds(1))
            if answers, !answered, contains(seen, Array("\u{1B}[?u".utf8)) || contains(seen, Array("\u{1B}[c".utf8)) {
                pty.type("\u{1B}[?0u\u{1B}[?62;22c")
                answered = true
            }
        }
        let firstFrame = clock.now - start
        seen += pty.drain(quiet: .milliseconds(300))
        if answers, !answered, contains(seen, Array("\u{1B}[?u".utf8)) || contains(seen, Array("\u{1B}[c".utf8)) {
            pty.type("\u{1B}[?0u\u{1B}[?62;22c")
            _ = pty.drain(quiet: .milliseconds(100))
        }
        for name in script {
            pty.type(bytes(of: name, kitty: answers))
            let frame = pty.drain(quiet: name == "Esc" ? .milliseconds(120) : .milliseconds(60))
            if name != "x", frame.isEmpty { throw BenchmarkFailure(description: "lcdemo drew nothing after \(name)") }
        }
        guard let peak = Machine.statusValue(named: "VmHWM", in: "/proc/\(pid)/status") else {
            throw BenchmarkFailure(description: "cannot read /proc/\(pid)/status")
        }
        let parts = residentParts(pid: pid, executable: lcdemo)
        pty.type("q")
        _ = pty.drain(quiet: .milliseconds(100))
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        ended = true
        guard status == 0 else { throw BenchmarkFailure(description: "lcdemo ended with status \(status) after q") }
        return Run(firstFrame: firstFrame, peakKibibytes: peak, parts: parts)
    }

    /// RSS while keys rain on the app.
    struct StormSample {
        let elapsed: Duration
        let keys: Int
        let residentKibibytes: Int
        /// Anonymous pages (heap, malloc arenas); the rest are pages of the binary and libraries.
        let anonymousKibibytes: Int
    }

    /// `seconds` of random keys (arrows, Enter, Esc, Tab, letters, digits, ?, :, F12, Backspace;
    /// never q) on the silent terminal, as fast as `keysPerSecond`, RSS sampled six times.
    static func storm(lcdemo: String, seconds: Int, keysPerSecond: Int) throws -> [StormSample] {
        let keys: [[UInt8]] = ["\u{1B}OB", "\u{1B}OA", "\u{1B}OC", "\u{1B}OD", "\r", "\u{1B}", "\t", "s", "1", "2", "3",
                               "?", "x", "a", "\u{1B}[24~", " ", "\u{7F}", ":", "p", "o"].map { Array($0.utf8) }
        let pty = try PseudoTerminal(size: Size(width: 80, height: 24))
        let pid = try spawn(lcdemo, arguments: ["--route", "home"], terminal: pty.slave)
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        _ = pty.drain(quiet: .milliseconds(500))
        let clock = ContinuousClock()
        let start = clock.now
        var samples: [StormSample] = []
        var sent = 0
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
        func sample() {
            let path = "/proc/\(pid)/status"
            samples.append(StormSample(elapsed: clock.now - start, keys: sent,
                                       residentKibibytes: Machine.statusValue(named: "VmRSS", in: path) ?? 0,
                                       anonymousKibibytes: Machine.statusValue(named: "RssAnon", in: path) ?? 0))
        }
        sample()
        let length = Duration.seconds(seconds)
        while clock.now - start < length {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            pty.type(keys[Int((random >> 33) % UInt64(keys.count))])
            sent += 1
            _ = pty.drain(quiet: .milliseconds(max(1, 1000 / keysPerSecond)))
            if clock.now - start >= length / 6 * samples.count { sample() }
        }
        if samples.last?.keys != sent { sample() }
        return samples
    }

    /// A key as the terminal sends it: arrows in application mode (ncurses turns keypad on);
    /// Esc as `CSI 27 u` where the terminal speaks the kitty protocol.
    private static func bytes(of name: String, kitty: Bool) -> [UInt8] {
        switch name {
        case "Down": return Array("\u{1B}OB".utf8)
        case "Up": return Array("\u{1B}OA".utf8)
        case "Enter": return [13]
        case "Esc": return kitty ? Array("\u{1B}[27u".utf8) : [27]
        default: return Array(name.utf8)
        }
    }

    /// Starts `path arguments…` in a new session with `terminal` as its standard input, output
    /// and error, TERM=xterm-256color.
    private static func spawn(_ path: String, arguments: [String], terminal: Int32) throws -> pid_t {
        let actions = SpawnFileActions()
        for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            actions.duplicate(terminal, as: target)
        }
        let attributes = SpawnAttributes()
        attributes.startsNewSession()
        var environment: [String] = ["TERM=xterm-256color"]
        for pair in ProcessEnvironment.pairs
        where !pair.hasPrefix("TERM=") && !pair.hasPrefix("NO_COLOR=") && !pair.hasPrefix("COLUMNS=") && !pair.hasPrefix("LINES=") {
            environment.append(pair)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions.raw, &attributes.raw, &argv, &envp)
        guard spawned == 0 else {
            throw BenchmarkFailure(description: "cannot start \(path): \(String(cString: strerror(spawned)))")
        }
        return pid
    }

    /// What each part of the process holds resident (`Rss` of `/proc/PID/smaps`), in KiB.
    static let partNames = ["the binary (with the Swift runtime and standard library when linked statically)",
                            "Swift runtime libraries (shared)", "Foundation libraries (shared)", "ncurses (ncursesw, tinfo, panelw)",
                            "C and C++ libraries (libc, libm, libstdc++, libgcc_s, ld.so)",
                            "heap and anonymous memory (the app's objects, runtime caches)", "stack", "other (locale, vdso)"]

    private static func residentParts(pid: pid_t, executable: String) -> [String: Int] {
        var parts: [String: Int] = [:]
        guard let text = Machine.readFile("/proc/\(pid)/smaps") else { return parts }
        let binary = realPath(executable)
        var current = partNames[7]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first else { continue }
            if first.contains("-"), first.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
                let name = fields.count >= 6 ? String(fields[5]) : ""
                let file = name.split(separator: "/").last.map(String.init) ?? name
                if name == binary { current = partNames[0] }
                else if file.hasPrefix("libFoundation") || file.hasPrefix("lib_Foundation") { current = partNames[2] }
                else if file.hasPrefix("libswift") || file.hasPrefix("libdispatch") || file.hasPrefix("libBlocksRuntime") { current = partNames[1] }
                else if file.hasPrefix("libncurses") || file.hasPrefix("libtinfo") || file.hasPrefix("libpanel") { current = partNames[3] }
                else if file.hasPrefix("libc.") || file.hasPrefix("libm.") || file.hasPrefix("libstdc++") || file.hasPrefix("libgcc_s") || file.hasPrefix("ld-linux") { current = partNames[4] }
                else if name.isEmpty || name == "[heap]" || name.hasPrefix("[anon") { current = partNames[5] }
                else if name == "[stack]" { current = partNames[6] }
                else { current = partNames[7] }
            } else if first == "Rss:", fields.count >= 2, let kibibytes = Int(fields[1]) {
                parts[current, default: 0] += kibibytes
            }
        }
        return parts
    }

    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
