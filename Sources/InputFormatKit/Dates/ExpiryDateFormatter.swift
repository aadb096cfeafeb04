#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A card's expiry date field, `MM/YY`: the date field (``DateFieldFormatter``) configured as a
/// card prints it, so that it types, pastes and reads as every date field does:
///
/// - the pattern `MM/yy` in ASCII digits; a first digit 2 to 9 is a month of its own (`4` shows
///   `04/`), the `/` appears with the month's second digit, a month above 12 or `00` is refused;
/// - a two-digit year is placed in the hundred years from fifty years before today (`25` is
///   2025 in 2026, 2125 in 2090); a year typed in four digits (`01/2027`, as autofill writes it)
///   is that year where the two digits stand for it, and refused where they cannot (`01/2083`);
/// - paste and autofill read `01/2025`, `1/25`, `0125`, `012025`, `01 / 25`, `2025-01` and
///   `January 2025`; text that is no date here is refused as no expiry date.
///
/// The value is the month and year with a verdict against today (given, or the current month):
/// incomplete, invalid month, expired, more than twenty years ahead, or valid — the date
/// field's range rule, from today's month to ``yearsAhead`` years ahead.
///
/// ```swift
/// var field = InputField(formatter: ExpiryDateFormatter(year: 2026, month: 11))
/// field.type("4")
/// field.text.description         // "04|/"
/// field.type("28")
/// field.value?.validation        // .valid
/// field.value?.description       // "04/28"
/// ```
public struct ExpiryDateFormatter: ValidatingFormatter, BuiltInFormatter {
    /// How many years ahead an expiry date may lie.
    public static let yearsAhead = 20

    /// The year and month the verdict is taken against.
    public let today: (year: Int, month: Int)

    /// The date field it is: `MM/yy` in ASCII digits, from today's month to ``yearsAhead`` years
    /// ahead, a two-digit year placed in the hundred years around today.
    let date: DateFieldFormatter

    /// A formatter judging dates against `year` and `month` (1 to 12).
    ///
    /// ```swift
    /// ExpiryDateFormatter(year: 2026, month: 11)
    /// ```
    public init(year: Int, month: Int) {
        today = (min(max(year, 1), 9999), min(max(month, 1), 12))
        let first = GregorianDate.valid(year: today.year, month: today.month, day: 1)
        let last = GregorianDate.valid(year: min(today.year + Self.yearsAhead, 9999), month: today.month, day: 1)
        do {
            date = try DateFieldFormatter(locale: "en_US", pattern: "MM/yy", minimum: first, maximum: last, today: first,
                                          twoDigitYearStart: max(1, today.year - 50))
        } catch {
            preconditionFailure("ICU has no en_US date formats: \(error)")
        }
    }

    /// A formatter judging dates against the month `date` falls in, in UTC (by default now).
    ///
    /// ```swift
    /// ExpiryDateFormatter()
    /// ```
    ///
    /// - Complexity: makes a Gregorian `Calendar` and reads `date`'s year and month from it: for many fields, make one
    ///   formatter and keep it.
    public init(today date: Date = Date()) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month], from: date)
        self.init(year: parts.year ?? 2000, month: parts.month ?? 1)
    }

    // MARK: InputFormatter: the date field's, a text that is no date refused as no expiry date

    public func rawText(of text: String) -> String { date.rawText(of: text) }

    public func layout(raw: String) -> RawLayout { date.layout(raw: raw) }

    func layout(raw: String, continuing previous: RawLayout) -> RawLayout {
        date.layout(raw: raw, continuing: previous)
    }

    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        Self.named(date.replace(range, in: raw, with: input))
    }

    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        Self.named(date.replace(range, in: raw, with: input, layout: &layout))
    }

    /// `edit`, a text that is no date (or none this field shows) refused as no expiry date.
    static func named(_ edit: RawEdit) -> RawEdit {
        switch edit {
        case let .rejected(.notADate(text)), let .rejected(.dateOutsideCalendar(text)): .rejected(.notAnExpiryDate(text))
        default: edit
        }
    }

    func append(_ byte: UInt8, to raw: inout String, layout: inout RawLayout) -> Bool {
        date.append(byte, to: &raw, layout: &layout)
    }

    func decorationAhead(ofRaw raw: String) -> String? { date.decorationAhead(ofRaw: raw) }

    /// The month and year typed so far, `nil` without digits.
    ///
    /// ```swift
    /// ExpiryDateFormatter(year: 2026, month: 11).value(raw: "1230")?.year   // 2030
    /// ```
    public func value(raw: String) -> ExpiryDate? { date.value(raw: raw).map(ExpiryDate.init) }

    public func finished(raw: String) -> String { date.finished(raw: raw) }

    public func finishedText(raw: String) -> String { date.finishedText(raw: raw) }

    var editsInPlace: Bool { date.editsInPlace }

    func decorationAround(rawIn text: String) -> (before: String, after: String)? {
        date.decorationAround(rawIn: text)
    }

    func replaceInPlace(with input: EditInput) -> RawEdit { date.replaceInPlace(with: input) }

    var maximumRawUTF8Count: Int? { date.maximumRawUTF8Count }
}
