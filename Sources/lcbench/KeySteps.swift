import TerminalCore

/// One key of the benchmark's walk through the Shop app, and what the screen shows after it.
struct KeyStep {
    let name: String
    let key: KeyEvent
    /// Checked after the step (outside the timing): the walk must do what it says.
    let screenShows: @Sendable ([String]) -> Bool

    /// A cycle from Home back to Home: every typical step once.
    static let cycle: [KeyStep] = [
        KeyStep(name: "unchanged (an unbound key)", key: .char("x")) { title(of: $0) == "Home" },
        KeyStep(name: "list move (Down)", key: .down) { title(of: $0) == "Home" },
        KeyStep(name: "list move (Up)", key: .up) { title(of: $0) == "Home" },
        KeyStep(name: "push (Enter: Product 1)", key: .enter) { title(of: $0) == "Product 1" },
        KeyStep(name: "pop (Esc)", key: .escape) { title(of: $0) == "Home" },
        KeyStep(name: "sheet open (s: Settings)", key: .char("s")) { $0.contains { $0.contains("Step 1 of 3") } },
        KeyStep(name: "sheet close (Esc)", key: .escape) { !$0.contains { $0.contains("Step 1 of 3") } },
        KeyStep(name: "tab switch (2: Orders)", key: .char("2")) { title(of: $0) == "Orders" },
        KeyStep(name: "tab switch (1: Home)", key: .char("1")) { title(of: $0) == "Home" },
    ]

    /// The navigation bar's title on row 0.
    static func title(of lines: [String]) -> String {
        guard let first = lines.first else { return "" }
        let text = first.replacing("‹ Esc", with: "")
        return String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
}
