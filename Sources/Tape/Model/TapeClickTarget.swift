import TerminalCore

/// Where a tape's `Click` goes: the first on-screen match of a text, or a cell.
public enum TapeClickTarget: Hashable, Sendable {
    /// `Click "Orders"`: the first cell of the first match, top-most layer first, then row by row.
    case text(String)
    /// `Click 10 5`: the cell at column 10, row 5 (both counted from 0 at the top-left corner).
    case position(Point)
}
