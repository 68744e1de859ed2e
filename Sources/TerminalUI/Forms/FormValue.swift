/// The value of one form field, whatever its kind.
public enum FormValue: Hashable, Sendable {
    /// The text of a text, secure or multi-line field.
    case text(String)
    /// The state of a switch or a checkbox.
    case flag(Bool)
    /// The index of the option chosen in a radio group or a select; nil for none.
    case choice(Int?)
    /// The number of a stepper.
    case number(Int)
    /// The value of an app's own control (a date, a colour), read back typed with its
    /// `FormKey` from `FormValues`.
    case custom(any FormFieldValue)

    /// The value as text: the text itself, `true`/`false`, the option's index, the number, or
    /// a custom value's description.
    public var text: String {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .choice(let index): index.map(String.init) ?? ""
        case .number(let number): String(number)
        case .custom(let value): String(describing: value)
        }
    }

    /// The custom value when it is a `Value`; nil otherwise.
    public func custom<Value: FormFieldValue>(as type: Value.Type) -> Value? {
        guard case .custom(let value) = self else { return nil }
        return value as? Value
    }

    /// Whether both are the same kind holding equal values (custom values compare as `AnyHashable`).
    public static func == (lhs: FormValue, rhs: FormValue) -> Bool {
        switch (lhs, rhs) {
        case (.text(let left), .text(let right)): left == right
        case (.flag(let left), .flag(let right)): left == right
        case (.choice(let left), .choice(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.custom(let left), .custom(let right)): AnyHashable(left) == AnyHashable(right)
        default: false
        }
    }

    /// Hashes the kind and the value, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .text(let text): hasher.combine(0); hasher.combine(text)
        case .flag(let flag): hasher.combine(1); hasher.combine(flag)
        case .choice(let index): hasher.combine(2); hasher.combine(index)
        case .number(let number): hasher.combine(3); hasher.combine(number)
        case .custom(let value): hasher.combine(4); hasher.combine(AnyHashable(value))
        }
    }
}

/// The type of an app's own form control's value (a date, a colour): a `FormField.control`
/// field holds it as `FormValue.custom`, and `FormValues` gives it back typed.
///
/// `Examples/CustomWidgets` declares its `CalendarDate` one, and reads a date back typed:
///
/// ```swift
/// public static let checkIn = FormKey<CalendarDate>("checkIn")
/// let checkIn: CalendarDate? = values[Booking.checkIn]
/// ```
public protocol FormFieldValue: Hashable, Sendable {}
