/// A date field in the order, separators, digits and calendar of a locale, typed as people type
/// a date:
///
/// - the pattern is ICU's for the skeleton `yMMdd` in the locale (`dd.MM.y` in de_DE, `MM/dd/y`
///   in en_US, `y. MM. dd.` in ko_KR), or one the app gives; digits are the locale's own;
/// - the separator after a day or month appears with its second digit (de_DE: `15` shows `15.`);
/// - a first digit that cannot begin its field is the field itself: `4` where the month goes
///   is `04`, `5` where the day goes is `05`;
/// - a separator typed after one digit of a day or month pads it (`1.` gives `01.`); typed where
///   the separator is shown, it is that separator;
/// - a month above 12, a day above 31 or `00` is refused as it is typed (a year `0000` is no
///   date: the verdict says so); a day the month does not have (31 April, 29 February outside leap years) is the
///   verdict's once the date is whole;
/// - backspace right after a separator deletes the digit before it; the caret never stands
///   inside a separator (the shared caret rules);
/// - paste and autofill read ISO 8601 (`2026-11-25`, a Gregorian date), the locale's numeric
///   form (with one-digit days and months and two-digit years, placed in the century ICU's
///   formats place them in), and the locale's full, long, medium and short forms through ICU
///   (`25. November 2026`). Where the locale's own form starts with the year and a hyphen
///   (`y-MM-dd` in sv_SE, `y-dd-MM` in ky_KG, the Persian `y-MM-dd` of ps_AF), text in that form
///   is the locale's own, so that the field's text always reads back as it is.
///
/// The calendar is the locale's as ICU gives it (`fa_IR` Persian, `th_TH` Buddhist, `ar_SA`
/// Islamic Umm al-Qura) or one the app names; the value's ``TypedDate/gregorian`` is always the
/// Gregorian date.
///
/// ```swift
/// var field = InputField(formatter: try DateFieldFormatter(locale: "de_DE"))
/// field.type("4")
/// field.text.description                 // "04|."
/// field.type("1120")
/// field.value?.description               // "20??-11-04"
/// field.type("26")
/// field.value?.gregorian?.description    // "2026-11-04"
/// ```
public struct DateFieldFormatter: InputFormatter {
    /// The locale, with the calendar keyword when the app named a calendar (`fa_IR@calendar=gregorian`).
    public let locale: String
    /// The calendar the field shows, as ICU names it.
    public var calendar: String { icu.type }
    /// The ICU pattern the field lays dates out by.
    public let pattern: String
    /// The earliest date the range rule accepts, if any.
    public let minimum: GregorianDate?
    /// The latest date the range rule accepts, if any.
    public let maximum: GregorianDate?

    let layoutPattern: DatePattern
    let icu: ICUCalendar
    /// The locale's digits 0 to 9.
    let digits: [String]
    /// The UTF-16 length of each digit.
    let digitWidths: [Int]
    /// The bounds as the locale's long form writes them, for the range messages.
    let boundTexts: (minimum: String?, maximum: String?)
    /// Where each field's digits start among the raw digits, by field.
    let starts: (day: Int, month: Int, year: Int)

    /// The calendars whose dates are three numbers alone: no cycles, no era restarting the
    /// years, no leap month.
    public static let supportedCalendars: Set<String> = [
        "gregorian", "iso8601", "buddhist", "persian", "indian",
        "islamic", "islamic-civil", "islamic-umalqura", "islamic-tbla", "islamic-rgsa",
    ]

    /// A date field for `locale`.
    ///
    /// - Parameters:
    ///   - locale: an ICU locale identifier (`de_DE`, `fa_IR`).
    ///   - calendar: the calendar to show instead of the locale's (`gregorian`), if any.
    ///   - skeleton: the ICU skeleton the pattern is generated from (`yMMdd`, `yMd`).
    ///   - pattern: a pattern of the app's own (`dd/MM/y`), instead of the generated one.
    ///   - minimum: the earliest date the range rule accepts.
    ///   - maximum: the latest.
    /// - Throws: ``ConfigurationError`` for an unknown locale, a calendar that cannot be typed as
    ///   digits, a pattern that is not three numbers, or a minimum after the maximum.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "en_US").pattern                          // "MM/dd/y"
    /// try DateFieldFormatter(locale: "fa_IR", calendar: "gregorian").calendar  // "gregorian"
    /// ```
    ///
    /// - Complexity: opens ICU's calendar, date formats and pattern generator for the locale
    ///   (about a millisecond): make a formatter once and keep it.
    public init(locale: String, calendar: String? = nil, skeleton: String = "yMMdd", pattern: String? = nil,
                minimum: GregorianDate? = nil, maximum: GregorianDate? = nil) throws(ConfigurationError) {
        guard var resolved = ICULocale.resolve(locale), !resolved.contains("@") || calendar == nil else {
            throw .unknownLocale(locale)
        }
        if let calendar {
            guard Self.supportedCalendars.contains(calendar) else { throw .unsupportedCalendar(calendar) }
            resolved += "@calendar=" + calendar
        }
        let icu: ICUCalendar
        do { icu = try ICUCalendar(locale: resolved) } catch { throw .unknownLocale(locale) }
        guard Self.supportedCalendars.contains(icu.type) else { throw .unsupportedCalendar(icu.type) }
        let chosen: String
        if let pattern {
            chosen = pattern
        } else {
            do { chosen = try ICUCalendar.pattern(skeleton: skeleton, locale: resolved) } catch { throw .unsupportedDatePattern(skeleton) }
        }
        // An era is literal text only in a calendar of one era (AP, AH, BE); the Gregorian
        // calendar's two would need a field of their own.
        var era = ""
        if DatePattern.hasEra(chosen) {
            guard icu.eraCount == 1, let eraPattern = chosen.firstRange(of: #/G+/#).map({ String(chosen[$0]) }),
                  let today = GregorianDate(year: 2000, month: 1, day: 1),
                  let name = try? icu.format(today, pattern: eraPattern) else { throw .unsupportedDatePattern(chosen) }
            era = name
        }
        let layoutPattern = try DatePattern(chosen, era: era)
        if let minimum, let maximum, minimum > maximum {
            throw .emptyRange(minimum: minimum.description, maximum: maximum.description)
        }
        let digits: [String]
        do { digits = try ICUNumberSymbols(locale: resolved).digits } catch { throw .unknownLocale(locale) }
        self.locale = resolved
        self.pattern = chosen
        self.layoutPattern = layoutPattern
        self.icu = icu
        self.digits = digits
        self.digitWidths = digits.map(\.utf16.count)
        self.minimum = minimum
        self.maximum = maximum
        self.boundTexts = (minimum.flatMap { try? icu.format($0, style: .long) }, maximum.flatMap { try? icu.format($0, style: .long) })
        var offset = 0
        var starts: [DatePattern.Component: Int] = [:]
        for component in layoutPattern.order {
            starts[component] = offset
            offset += component.width
        }
        self.starts = (starts[.day] ?? 0, starts[.month] ?? 2, starts[.year] ?? 4)
    }

    /// How many digits a whole date has.
    static let length = 8

    // MARK: InputFormatter

    /// The digits of a date's text, in any script, as ASCII (at most eight: a longer text, set
    /// from outside, is not this field's own layout and is read as a paste).
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "de_DE").rawText(of: "15.11.2")   // "15112"
    /// ```
    public func rawText(of text: String) -> String {
        var raw = ""
        for scalar in text.unicodeScalars {
            guard let digit = DecimalDigit.value(of: scalar) else { continue }
            guard raw.utf8.count < Self.length + 1 else { break }
            raw.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + digit))
        }
        return raw
    }

    /// The digits in the locale's digits, the prefix before the first, each separator after the
    /// field it follows once that field is whole, the suffix after a whole year.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "de_DE").layout(raw: "1511").text   // "15.11."
    /// ```
    @_spi(FormatterAuthoring) public func layout(raw: String) -> RawLayout {
        var text = ""
        var spans: [Range<Int>] = []
        spans.reserveCapacity(raw.utf8.count)
        guard !raw.isEmpty else { return RawLayout(text: "", rawSpans: []) }
        text += layoutPattern.prefix
        var offset = text.utf16.count
        var fieldIndex = 0
        var fieldEnd = layoutPattern.order[0].width
        for (index, byte) in raw.utf8.enumerated() {
            let digit = Int(byte &- UInt8(ascii: "0"))
            let shown = digit < 10 ? digits[digit] : String(UnicodeScalar(byte))
            let width = digit < 10 ? digitWidths[digit] : 1
            spans.append(offset..<(offset + width))
            text += shown
            offset += width
            if index + 1 == fieldEnd {
                let after = fieldIndex < 2 ? layoutPattern.separators[fieldIndex] : layoutPattern.suffix
                text += after
                offset += after.utf16.count
                fieldIndex += 1
                if fieldIndex < 3 { fieldEnd += layoutPattern.order[fieldIndex].width }
            }
        }
        return RawLayout(text: text, rawSpans: spans)
    }

    /// Applies an edit by the rules in the type's documentation.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        let digits = Array(raw.utf8)
        guard range.lowerBound >= 0, range.upperBound <= digits.count else {
            return .rejected(.rangeOutOfBounds(range, length: digits.count))
        }
        let inserted: [UInt8]
        var asTyped = true
        switch input {
        case .deletion:
            inserted = []
            asTyped = false
        case let .keystroke(character):
            if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                inserted = [digit]
            } else if isSeparatorKey(character) {
                return separatorTyped(character, at: range, in: digits)
            } else {
                return .rejected(.characterNotAccepted(character))
            }
        case let .paste(text):
            do { (inserted, asTyped) = try read(text) } catch { return .rejected(error) }
        }
        var result = Array(digits[..<range.lowerBound])
        var caret = range.lowerBound
        if asTyped {
            // Digits typed (or pasted alone) one after another: after each, a lone first digit
            // that cannot begin its day or month is that field (`4` where the month goes is 04).
            for digit in inserted {
                result.append(digit)
                caret += 1
                padLoneField(&result, caret: &caret)
            }
            result += digits[range.upperBound...]
        } else {
            result += inserted
            caret += inserted.count
            result += digits[range.upperBound...]
        }
        // Whatever the edit, the last field too (`25` less its `5` is 02; a `5` moved there).
        padLoneField(&result, caret: &caret)
        if inserted.isEmpty {
            if case let .deletion(kind) = input, result == digits {
                // Deleting the 0 of such a field would only bring it back: the caret moves over it.
                return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound)
            }
        }
        if case .keystroke = input, let rejection = refusal(of: result, from: range.lowerBound, to: caret) {
            return .rejected(rejection)
        }
        guard result.count <= Self.length else { return .rejected(.maskFull(slots: Self.length)) }
        return .replaced(raw: String(decoding: result, as: UTF8.self), selection: caret..<caret)
    }

    /// Pads the field the last of `digits` is in when it is a day or month of one digit that
    /// cannot begin it (`4` where the month goes), `caret` moved past the `0` put in before it.
    /// Only the last field can hold one digit: each before it is whole.
    func padLoneField(_ digits: inout [UInt8], caret: inout Int) {
        var start = 0
        for component in layoutPattern.order {
            if digits.count == start + 1 {
                if component != .year, digits[start] > Self.highestFirstDigit(of: component) {
                    digits.insert(UInt8(ascii: "0"), at: start)
                    if start < caret { caret += 1 }
                }
                return
            }
            start += component.width
        }
    }

    /// The Gregorian date and the fields typed, `nil` without digits.
    ///
    /// ```swift
    /// try DateFieldFormatter(locale: "th_TH").value(raw: "25112569")?.gregorian?.year   // 2026
    /// ```
    public func value(raw: String) -> TypedDate? {
        guard !raw.isEmpty else { return nil }
        let digits = Array(raw.utf8.prefix(Self.length + 1))
        func field(_ component: DatePattern.Component) -> (text: String, number: Int?) {
            let start = self.start(of: component), width = component.width
            let typed = start < digits.count ? digits[start..<min(start + width, digits.count)] : []
            let text = String(decoding: typed, as: UTF8.self) + String(repeating: "?", count: width - typed.count)
            return (text, typed.count == width ? Self.number(typed) : nil)
        }
        let (day, month, year) = (field(.day), field(.month), field(.year))
        let partial = (year.text, month.text, day.text)
        let numbers = (day.number, month.number, year.number)
        guard digits.count == Self.length, let d = day.number, let m = month.number, let y = year.number else {
            return TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: nil,
                             validation: .incomplete)
        }
        let gregorian = y < 1 ? nil : isGregorian ? GregorianDate(year: y, month: m, day: d) : icu.gregorian(year: y, month: m, day: d)
        guard let gregorian else {
            return TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: nil, validation: .invalid)
        }
        let validation: DateValidation = if let minimum, gregorian < minimum { .beforeMinimum }
            else if let maximum, gregorian > maximum { .afterMaximum } else { .valid }
        return TypedDate(partial: partial, calendar: icu.type, numbers: numbers, gregorian: gregorian, validation: validation)
    }


    // MARK: Fields

    /// Whether the field's calendar is the Gregorian one (ISO 8601's is too), whose dates are
    /// checked without ICU.
    var isGregorian: Bool { icu.type == "gregorian" || icu.type == "iso8601" }

    /// Where `component`'s digits start among the raw digits.
    func start(of component: DatePattern.Component) -> Int {
        switch component {
        case .day: starts.day
        case .month: starts.month
        case .year: starts.year
        }
    }

    /// The highest digit a day (3) or a month (1) can begin with.
    static func highestFirstDigit(of component: DatePattern.Component) -> UInt8 {
        component == .day ? UInt8(ascii: "3") : component == .month ? UInt8(ascii: "1") : UInt8(ascii: "9")
    }

    /// The number ASCII digits write, `nil` when a byte is no digit.
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var number = 0
        for byte in digits {
            guard DecimalDigit.isASCII(byte) else { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return number
    }

    /// Why a keystroke that leaves `result`, typed from `start` to `caret`, is refused: a whole
    /// day or month it touched that is none (`13`, `32`, `00`).
    func refusal(of result: [UInt8], from start: Int, to caret: Int) -> EditRejection? {
        for component in layoutPattern.order {
            let first = self.start(of: component), end = first + component.width
            guard first < caret, end > start, result.count > first else { continue }
            guard component != .year, result.count >= end, let number = Self.number(result[first..<end]) else { continue }
            let text = String(decoding: result[first..<end], as: UTF8.self)
            if component == .month, !(1...12).contains(number) { return .notAMonth(text) }
            if component == .day, !(1...31).contains(number) { return .notADay(text) }
        }
        return nil
    }

    /// Whether `character` stands for a separator: one of the pattern's, or `/`, `-`, `.`, a space.
    func isSeparatorKey(_ character: Character) -> Bool {
        "/-. ".contains(character) || layoutPattern.separators.contains { $0.contains(character) }
    }

    /// A separator typed at `range`: after one digit of a day or month it pads it; where a
    /// separator is shown it moves the caret over it; anywhere else it is refused.
    func separatorTyped(_ character: Character, at range: Range<Int>, in digits: [UInt8]) -> RawEdit {
        var fieldStart = 0
        for (index, component) in layoutPattern.order.enumerated() {
            let fieldEnd = fieldStart + component.width
            if component != .year, digits.count == fieldStart + 1, range == digits.count..<digits.count {
                guard digits[fieldStart] != UInt8(ascii: "0") else {
                    return .rejected(component == .month ? .notAMonth("00") : .notADay("00"))
                }
                var result = digits
                result.insert(UInt8(ascii: "0"), at: fieldStart)
                guard result.count <= Self.length else { return .rejected(.maskFull(slots: Self.length)) }
                return .replaced(raw: String(decoding: result, as: UTF8.self), selection: fieldEnd..<fieldEnd)
            }
            if range.isEmpty, range.lowerBound == fieldEnd, index < 2, digits.count >= fieldEnd {
                return .caretMoved(to: fieldEnd)
            }
            fieldStart = fieldEnd
        }
        return .rejected(.characterNotAccepted(character))
    }
}
