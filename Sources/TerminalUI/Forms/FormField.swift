/// One labelled text field of a `FormView`: what it asks for, and how its text is checked.
///
/// ```swift
/// FormField("to", label: "To", placeholder: "name@example.com") { $0.contains("@") ? nil : "Needs an @" }
/// ```
public struct FormField {
    /// The key of this field's text in `FormValues`.
    public var id: String
    /// The label shown before the field.
    public var label: String
    /// The text the field starts with.
    public var text: String
    /// Shown while the field is empty.
    public var placeholder: String
    /// Shows bullets instead of the text.
    public var isSecure: Bool
    /// At most this many characters are accepted.
    public var maxLength: Int
    /// The message shown next to the field when `text` is not acceptable; nil when it is.
    public var validate: @MainActor (String) -> String?

    /// A field whose text is always acceptable unless `validate` says otherwise.
    public init(_ id: String, label: String, text: String = "", placeholder: String = "", isSecure: Bool = false,
                maxLength: Int = 256, validate: @escaping @MainActor (String) -> String? = { _ in nil }) {
        self.id = id
        self.label = label
        self.text = text
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.maxLength = maxLength
        self.validate = validate
    }

    /// A field that must not be empty (spaces alone count as empty); `message` says so.
    public static func required(_ id: String, label: String, text: String = "", placeholder: String = "",
                                isSecure: Bool = false, message: String = "Required") -> FormField {
        FormField(id, label: label, text: text, placeholder: placeholder, isSecure: isSecure) { text in
            text.allSatisfy(\.isWhitespace) ? message : nil
        }
    }
}
