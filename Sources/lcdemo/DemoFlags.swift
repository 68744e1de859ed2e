import Tape
import TerminalCore

/// lcdemo's own flags, read by `TapeCommandLineOptions` beside the shared ones.
enum DemoFlags {
    /// Every flag of lcdemo's own, the fuzzer's included.
    static let all: [TapeCommandLineFlag] = [
        .init("--size", value: "COLSxROWS", mode: .live, tapeCommand: "Size", help: "lay out at COLSxROWS instead of the whole terminal",
              check: { TapeSyntax.size(parsing: $0) == nil ? DemoFlags.sizeProblem($0) : nil }),
        .init("--no-color", mode: .live, help: "no colours (also when NO_COLOR is set)"),
        .init("--log", value: "FILE", mode: .live, writesFile: true, help: "write a navigation log to FILE"),
        .init("--no-mouse", help: "leave the mouse to the terminal (its own text selection): no clicks or wheel in the app; with --replay, the app ignores the tapes' mouse commands"),
        .init("--accessible", help: "keep the hardware cursor on the focused control (braille displays and screen magnifiers follow it)"),
        .init("--version", mode: .own, help: "print the version"),
    ] + FuzzOptions.flags

    /// The one-line usage error for a `--size` that is not `COLSxROWS`.
    static func sizeProblem(_ text: String) -> String {
        "--size expects COLSxROWS such as 80x24 (each 1…\(TapeSyntax.maximumSide)); got '\(PrintableText.escaping(text))'"
    }

    /// The help's words around the flags.
    static let about = [
        "The Shop demo of LCoordinator for the terminal, and its tape replays. Live, it starts at",
        "onboarding: Esc goes back, ? shows every key, : opens a deep link, F12 shows the coordinator",
        "tree, q quits.",
    ]

    /// The synopsis lines of lcdemo's own modes.
    static let usage = [
        "--fuzz N [--seed S] [--fuzz-jobs N] [--fuzz-seconds SECONDS] [--fuzz-out DIR] [--fuzz-...]",
        "--version | --help",
    ]

    /// The exit codes besides the shared ones.
    static let exitCodes = "128+n ended by signal n (143 for SIGTERM)"
}
