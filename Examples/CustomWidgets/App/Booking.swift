import LCoordinator

/// The booking form's fields, each key declared once with the type of its value.
public enum Booking {
    /// The first night, a `DatePicker` field.
    public static let checkIn = FormKey<CalendarDate>("checkIn")
    /// How many nights.
    public static let nights = FormKey<Int>("nights")
    /// The date the form starts at.
    public static let firstDate = CalendarDate(year: 2026, month: 12, day: 24)
}
