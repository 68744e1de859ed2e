#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NcursesTerminal
import ShopDemo
import TerminalCore
import TerminalUI

/// Esc → frame through ncurses on a pseudo terminal, answering the start-up probe like a
/// terminal that speaks the kitty keyboard protocol (Esc arrives as `CSI 27 u`) and like one
/// that does not (Esc is a lone byte, held for ESCDELAY to tell it from a sequence); Down on
/// the same screens as the reference of "any other key".
@MainActor
enum EscapeLatencyBenchmark {
    struct Result {
        /// `kitty protocol` or `legacy (ESCDELAY 25 ms)`.
        let name: String
        /// Whether the terminal ended up in kitty mode (checked, not assumed).
        let kittyActive: Bool
        var escape = Samples()
        var down = Samples()
    }

    static func run(cycles: Int, warmUp: Int) throws -> [Result] {
        [try measure(name: "kitty protocol (`CSI 27 u`)", answer: "\u{1B}[?0u\u{1B}[?62;22c", escape: Array("\u{1B}[27u".utf8),
                     cycles: cycles, warmUp: warmUp),
         try measure(name: "legacy (a lone Esc byte, ESCDELAY 25 ms)", answer: "\u{1B}[?62;22c", escape: [27],
                     cycles: cycles, warmUp: warmUp)]
    }

    /// Opens Product 1 (untimed) and goes back with Esc (timed), `warmUp + cycles` times; then
    /// times Down on Home the same number of times.
    private static func measure(name: String, answer: String, escape: [UInt8], cycles: Int, warmUp: Int) throws -> Result {
        try ShopOnPseudoTerminal.run(answer: answer) { setup in
            let (pty, terminal, shop) = (setup.pty, setup.terminal, setup.shop)
            // The answer to the keyboard protocol query is read with the keys: no key is waiting.
            guard terminal.nextEvent(timeout: .milliseconds(100)) == .timeout else {
                throw BenchmarkFailure(description: "\(name): the terminal's answer was read as an event")
            }
            _ = pty.drain(quiet: .milliseconds(20))
            let expectsKitty = escape.count > 1
            guard terminal.isKittyKeyboardActive == expectsKitty else {
                throw BenchmarkFailure(description: "\(name): kitty mode is \(terminal.isKittyKeyboardActive ? "on" : "off")")
            }
            var result = Result(name: name, kittyActive: terminal.isKittyKeyboardActive)
            let application = shop.application
            let clock = ContinuousClock()

            @MainActor func step(_ bytes: [UInt8], expecting key: KeyEvent) throws -> Duration {
                let start = clock.now
                pty.type(bytes)
                guard let event = terminal.nextEvent(timeout: .seconds(5)).event, event == .key(key) else {
                    throw BenchmarkFailure(description: "\(name): ncurses did not read \(key)")
                }
                application.handle(event)
                application.settle()
                let elapsed = clock.now - start
                _ = pty.drain(quiet: .milliseconds(5))
                return elapsed
            }

            for cycle in 0..<(warmUp + cycles) {
                _ = try step([13], expecting: .enter)
                guard application.window.visibleViewController?.title == "Product 1" else {
                    throw BenchmarkFailure(description: "\(name): Enter did not open Product 1")
                }
                let elapsed = try step(escape, expecting: .escape)
                guard application.window.visibleViewController?.title == "Home" else {
                    throw BenchmarkFailure(description: "\(name): Esc did not go back to Home")
                }
                if cycle >= warmUp { result.escape.append(elapsed) }
            }
            let down = terminal.terminfoString("kcud1") ?? Array("\u{1B}OB".utf8)
            let up = terminal.terminfoString("kcuu1") ?? Array("\u{1B}OA".utf8)
            for cycle in 0..<(warmUp + cycles) {
                let elapsed = try step(down, expecting: .down)
                _ = try step(up, expecting: .up)
                if cycle >= warmUp { result.down.append(elapsed) }
            }
            return result
        }
    }
}
