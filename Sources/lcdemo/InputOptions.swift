import ArgumentParser

/// `--no-mouse`, `--accessible` and `--pace`: how lcdemo takes input and shows focus.
struct InputOptions: ParsableArguments {
    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (its own text selection): no clicks or wheel in the app; with --replay, the app ignores the tapes' mouse commands.")
    var noMouse = false

    @Flag(help: "Keep the hardware cursor on the focused control (braille displays and screen magnifiers follow it).")
    var accessible = false

    @Option(help: ArgumentHelp("With --replay --tty: wait MS milliseconds before each key (default 120).", valueName: "MS"))
    var pace: Int?

    /// The wait before each key of a `--tty` replay.
    var paceDuration: Duration { .milliseconds(pace ?? 120) }

    func validate() throws {
        if let pace, !(0...10_000).contains(pace) {
            throw ValidationError("--pace takes milliseconds from 0 to 10000, not \(pace)")
        }
    }
}
