import NcursesTerminal
import ShopDemo
import TerminalCore
import TerminalUI

/// The Shop on Home in an 80×24 pseudo terminal through ncurses (xterm-256color), as the
/// latency benchmarks drive it.
@MainActor
struct ShopOnPseudoTerminal {
    let pty: PseudoTerminal
    let terminal: NcursesTerminal
    let shop: ShopApp

    /// Starts the Shop on Home (after `answer`, the terminal's answer to the start-up probe,
    /// when given) and waits for its list, runs `body` with it, and gives the terminal back.
    static func run<Value>(answer: String? = nil, _ body: @MainActor (ShopOnPseudoTerminal) throws -> Value) throws -> Value {
        let pty = try PseudoTerminal(size: .reference)
        if let answer { pty.type(answer) }
        let terminal = NcursesTerminal(input: pty.slave, output: pty.slave, terminalType: "xterm-256color")
        let shop = ShopApp(terminal: terminal, clock: SystemClock(), latency: .varying(seed: 1))
        try terminal.start()
        defer { terminal.stop() }
        shop.start(route: .home)
        // Home's list loads from the demo's server: the walk starts once it is on screen.
        Application.runToCompletion { await shop.application.waitForWork() }
        _ = pty.drain(quiet: .milliseconds(100))
        return try body(ShopOnPseudoTerminal(pty: pty, terminal: terminal, shop: shop))
    }
}
