import LCoordinatorLaunch
/// `--cast FILE`, `--screenshots DIR` and `--report DIR`: what a run writes for people to
/// watch. Shared by `TapeCommandLine` and `lcdemo`, so both take the same values and say the
/// same things.
package struct TapeOutputOptions: Hashable, Sendable {
    /// `--cast FILE`: the replayed tape, or the live session, as an asciicast v2 file.
    package var cast: String?
    /// `--screenshots DIR`: each `Screenshot "name"` as `DIR/name.svg`.
    package var screenshots: String?
    /// `--report DIR`: the results as `DIR/index.html`.
    package var report: String?

    /// - Parameters: see the properties.
    package init(cast: String? = nil, screenshots: String? = nil, report: String? = nil) {
        self.cast = cast
        self.screenshots = screenshots
        self.report = report
    }

    /// Checks the combination: `--screenshots` and `--report` go with a replay, and a cast
    /// records one tape.
    ///
    /// - Throws: the one-line usage error.
    package func validate(tapes: Int) throws(TapeCommandLineError) {
        if tapes == 0 {
            if screenshots != nil { throw TapeCommandLineError("--screenshots goes with --replay FILE.tape") }
            if report != nil { throw TapeCommandLineError("--report goes with --replay FILE.tape") }
        } else if cast != nil, tapes > 1 {
            throw TapeCommandLineError("--cast records one tape; replay one FILE.tape at a time with --cast")
        }
    }

    /// The error line when the cast's path is not a file that can be written (a directory, a
    /// device, a FIFO), checked before anything runs; nil when it can be.
    package func problem() -> String? {
        guard let cast else { return nil }
        do throws(TapeFileError) {
            _ = try FileSystem.regularFileTarget(of: cast)
        } catch {
            return error.description
        }
        return nil
    }
}
