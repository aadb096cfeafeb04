/// A date field's value: the day, month and year typed, in the calendar the field shows, and
/// once they are a date, the Gregorian date they are.
///
/// ```swift
/// let field = try DateFieldFormatter(locale: "fa_IR")
/// let date = field.value(raw: "14050904")      // ۱۴۰۵/۰۹/۰۴ in the Persian calendar
/// date?.gregorian?.description                  // "2026-11-25"
/// date?.year                                    // 1405
/// date?.validation                              // .valid
/// ```
public struct TypedDate: Sendable, Hashable, CustomStringConvertible {
    /// The day of the month, once both its digits are typed.
    public let day: Int?
    /// The month, once both its digits are typed.
    public let month: Int?
    /// The year, once its four digits are typed.
    public let year: Int?
    /// The calendar the day, month and year are in, as ICU names it (`gregorian`, `persian`).
    public let calendar: String
    /// The date in the Gregorian calendar, when the fields are a date.
    public let gregorian: GregorianDate?
    /// The verdict for inline validation.
    public let validation: DateValidation

    /// The Gregorian date as ISO 8601 writes it (`2026-11-25`) when the fields are a date; else
    /// the fields typed in ISO order, `?` for each digit not typed (`????-0?-15`).
    public var description: String {
        if let gregorian { return gregorian.description }
        return "\(partial.year)-\(partial.month)-\(partial.day)"
    }

    /// The digits typed of each field, `?` for those not typed.
    let partial: (year: String, month: String, day: String)

    init(partial: (year: String, month: String, day: String), calendar: String, numbers: (day: Int?, month: Int?, year: Int?),
         gregorian: GregorianDate?, validation: DateValidation) {
        self.partial = partial
        self.calendar = calendar
        (day, month, year) = numbers
        self.gregorian = gregorian
        self.validation = validation
    }

    public static func == (lhs: TypedDate, rhs: TypedDate) -> Bool {
        lhs.description == rhs.description && lhs.calendar == rhs.calendar && lhs.validation == rhs.validation
            && (lhs.year, lhs.month, lhs.day) == (rhs.year, rhs.month, rhs.day)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(calendar)
        hasher.combine(validation)
    }
}

/// How far a typed date is from valid, ready for an inline validation message.
///
/// ```swift
/// DateValidation.beforeMinimum.rawValue   // "before-minimum"
/// ```
public enum DateValidation: String, Sendable, Hashable {
    /// Day, month and year not all typed.
    case incomplete
    /// Typed in full, but no date: a day the month does not have (31 April, 29 February outside
    /// leap years), a month 13 or a day 00 left by a paste or a deletion (typing refuses them).
    case invalid
    /// Before the field's minimum.
    case beforeMinimum = "before-minimum"
    /// After the field's maximum.
    case afterMaximum = "after-maximum"
    /// A date within the field's range.
    case valid
}
