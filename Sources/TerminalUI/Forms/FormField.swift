/// One labelled field of a `FormView`: what it asks for, the control that asks, and how its
/// value is checked. Build it with a `FormKey`, so the same key reads the value back typed.
///
/// ```swift
/// enum Checkout {
///     static let name = FormKey<String>("name")
///     static let giftWrap = FormKey<Bool>("giftWrap")
///     static let quantity = FormKey<Int>("quantity")
/// }
/// let fields: [FormField] = [
///     .required(Checkout.name, label: "Name"),
///     .toggle(Checkout.giftWrap, label: "Gift wrap"),
///     .number(Checkout.quantity, label: "Quantity", value: 1, range: 1...10),
/// ]
/// ```
public struct FormField {
    /// The control a field shows.
    public enum Kind: Sendable {
        /// A one-line text field.
        case text
        /// A one-line text field that never draws its characters.
        case secure
        /// A multi-line text area `lines` rows tall.
        case multiline(lines: Int)
        /// An on/off switch.
        case toggle
        /// A checkbox.
        case checkbox
        /// One of `options`, each on its own row.
        case radio(options: [String])
        /// One of `options`, in a list that opens under the field.
        case select(options: [String])
        /// A whole number in `range`, changed by `step`.
        case number(range: ClosedRange<Int>, step: Int)
        /// The control `make` makes: an app's own (see `FormControl`).
        case control(@MainActor @Sendable () -> any FormControl)
    }

    /// The key of this field's value in `FormValues`.
    public var id: String
    /// The label shown before the field.
    public var label: String
    /// The control the field shows.
    public var kind: Kind
    /// The value the field starts with.
    public var initialValue: FormValue
    /// Shown while a text field is empty.
    public var placeholder: String
    /// At most this many characters are accepted by a text field.
    public var maxLength: Int
    /// The message shown under the field when its value is not acceptable; nil when it is.
    public var check: @MainActor (FormValue) -> String?

    /// The text the field starts with ("" for a field that is not text).
    public var text: String {
        guard case .text(let text) = initialValue else { return "" }
        return text
    }

    /// Whether the field draws bullets instead of its text.
    public var isSecure: Bool {
        guard case .secure = kind else { return false }
        return true
    }

    /// A field of any kind; the other initializers and factories are the usual shapes.
    public init(id: String, label: String, kind: Kind, initialValue: FormValue, placeholder: String = "", maxLength: Int = 256,
                check: @escaping @MainActor (FormValue) -> String? = { _ in nil }) {
        self.id = id
        self.label = label
        self.kind = kind
        self.initialValue = initialValue
        self.placeholder = placeholder
        self.maxLength = maxLength
        self.check = check
    }

    /// A text field whose text is always acceptable unless `validate` says otherwise.
    public init(_ id: String, label: String, text: String = "", placeholder: String = "", isSecure: Bool = false,
                maxLength: Int = 256, validate: @escaping @MainActor (String) -> String? = { _ in nil }) {
        self.init(id: id, label: label, kind: isSecure ? .secure : .text, initialValue: .text(text), placeholder: placeholder,
                  maxLength: maxLength) { validate($0.text) }
    }

    /// A text field for `key`, acceptable unless `validate` says otherwise.
    public init(_ key: FormKey<String>, label: String, text: String = "", placeholder: String = "", isSecure: Bool = false,
                maxLength: Int = 256, validate: @escaping @MainActor (String) -> String? = { _ in nil }) {
        self.init(key.name, label: label, text: text, placeholder: placeholder, isSecure: isSecure, maxLength: maxLength, validate: validate)
    }

    /// A text field that must not be empty (spaces alone count as empty); `message` says so.
    public static func required(_ id: String, label: String, text: String = "", placeholder: String = "",
                                isSecure: Bool = false, message: String = "Required") -> FormField {
        FormField(id, label: label, text: text, placeholder: placeholder, isSecure: isSecure) { text in
            text.allSatisfy(\.isWhitespace) ? message : nil
        }
    }

    /// A text field for `key` that must not be empty (spaces alone count as empty).
    public static func required(_ key: FormKey<String>, label: String, text: String = "", placeholder: String = "",
                                isSecure: Bool = false, message: String = "Required") -> FormField {
        required(key.name, label: label, text: text, placeholder: placeholder, isSecure: isSecure, message: message)
    }

    /// A secure text field for `key`: it draws a bullet for each character, never the text.
    ///
    /// `text` is its initial value, as its siblings take it. Never fill it from saved state, and
    /// never save it: a secret in a state file is a secret on disk (see `NavigationState`).
    public static func secure(_ key: FormKey<String>, label: String, text: String = "", placeholder: String = "", maxLength: Int = 256,
                              validate: @escaping @MainActor (String) -> String? = { _ in nil }) -> FormField {
        FormField(key, label: label, text: text, placeholder: placeholder, isSecure: true, maxLength: maxLength, validate: validate)
    }

    /// A multi-line text area for `key`, `lines` rows tall (see `TextArea`).
    public static func multiline(_ key: FormKey<String>, label: String, text: String = "", lines: Int = 3, maxLength: Int = 100_000,
                                 validate: @escaping @MainActor (String) -> String? = { _ in nil }) -> FormField {
        FormField(id: key.name, label: label, kind: .multiline(lines: max(1, lines)), initialValue: .text(text), maxLength: maxLength) {
            validate($0.text)
        }
    }

    /// An on/off switch for `key`.
    public static func toggle(_ key: FormKey<Bool>, label: String, value: Bool = false,
                              validate: @escaping @MainActor (Bool) -> String? = { _ in nil }) -> FormField {
        FormField(id: key.name, label: label, kind: .toggle, initialValue: .flag(value)) { validate($0 == .flag(true)) }
    }

    /// A checkbox for `key` (a box that must be checked: `validate: { $0 ? nil : "Accept the terms" }`).
    public static func checkbox(_ key: FormKey<Bool>, label: String, value: Bool = false,
                                validate: @escaping @MainActor (Bool) -> String? = { _ in nil }) -> FormField {
        FormField(id: key.name, label: label, kind: .checkbox, initialValue: .flag(value)) { validate($0 == .flag(true)) }
    }

    /// A radio group for `key` of every case of `Choice`, `selected` chosen (nil: none).
    public static func radio<Choice: CaseIterable & CustomStringConvertible & Equatable>(
        _ key: FormKey<Choice>, label: String, selected: Choice? = nil,
        validate: @escaping @MainActor (Choice?) -> String? = { _ in nil }
    ) -> FormField {
        choice(key, label: label, selected: selected, validate: validate) { .radio(options: $0) }
    }

    /// A select for `key` of every case of `Choice`, `selected` chosen (nil: none, so a
    /// `validate` like `{ $0 == nil ? "Choose one" : nil }` makes it required).
    public static func select<Choice: CaseIterable & CustomStringConvertible & Equatable>(
        _ key: FormKey<Choice>, label: String, selected: Choice? = nil,
        validate: @escaping @MainActor (Choice?) -> String? = { _ in nil }
    ) -> FormField {
        choice(key, label: label, selected: selected, validate: validate) { .select(options: $0) }
    }

    private static func choice<Choice: CaseIterable & CustomStringConvertible & Equatable>(
        _ key: FormKey<Choice>, label: String, selected: Choice?, validate: @escaping @MainActor (Choice?) -> String?,
        kind: ([String]) -> Kind
    ) -> FormField {
        let cases = Array(Choice.allCases)
        let index = selected.flatMap { chosen in cases.firstIndex { $0 == chosen } }
        return FormField(id: key.name, label: label, kind: kind(cases.map(\.description)), initialValue: .choice(index)) { value in
            let cases = Array(Choice.allCases)
            guard case .choice(let index?) = value, cases.indices.contains(index) else { return validate(nil) }
            return validate(cases[index])
        }
    }

    /// A stepper for `key`: a whole number in `range`, changed by `step`.
    public static func number(_ key: FormKey<Int>, label: String, value: Int, range: ClosedRange<Int>, step: Int = 1,
                              validate: @escaping @MainActor (Int) -> String? = { _ in nil }) -> FormField {
        FormField(id: key.name, label: label, kind: .number(range: range, step: max(1, step)),
                  initialValue: .number(min(max(value, range.lowerBound), range.upperBound))) { value in
            guard case .number(let number) = value else { return nil }
            return validate(number)
        }
    }

    /// A field of an app's own control for `key`, starting at `value`: `make` makes the
    /// control (a `FormControl`), and `FormValues` gives the value back typed.
    ///
    /// ```swift
    /// .control(Booking.checkIn, label: "Check-in", value: Booking.firstDate,
    ///          validate: { $0 < Booking.firstDate ? "Pick \(Booking.firstDate) or later" : nil }) { DatePicker() },
    /// ```
    public static func control<Value: FormFieldValue>(_ key: FormKey<Value>, label: String, value: Value,
                                                      validate: @escaping @MainActor (Value) -> String? = { _ in nil },
                                                      _ make: @escaping @MainActor @Sendable () -> any FormControl) -> FormField {
        FormField(id: key.name, label: label, kind: .control(make), initialValue: .custom(value)) { value in
            guard let typed = value.custom(as: Value.self) else { return nil }
            return validate(typed)
        }
    }
}
