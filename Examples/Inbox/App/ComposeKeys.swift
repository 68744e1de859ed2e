import TerminalUI

/// The compose form's fields: each key names a field and the type of its value once, for the
/// form that asks and for the draft made of its values.
enum ComposeKeys {
    static let to = FormKey<String>("to")
    static let subject = FormKey<String>("subject")
    static let body = FormKey<String>("body")
    /// The search prompt's one field.
    static let query = FormKey<String>("query")
}
