import Tape

/// The files an interactive session writes (`--record`, `--log`, `--save-state`, `--cast`), checked before the terminal
/// is touched: only regular files (or new ones, or links to either) may be written, so a
/// device, a FIFO or a directory is refused with one line instead of being replaced.
enum OutputPaths {
    /// The error line for the first path that is not a regular file; nil when all may be written.
    static func problem(record: String?, log: String?, state: String? = nil, cast: String? = nil) -> String? {
        for path in [record, log, state, cast].compactMap(\.self) {
            do throws(TapeFileError) {
                _ = try FileSystem.regularFileTarget(of: path)
            } catch {
                return "lcdemo: \(error)"
            }
        }
        return nil
    }
}
