extension ListView {
    /// Keeps `items` equal to what `rows` makes: now, and again each time an observable model
    /// it reads changes (Observation). Unlike `itemsProvider`, the rows are stored, so a
    /// selection move redraws only the rows it changed.
    ///
    /// ```swift
    /// list.bindItems { [weak viewModel] in (viewModel?.products ?? []).map { ListItem($0.name) } }
    /// ```
    public func bindItems(to rows: @escaping @MainActor () -> [ListItem]) {
        observe(self, { _ in rows() }) { list, items in list.items = items }
    }
}
