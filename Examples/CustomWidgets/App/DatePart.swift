/// The part of a `CalendarDate` a `DatePicker` changes.
public enum DatePart: Int, CaseIterable, Sendable {
    /// The year.
    case year
    /// The month.
    case month
    /// The day of the month.
    case day

    /// "year", "month" or "day".
    public var name: String {
        switch self {
        case .year: "year"
        case .month: "month"
        case .day: "day"
        }
    }
}
