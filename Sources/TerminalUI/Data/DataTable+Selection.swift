import TerminalCore

// The selection and the table's state as code sets them (what the keys do, without `onChange`).
extension DataTable {
    /// The selected row, in display order (after sorting and filtering); 0 while no row shows.
    /// Set from code, it is clamped to the rows shown, scrolled into view and redrawn, and
    /// `onChange` is not called (`select(_:)` moves it as the user would).
    public var selectedIndex: Int {
        get { selectedRow }
        set {
            let count = displayedRowCount
            selectedRow = count > 0 ? max(0, min(count - 1, newValue)) : 0
            scrollToCursor(count: count)
            setNeedsRedraw()
        }
    }

    /// What a user can change of the table, as one value to save and apply again: the selected
    /// row, the sort and the filter's text.
    public var state: State {
        get {
            State(selectedIndex: selectedIndex, sortColumn: sortOrder?.column,
                  ascending: sortOrder?.ascending ?? true, filterText: filterText)
        }
        set { apply(newValue) }
    }

    /// Sorts and filters as `state` says, then selects its row (clamped), without calling
    /// `onChange`. A nil sort column, or one the table lacks or cannot sort by, leaves the
    /// order as it is; a table of more rows than `rowsPerSlice` sorts and filters in slices, and the
    /// selected row stays on its screen row meanwhile (see `sort(byColumn:ascending:)`).
    public func apply(_ state: State) {
        if let column = state.sortColumn, columns.indices.contains(column), columns[column].isSortable,
           sortOrder.map({ $0.column != column || $0.ascending != state.ascending }) ?? true {
            sort(byColumn: column, ascending: state.ascending)
        }
        if filterText != state.filterText {
            if state.filterText.isEmpty { clearFilter() } else { filterText = state.filterText }
        }
        selectedIndex = state.selectedIndex
    }
}
