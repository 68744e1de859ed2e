import TerminalCore
import TerminalUI

/// Replays a tape against an app and checks its expectations.
///
/// Each tape gets a fresh session on a terminal of the tape's `Size` and a `VirtualClock`: keys take
/// the real input path, `Sleep` only moves the virtual clock, so a replay never waits. A tape stops
/// at its first failure; a missing golden screen fails unless `updateSnapshots` is set.
///
/// ```swift
/// let runner = TapeRunner(host: ShopTapeHost(), options: .init(updateSnapshots: false))
/// let result = runner.run(try Tape.parse(contentsOf: "demo-scripts/product.tape"))
/// ```
@MainActor
public struct TapeRunner {
    /// Where snapshots live and whether they are rewritten.
    public struct Options: Hashable, Sendable {
        /// The directory of snapshot files; nil for `snapshots/` next to each tape
        /// (`demo-scripts/snapshots/` for `demo-scripts/home.tape`).
        public var snapshotDirectory: String?
        /// Writes snapshot files instead of comparing them (`--update-snapshots`).
        public var updateSnapshots: Bool
        /// A cast of the replay, and pictures of named screenshots (with several tapes, the
        /// cast is the last one's).
        public var outputs: TapeOutputs
        /// How long each step waits, in real time, for the app's owned tasks (`task(_:)`) to end
        /// or to sleep on the application's clock; `defaultWorkTimeout` (60 s) unless set. A task
        /// still busy then fails the step, naming the task and the bound, on the screen of that
        /// moment: a replay never reads a screen its owned work has not finished drawing.
        public var workTimeout: Duration

        /// A minute: long enough for a debug build loading a large file on a busy machine (tests
        /// in parallel on two cores), short enough that a task stuck for good fails the tape.
        public static let defaultWorkTimeout = Duration.seconds(60)

        /// Snapshots next to each tape (`snapshots/`) unless `snapshotDirectory` is set.
        public init(snapshotDirectory: String? = nil, updateSnapshots: Bool = false, outputs: TapeOutputs = TapeOutputs()) {
            self.snapshotDirectory = snapshotDirectory
            self.updateSnapshots = updateSnapshots
            self.outputs = outputs
            self.workTimeout = Self.defaultWorkTimeout
        }
    }

    /// Builds the app of each tape.
    public var host: any TapeHost
    /// The snapshot directory and whether snapshots are updated.
    public var options: Options
    /// Builds the terminal of each tape at the tape's size: headless by default; the seam for
    /// a replay shown in a live terminal (`--tty`, see `ReplayTerminal`).
    public var makeTerminal: @MainActor (Size) -> any ReplayTerminal

    /// The parser for the host's routes.
    public var parser: TapeParser { TapeParser(routes: host.routes) }

    /// - Parameters:
    ///   - host: builds a fresh app for each tape.
    ///   - options: the snapshot directory and whether snapshots are updated.
    ///   - makeTerminal: the terminal of each tape, built at the tape's `Size`.
    public init(host: any TapeHost, options: Options = Options(),
                makeTerminal: @escaping @MainActor (Size) -> any ReplayTerminal = { HeadlessTerminal(size: $0) }) {
        self.host = host
        self.options = options
        self.makeTerminal = makeTerminal
    }

    /// Replays `tape` on a fresh app.
    ///
    /// - Returns: the result; it has a failure when a step did not hold (the tape stopped there).
    ///
    /// The app's asynchronous work (owned tasks, main-actor jobs) settles after each step, so
    /// the replay suspends: call it from `async` code (a test) or, from a synchronous `main`,
    /// use `runToCompletion(_:)`. An owned task still busy after `options.workTimeout` fails
    /// the step and names it.
    public func run(_ tape: Tape) async -> TapeResult {
        await TapeReplay(tape: tape, snapshotDirectory: snapshotDirectory(for: tape), updateSnapshots: options.updateSnapshots,
                         output: options.outputs, terminal: makeTerminal(tape.size), workTimeout: options.workTimeout).run(host: host)
    }

    /// Reads, parses (with the host's routes) and replays the tape at `path`.
    ///
    /// - Throws: the tape's first `TapeError` when it is malformed; no step runs then.
    public func run(contentsOf path: String) async throws(TapeError) -> TapeResult {
        let tape = try parser.parse(contentsOf: path)
        return await run(tape)
    }

    /// Replays `tape` from a synchronous `main` (a command line), running the main queue while
    /// the app's work settles.
    package func runToCompletion(_ tape: Tape) -> TapeResult {
        Application.runToCompletion { await self.run(tape) }
    }

    /// The directory snapshots of `tape` are read from and written to.
    public func snapshotDirectory(for tape: Tape) -> String {
        options.snapshotDirectory ?? FileSystem.join(FileSystem.directory(of: tape.path), "snapshots")
    }
}
