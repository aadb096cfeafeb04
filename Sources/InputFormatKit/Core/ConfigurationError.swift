/// Why a formatter, a message table, a locale's digits or a validation rule could not be made
/// from what the app gave: the one error of the library's initializers, each case a sentence
/// (``description``) an app can log or show a developer.
///
/// ```swift
/// do { _ = try CurrencyFormatter(locale: "en_US", currency: "XYZ") }
/// catch { print(error) }   // "unknown currency “XYZ”: not an ISO 4217 code ICU knows"
/// try MaskFormatter(pattern: "##\\")   // throws .maskEndsWithEscape("##\\")
/// ```
public enum ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU has no data for the locale (it would fall back to the root locale).
    case unknownLocale(String)
    /// The currency code is not one ICU knows.
    case unknownCurrency(String)
    /// The locale's numbering system is not a decimal one, so digits cannot be typed one by one.
    case unsupportedNumberingSystem(locale: String)
    /// The maximum number of integer digits is outside 1…30.
    case maximumIntegerDigitsOutOfRange(Int)
    /// An ICU call failed: what it could not do, its error name and code.
    case icu(String)
    /// The mask pattern is empty.
    case emptyMask
    /// The mask pattern ends with an escape character.
    case maskEndsWithEscape(String)
    /// The mask pattern has no `#`, `A` or `*` slot.
    case maskWithoutSlot(String)
    /// The region code is not one of libphonenumber's regions.
    case unknownRegion(String)
    /// A pattern of the phone format table uses syntax the phone pattern reader does not read;
    /// the offset is in UTF-8 bytes.
    case malformedPattern(String, offset: Int)
    /// A line of the generated phone format table cannot be read.
    case malformedTable(line: Int, reason: String)
    /// A validation rule's pattern is not a regular expression ICU reads; the reason names ICU's
    /// error (`U_REGEX_MISSING_CLOSE_BRACKET`).
    case invalidRegularExpression(String, reason: String)
    /// A unit of measure ICU does not know (`mass-kilogramx`); units are ICU's identifiers
    /// (`mass-kilogram`, `length-kilometer`, `speed-kilometer-per-hour`).
    case unknownUnit(String)
    /// Fraction digits outside 0 to 15, or a minimum above the maximum.
    case fractionDigitsOutOfRange(minimum: Int, maximum: Int)
    /// A range rule whose minimum lies above its maximum.
    case emptyRange(minimum: String, maximum: String)
    /// A number given as text that is not a plain decimal (`5,000`, `1e5`): digits, an
    /// optional leading `-`, and `.` before a fraction. Quoted cut short.
    case notADecimal(String)
    /// A date given as text that is not a date in ISO 8601's `YYYY-MM-DD` (`2026-13-01`,
    /// `25.11.2026`), or numbers that make no date (30 February). Quoted cut short.
    case notADate(String)
    /// A range rule's bound with more fraction digits than the field takes (a minimum of 0.5 in
    /// a whole-number field): no value the field holds is that bound, and the message would write
    /// it rounded.
    case boundTooPrecise(String, fractionDigits: Int)
    /// A range rule's bound with more integer digits than the field takes (a maximum of 100,000
    /// digits where the field takes 15): no one could type it. Quoted cut short.
    case boundTooLarge(String, integerDigits: Int)
    /// A calendar a date cannot be typed in as digits alone: one whose years repeat in cycles
    /// or restart with each era (`chinese`, `japanese`), or with a leap month (`hebrew`).
    case unsupportedCalendar(String)
    /// A calendar that is neither one of ICU's (`gregorian`, `buddhist`, `islamic-umalqura`…) nor
    /// one of BCP 47's identifiers for them (`gregory`).
    case unknownCalendar(String)
    /// A date pattern that is not a month and a year as numbers, with or without a day, once each
    /// (`MMM d, y`, `dd/MM`, `HH:mm`).
    case unsupportedDatePattern(String)
    /// A time pattern that is not an hour, minutes and perhaps seconds as numbers, with a day
    /// period for a 12-hour clock (`h:mm`, `HH:mm:ss.SSS`, ja_JP's 12-hour `aK:mm`).
    case unsupportedTimePattern(String)
    /// A duration field's most hours outside 1 to 99,999.
    case durationHoursOutOfRange(Int)
    /// A number skeleton with a stem a number field cannot edit (compact notation, a scale), or
    /// one ICU does not read; `reason` says which.
    case unsupportedNumberSkeleton(String, stem: String, reason: String)
    /// An ICU decimal pattern with what a number field cannot edit (scientific notation,
    /// significant digits, a currency sign), or one ICU does not read; `reason` says which.
    case unsupportedNumberPattern(String, reason: String)

    /// A sentence that says what is wrong.
    ///
    /// ```swift
    /// ConfigurationError.emptyMask.description   // "the mask is empty"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the text the error quotes, which is counted to cut it to 40 characters.
    public var description: String {
        switch self {
        case let .unknownLocale(locale):
            return "unknown locale \(quoted(locale)): ICU has no data for it (it would fall back to the root locale)"
        case let .unknownCurrency(code):
            return "unknown currency \(quoted(code)): not an ISO 4217 code ICU knows"
        case let .unsupportedNumberingSystem(locale):
            return "the numbering system of \(quoted(locale)) is not a decimal one; amounts cannot be typed in it"
        case let .maximumIntegerDigitsOutOfRange(count):
            return "the maximum number of integer digits must be from 1 to 30, not \(count)"
        case let .icu(message):
            return EditRejection.shown(message, limit: 200)
        case .emptyMask:
            return "the mask is empty"
        case let .maskEndsWithEscape(pattern):
            return "the mask \(quoted(pattern)) ends with “\\”, which must escape a character"
        case let .maskWithoutSlot(pattern):
            return "the mask \(quoted(pattern)) has no slot: use # for a digit, A for a letter, * for either"
        case let .unknownRegion(region):
            return "\(quoted(region)) is not a region libphonenumber knows (use an ISO 3166 code such as US, DE, IN)"
        case let .malformedPattern(pattern, offset):
            return "the phone pattern \(quoted(pattern)) cannot be read at offset \(offset)"
        case let .malformedTable(line, reason):
            return "line \(line) of the phone format table is malformed: \(reason)"
        case let .invalidRegularExpression(pattern, reason):
            return "the pattern \(quoted(pattern)) is not a regular expression: \(reason)"
        case let .unknownUnit(unit):
            return "unknown unit \(quoted(unit)): not a unit ICU knows (use an identifier such as mass-kilogram, length-kilometer, temperature-celsius)"
        case let .fractionDigitsOutOfRange(minimum, maximum):
            return "fraction digits must be from 0 to 15 with the minimum at most the maximum, not \(minimum) to \(maximum)"
        case let .emptyRange(minimum, maximum):
            return "the minimum \(quoted(minimum)) is above the maximum \(quoted(maximum))"
        case let .notADecimal(text):
            return "\(quoted(text)) is not a plain decimal number: write it with digits, an optional leading - and . before a fraction (5000, -0.5)"
        case let .notADate(text):
            return "\(quoted(text)) is not a date: write it as YYYY-MM-DD (2026-11-25), a day the month has"
        case let .boundTooPrecise(bound, fractionDigits):
            let takes = fractionDigits == 0 ? "whole numbers only" : "at most \(fractionDigits) fraction digit\(fractionDigits == 1 ? "" : "s")"
            return "the bound \(quoted(bound)) has more fraction digits than the field takes (\(takes))"
        case let .boundTooLarge(bound, integerDigits):
            return "the bound \(quoted(bound)) has more integer digits than the field takes (at most \(integerDigits))"
        case let .unsupportedCalendar(calendar):
            return "the calendar \(quoted(calendar)) cannot be typed as digits alone: use gregorian, buddhist, persian, indian or an islamic calendar"
        case let .unknownCalendar(calendar):
            return "unknown calendar \(quoted(calendar)): not a calendar ICU knows (use gregorian or gregory, buddhist, persian, indian or an islamic calendar)"
        case let .unsupportedDatePattern(pattern):
            return "the date pattern \(quoted(pattern)) is not a month (M) and a year (y or yy) as numbers, with or without a day (d), once each"
        case let .unsupportedTimePattern(pattern):
            return "the time pattern \(quoted(pattern)) is not an hour (H, h), minutes (mm) and perhaps seconds (ss), "
                + "with a day period (a) for a 12-hour clock"
        case let .durationHoursOutOfRange(hours):
            return "a duration's most hours must be from 1 to 99999, not \(hours)"
        case let .unsupportedNumberSkeleton(skeleton, stem, reason):
            guard !stem.isEmpty, stem != skeleton else { return "the number skeleton \(quoted(skeleton)) \(reason)" }
            return "the number skeleton \(quoted(skeleton)): \(quoted(stem)) \(reason)"
        case let .unsupportedNumberPattern(pattern, reason):
            return "the number pattern \(quoted(pattern)) \(reason)"
        }
    }

    /// What an app gave, as a sentence quotes it: cut short with its length said, control and
    /// bidi characters escaped (`\u{1B}`), so that a message never replays a terminal escape or
    /// a 10,000-character locale.
    private func quoted(_ text: String) -> String { EditRejection.quoted(text) }
}
