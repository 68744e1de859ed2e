/// What the store picker asks of its coordinator: hand back the store picked.
@MainActor
protocol StorePickerNavigationDelegate: AnyObject {
    func didPick(_ store: Store)
}
