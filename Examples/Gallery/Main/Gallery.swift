import GalleryKit
import LCoordinatorTapes
import NcursesTerminal

/// `swift run Gallery` runs it in this terminal; `--replay Examples/Gallery/Tapes/*.tape`
/// replays its tapes headless; `--coverage` and `--graph mermaid` work too.
@main
struct Gallery {
    @MainActor static func main() {
        TapeCommandLine.main(host: GalleryHost(), terminal: NcursesTerminal())
    }
}
