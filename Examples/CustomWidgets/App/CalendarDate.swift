import LCoordinator

/// A day of the Gregorian calendar, the value a `DatePicker` holds: a form field of one comes
/// back typed from `FormValues` (it is a `FormFieldValue`).
public struct CalendarDate: FormFieldValue, Comparable, CustomStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1 to the month's last.
    public let day: Int

    /// The date `year`-`month`-`day`, each clamped into its range (the 31st of April is the 30th).
    public init(year: Int, month: Int, day: Int) {
        self.year = min(max(year, 1), 9999)
        self.month = min(max(month, 1), 12)
        self.day = min(max(day, 1), Self.days(inMonth: self.month, of: self.year))
    }

    /// `2026-12-24`.
    public var description: String {
        let year = String(year)
        let month = month < 10 ? "0\(month)" : String(month)
        let day = day < 10 ? "0\(day)" : String(day)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-" + month + "-" + day
    }

    /// The date `amount` years, months or days later (earlier when negative): a month or a
    /// year keeps the day when the new month has it, else takes its last; days roll over months
    /// and years. Stays within the years 1...9999.
    public func adding(_ amount: Int, to part: DatePart) -> CalendarDate {
        switch part {
        case .year:
            return CalendarDate(year: year + amount, month: month, day: day)
        case .month:
            let months = (year * 12 + month - 1) + amount
            return CalendarDate(year: months / 12, month: months % 12 + 1, day: day)
        case .day:
            var date = self
            var left = amount
            while left != 0 {
                date = left > 0 ? date.nextDay : date.previousDay
                left += left > 0 ? -1 : 1
            }
            return date
        }
    }

    private var nextDay: CalendarDate {
        if day < Self.days(inMonth: month, of: year) { return CalendarDate(year: year, month: month, day: day + 1) }
        if month < 12 { return CalendarDate(year: year, month: month + 1, day: 1) }
        return year < 9999 ? CalendarDate(year: year + 1, month: 1, day: 1) : self
    }

    private var previousDay: CalendarDate {
        if day > 1 { return CalendarDate(year: year, month: month, day: day - 1) }
        if month > 1 { return CalendarDate(year: year, month: month - 1, day: Self.days(inMonth: month - 1, of: year)) }
        return year > 1 ? CalendarDate(year: year - 1, month: 12, day: 31) : self
    }

    /// The days of `month` in `year` (February has 29 in a leap year).
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
