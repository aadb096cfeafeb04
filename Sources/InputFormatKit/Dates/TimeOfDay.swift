/// A time field's value: the hour and minutes typed, and on a 12-hour clock the day period.
///
/// ```swift
/// let time = try TimeOfDayFormatter(locale: "en_US").value(raw: "0941p")
/// time?.hour              // 21
/// time?.description       // "21:41"
/// time?.validation        // .valid
/// ```
public struct TimeOfDay: Sendable, Hashable, CustomStringConvertible {
    /// The hour of the day, 0 to 23, once its digits (and on a 12-hour clock its period) are typed.
    public let hour: Int?
    /// The minutes, once both digits are typed.
    public let minute: Int?
    /// The verdict for inline validation.
    public let validation: TimeValidation
    /// `HH:mm` on a 24-hour clock (ISO 8601), `?` for each digit not yet known.
    public let description: String
}

/// How far a typed time is from valid, ready for an inline validation message.
///
/// ```swift
/// TimeValidation.periodMissing.rawValue   // "period-missing"
/// ```
public enum TimeValidation: String, Sendable, Hashable {
    /// Hour and minutes not both typed.
    case incomplete
    /// A 12-hour time without its day period.
    case periodMissing = "period-missing"
    /// An hour or minutes no clock shows (left by a paste or a deletion: typing refuses them).
    case invalid
    /// A time of day.
    case valid
}
