/// The name of a form field together with the type of its value, declared once and used both
/// to build the field and to read its value, so no field key is spelled twice.
///
/// ```swift
/// enum Compose {
///     static let to = FormKey<String>("to")
///     static let urgent = FormKey<Bool>("urgent")
/// }
/// let form = FormView([FormField(Compose.to, label: "To"), .toggle(Compose.urgent, label: "Urgent")])
/// form.onSubmit = { values in print(values[Compose.to], values[Compose.urgent]) }
/// ```
public struct FormKey<Value>: Hashable, Sendable {
    /// The field's id in `FormValues` (unique within a form).
    public let name: String

    /// The key of the field `name`.
    public init(_ name: String) {
        self.name = name
    }
}
