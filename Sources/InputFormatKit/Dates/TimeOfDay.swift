/// A time field's value: the hour and minutes typed, the seconds where the field has them, and
/// on a 12-hour clock the day period.
///
/// ```swift
/// let time = try TimeOfDayFormatter(locale: "en_US").value(raw: "0941p")
/// time?.hour              // 21
/// time?.second            // 0: the field has no seconds
/// time?.description       // "21:41"
/// let precise = try TimeOfDayFormatter(locale: "en_US", pattern: "HH:mm:ss").value(raw: "214105")
/// precise?.second         // 5
/// precise?.description    // "21:41:05"
/// let lasting = try TimeOfDayFormatter(locale: "en_US", duration: .hoursAndMinutes).value(raw: "3130")
/// lasting?.durationInSeconds   // 112200: 31 hours and 30 minutes
/// lasting?.description         // "31:30"
/// ```
public struct TimeOfDay: Sendable, Hashable, CustomStringConvertible, ValidatedValue {
    /// The hour of the day, 0 to 23, once its digits (and on a 12-hour clock its period) are typed;
    /// in a duration field the hours, 0 to its most (9,999), once the minutes are whole.
    public let hour: Int?
    /// The minutes, once both digits are typed.
    public let minute: Int?
    /// The seconds, once both digits are typed; 0 in a field without seconds.
    public let second: Int?
    /// The verdict for inline validation.
    public let validation: TimeValidation
    /// `HH:mm` on a 24-hour clock (ISO 8601), `HH:mm:ss` in a field with seconds, `?` for each
    /// digit not yet known; in a duration field `H:mm` (`31:30`, `0:05`) or `H:mm:ss`.
    public let description: String
    /// A valid duration's length in seconds (`7:30` is 27,000); `nil` for a time of day and
    /// for a duration not yet whole or valid.
    public let durationInSeconds: Int?

    init(hour: Int?, minute: Int?, second: Int?, validation: TimeValidation, description: String, durationInSeconds: Int? = nil) {
        self.hour = hour
        self.minute = minute
        self.second = second
        self.validation = validation
        self.description = description
        self.durationInSeconds = durationInSeconds
    }
}

/// How far a typed time is from valid, ready for an inline validation message.
///
/// ```swift
/// TimeValidation.periodMissing.rawValue   // "time.period-missing"
/// ```
public enum TimeValidation: String, FieldValidation, CaseIterable {
    /// Hour and minutes (and the seconds, in a field with them) not all typed.
    case incomplete = "time.incomplete"
    /// A 12-hour time without its day period.
    case periodMissing = "time.period-missing"
    /// An hour, minutes or seconds no clock shows (left by a paste or a deletion: typing refuses
    /// them).
    case invalid = "time.invalid"
    /// A time of day.
    case valid = "time.valid"

    /// Whether the value is valid, which no message names.
    public var isValid: Bool { self == .valid }
}
