import Observation

extension ListView {
    /// Keeps `items` equal to what `rows` makes: now, and again each time an observable model
    /// it reads changes (Observation). Unlike `itemsProvider`, the rows are stored, so a
    /// selection move redraws only the rows it changed.
    ///
    /// ```swift
    /// list.bindItems { [weak viewModel] in (viewModel?.products ?? []).map { ListItem($0.name) } }
    /// ```
    public func bindItems(to rows: @escaping @MainActor () -> [ListItem]) {
        items = withObservationTracking(rows) { [weak self] in
            // Called before the change is made, on the thread that makes it: read the new rows
            // on the main actor, after it.
            Task { @MainActor [weak self] in self?.bindItems(to: rows) }
        }
    }
}
