import Tape
import Testing

/// Turns a place in a tape into a Swift Testing `SourceLocation`.
enum TapeSourceLocation {
    /// The location of `location`'s file and line; nil when it names no file (an issue is then
    /// recorded at the test instead).
    static func of(_ location: TapeLocation) -> SourceLocation? {
        guard !location.file.isEmpty else { return nil }
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        // `#fileID` has the form MODULE/FILE; a tape belongs to no module, so it is "Tapes".
        return SourceLocation(fileID: "Tapes/\(name)", filePath: location.file,
                              line: max(1, location.line), column: max(1, location.column))
    }
}
