/// The texts of a submitted form, by field id.
public struct FormValues: Hashable, Sendable {
    /// Every field's text, by id.
    public var texts: [String: String]

    /// Values holding `texts`.
    public init(_ texts: [String: String] = [:]) {
        self.texts = texts
    }

    /// The text of the field `id` ("" for an id the form has not).
    public subscript(id: String) -> String {
        texts[id] ?? ""
    }
}
