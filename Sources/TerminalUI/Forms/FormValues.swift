/// The values of a submitted form, by field id; read them typed with the fields' `FormKey`s.
public struct FormValues: Hashable, Sendable {
    /// Every field's value, by id.
    public var values: [String: FormValue]

    /// Every field's value as text, by id (see `FormValue.text`).
    public var texts: [String: String] { values.mapValues(\.text) }

    /// Values holding `texts`, each as a text value.
    public init(_ texts: [String: String] = [:]) {
        self.values = texts.mapValues(FormValue.text)
    }

    /// Values holding `values`.
    public init(values: [String: FormValue]) {
        self.values = values
    }

    /// The text of the field `id` ("" for an id the form has not).
    public subscript(id: String) -> String {
        values[id]?.text ?? ""
    }

    /// The text of a text, secure or multi-line field ("" for a key the form has not).
    public subscript(key: FormKey<String>) -> String {
        guard case .text(let text)? = values[key.name] else { return "" }
        return text
    }

    /// The state of a switch or a checkbox (false for a key the form has not).
    public subscript(key: FormKey<Bool>) -> Bool {
        guard case .flag(let flag)? = values[key.name] else { return false }
        return flag
    }

    /// The number of a stepper (0 for a key the form has not).
    public subscript(key: FormKey<Int>) -> Int {
        guard case .number(let number)? = values[key.name] else { return 0 }
        return number
    }

    /// The case chosen in a radio group or a select built from `Choice.allCases`; nil when
    /// none is chosen or the form has not the key.
    public subscript<Choice: CaseIterable>(key: FormKey<Choice>) -> Choice? {
        guard case .choice(let index?)? = values[key.name] else { return nil }
        let cases = Array(Choice.allCases)
        return cases.indices.contains(index) ? cases[index] : nil
    }

    /// The value of an app's own control (see `FormField.control(_:label:value:validate:_:)`);
    /// nil when the form has not the key or holds a value of another type.
    public subscript<Value: FormFieldValue>(key: FormKey<Value>) -> Value? {
        values[key.name]?.custom(as: Value.self)
    }
}
