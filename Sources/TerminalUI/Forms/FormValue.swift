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

    /// The value as text: the text itself, `true`/`false`, the option's index, or the number.
    public var text: String {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .choice(let index): index.map(String.init) ?? ""
        case .number(let number): String(number)
        }
    }
}
