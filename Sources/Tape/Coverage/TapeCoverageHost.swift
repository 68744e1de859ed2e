/// A `TapeHost` that can say what its tapes cover: `--coverage`, `--coverage-min` and `--graph`
/// of `TapeCommandLine` work for it.
///
/// LCoordinator's `NavigationTapeHost` refines it and provides `makeCoverage()`; an app
/// conforms to that one rather than to this protocol directly.
///
/// ```swift
/// extension NotesHost: NavigationTapeHost {
///     var navigationMap: NavigationMap { NotesNavigationMap.map }
///     // …
/// }
/// ```
@MainActor
public protocol TapeCoverageHost: TapeHost {
    /// A fresh collector for one run: replay the tapes through it, then read its report.
    func makeCoverage() -> any TapeCoverage
}
