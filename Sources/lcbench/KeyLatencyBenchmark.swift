#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal
import ShopDemo
import TerminalCore
import TerminalUI

/// Per-key latency of the Shop app: keys through `Application` on a `HeadlessTerminal`, and
/// through ncurses on a pseudo terminal (with the bytes each key writes to the terminal).
@MainActor
enum KeyLatencyBenchmark {
    struct StepResult {
        let name: String
        var latency = Samples()
        var bytes = ByteCounts()
    }

    struct Result {
        var steps: [StepResult]
        var all: Samples {
            steps.reduce(into: Samples()) { $0.append(contentsOf: $1.latency) }
        }

        /// Every step but the Esc ones (through ncurses those include the 25 ms ESCDELAY).
        var excludingEscape: Samples {
            zip(steps, KeyStep.cycle).filter { $0.1.key != .escape }.reduce(into: Samples()) { $0.append(contentsOf: $1.0.latency) }
        }
    }

    // MARK: - Headless

    /// Runs `cycles` walks (after `warmUp` unmeasured ones) on a headless Shop app at 80×24.
    static func headless(cycles: Int, warmUp: Int) throws -> Result {
        let terminal = HeadlessTerminal(size: .reference)
        let shop = ShopApp(terminal: terminal, clock: VirtualClock())
        shop.start(route: .home)
        var result = Result(steps: KeyStep.cycle.map { StepResult(name: $0.name) })
        let clock = ContinuousClock()
        for cycle in 0..<(warmUp + cycles) {
            for (index, step) in KeyStep.cycle.enumerated() {
                let start = clock.now
                terminal.enqueue(.key(step.key))
                shop.application.processPendingInput()
                let elapsed = clock.now - start
                if cycle >= warmUp { result.steps[index].latency.append(elapsed) }
                if cycle == 0 || cycle == warmUp + cycles - 1 {
                    try check(step, lines: terminal.lines)
                }
            }
        }
        return result
    }

    // MARK: - ncurses

    /// Runs the walk through ncurses on a pseudo terminal (TERM xterm-256color, 80×24).
    ///
    /// Latency: from the key's bytes written to the terminal until the frame has been written
    /// back (`doupdate` returned) — the same read, handle, settle path as `Application.run()`.
    /// Esc includes ncurses' ESCDELAY (25 ms): that is how long a lone Esc byte is held to tell
    /// it from the start of an escape sequence. Bytes: everything ncurses wrote for the key,
    /// read from the master side until it was quiet for `quiet`.
    static func ncurses(cycles: Int, warmUp: Int, quiet: Duration) throws -> Result {
        try ShopOnPseudoTerminal.run() { setup in
            let (pty, terminal, shop) = (setup.pty, setup.terminal, setup.shop)
            let application = shop.application
            var result = Result(steps: KeyStep.cycle.map { StepResult(name: $0.name) })
            let clock = ContinuousClock()
            for cycle in 0..<(warmUp + cycles) {
                for (index, step) in KeyStep.cycle.enumerated() {
                    let bytes = try keyBytes(step.key, terminal: terminal)
                    let start = clock.now
                    pty.type(bytes)
                    guard let event = terminal.nextEvent(timeout: .seconds(5)).event else {
                        throw BenchmarkFailure(description: "ncurses read no key for \(step.name)")
                    }
                    guard event == .key(step.key) else {
                        throw BenchmarkFailure(description: "ncurses read \(event) for \(step.name)")
                    }
                    application.handle(event)
                    application.settle()
                    let elapsed = clock.now - start
                    let written = pty.drain(quiet: quiet).count
                    if cycle >= warmUp {
                        result.steps[index].latency.append(elapsed)
                        result.steps[index].bytes.append(written)
                    }
                    if cycle == 0 || cycle == warmUp + cycles - 1 {
                        try check(step, lines: application.lastFrame?.composed().lines ?? [])
                    }
                }
            }
            return result
        }
    }

    /// What the terminal sends for `key`: terminfo strings for cursor keys (keypad mode is on).
    private static func keyBytes(_ key: KeyEvent, terminal: NcursesTerminal) throws -> [UInt8] {
        switch key {
        case .enter: return [13]
        case .escape: return [27]
        case .down, .up:
            guard let bytes = terminal.terminfoString(key == .down ? "kcud1" : "kcuu1") else {
                throw BenchmarkFailure(description: "xterm-256color has no cursor key strings")
            }
            return bytes
        default:
            guard let character = key.printableCharacter else { throw BenchmarkFailure(description: "no bytes for \(key)") }
            return Array(String(character).utf8)
        }
    }

    private static func check(_ step: KeyStep, lines: [String]) throws {
        guard step.screenShows(lines) else {
            throw BenchmarkFailure(description: "after \(step.name) the screen is not as expected:\n" + lines.joined(separator: "\n"))
        }
    }
}
