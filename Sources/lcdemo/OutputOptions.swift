import ArgumentParser
import Tape

/// `--cast`, `--screenshots` and `--report`: what a run writes for people to watch. Checks
/// and writing are `TapeOutputOptions`', shared with `TapeCommandLine`.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write the session, or the one tape replayed (at its virtual times), as an asciicast v2 file.", valueName: "FILE"))
    var cast: String?

    @Option(help: ArgumentHelp("With --replay: write each Screenshot \"name\" as the picture DIR/name.svg.", valueName: "DIR"))
    var screenshots: String?

    @Option(help: ArgumentHelp("With --replay: write the results as DIR/index.html, with the failing steps and the expected and actual screens.", valueName: "DIR"))
    var report: String?

    /// The options as `TapeCommandLine` holds them.
    var shared: TapeOutputOptions { TapeOutputOptions(cast: cast, screenshots: screenshots, report: report) }
}
