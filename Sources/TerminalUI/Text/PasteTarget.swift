/// A view that takes a bracketed paste while it is the first responder (a text field, a text
/// area), as one edit.
@MainActor
protocol PasteTarget: AnyObject {
    /// Inserts `text` at the cursor as one edit.
    func paste(_ text: String)
}

extension TextField: PasteTarget {}
