/// A date field's value: the day, month and year typed, in the calendar the field shows, and
/// once they are a date, the Gregorian date they are.
///
/// ```swift
/// let field = try DateFieldFormatter(locale: "fa_IR")
/// let date = field.value(raw: "14050904")      // ۱۴۰۵/۰۹/۰۴ in the Persian calendar
/// date?.gregorian?.description                  // "2026-11-25"
/// date?.year                                    // 1405
/// date?.validation                              // .valid
///
/// let card = try DateFieldFormatter(locale: "en_US", pattern: "MM/yy")
/// let month = card.value(raw: "1126")          // 11/26
/// month?.parts                                  // .yearMonth
/// month?.year                                   // 2026
/// month?.day                                    // nil
/// month?.description                            // "2026-11"
/// ```
public struct TypedDate: Sendable, Hashable, CustomStringConvertible, ValidatedValue {
    /// Which parts a field's value has: a day, a month and a year (a date), or a month and a year
    /// alone (`MM/yy`, a card's expiry; `y-MM`, a billing period), which is no date.
    public enum Parts: String, Sendable, Hashable {
        /// A day, a month and a year: ``TypedDate/gregorian`` is the date once they are one.
        case yearMonthDay = "year-month-day"
        /// A month and a year: ``TypedDate/day`` and ``TypedDate/gregorian`` are always `nil`.
        case yearMonth = "year-month"
    }

    /// The parts the field's pattern has.
    public let parts: Parts
    /// The day of the month, once both its digits are typed; always `nil` for a month and a year.
    public let day: Int?
    /// The month, once both its digits are typed.
    public let month: Int?
    /// The whole year (`2026`), once its digits are typed: four, or two where the pattern writes
    /// two (`yy`), placed in the hundred years ICU's two-digit start gives (or the field's `today`).
    public let year: Int?
    /// The calendar the day, month and year are in, as ICU names it (`gregorian`, `persian`).
    public let calendar: String
    /// The date in the Gregorian calendar, when the fields are a date (never for a month and a
    /// year alone).
    public let gregorian: GregorianDate?
    /// The verdict for inline validation.
    public let validation: DateValidation

    /// The Gregorian date as ISO 8601 writes it (`2026-11-25`) when the fields are a date; else
    /// the fields typed in ISO order, `?` for each digit not typed (`????-0?-15`). A month and a
    /// year are ISO 8601's year and month (`2026-11`; in the field's calendar, `1405-09` in the
    /// Persian one), the year whole once typed (`MM/yy`, `11/26`: `2026-11`).
    public var description: String {
        if let gregorian { return gregorian.description }
        if parts == .yearMonth { return "\(partial.year)-\(partial.month)" }
        return "\(partial.year)-\(partial.month)-\(partial.day)"
    }

    /// The digits typed of each field, `?` for those not typed.
    let partial: (year: String, month: String, day: String)

    init(partial: (year: String, month: String, day: String), calendar: String, numbers: (day: Int?, month: Int?, year: Int?),
         gregorian: GregorianDate?, validation: DateValidation, parts: Parts = .yearMonthDay) {
        self.parts = parts
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
/// DateValidation.beforeMinimum.rawValue   // "date.before-minimum"
/// ```
public enum DateValidation: String, FieldValidation, CaseIterable {
    /// Day, month and year not all typed.
    case incomplete = "date.incomplete"
    /// Typed in full, but no date: a day the month does not have (31 April, 29 February outside
    /// leap years), a month 13 or a day 00 left by a paste or a deletion (typing refuses them), a
    /// year 0000.
    case invalid = "date.invalid"
    /// A month–year field's month and year (`MM/yy`) not both typed.
    case monthIncomplete = "date.month-incomplete"
    /// A month–year field's month and year typed in full, but no month (13, left by a paste or a
    /// deletion) or a year 0000.
    case monthInvalid = "date.month-invalid"
    /// Before the field's minimum (a month–year field's: before the minimum's month).
    case beforeMinimum = "date.before-minimum"
    /// After the field's maximum (a month–year field's: after the maximum's month).
    case afterMaximum = "date.after-maximum"
    /// A date within the field's range.
    case valid = "date.valid"

    /// Whether the value is valid, which no message names.
    public var isValid: Bool { self == .valid }

    /// Whether the date (or month) is begun but not typed in full.
    public var isIncomplete: Bool { self == .incomplete || self == .monthIncomplete }

    /// Whether a whole date (or month) was read, in the field's range or not.
    var isReadInFull: Bool { self == .valid || self == .beforeMinimum || self == .afterMaximum }
}
