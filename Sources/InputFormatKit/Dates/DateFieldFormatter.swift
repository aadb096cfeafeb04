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
    /// What ``layout(raw:)`` writes: the locale's digits and the pattern's text, as UTF-8.
    let glyphs: Glyphs
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
        self.glyphs = Glyphs(digits: digits, pattern: layoutPattern)
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
        guard !raw.isEmpty else { return RawLayout(text: "", rawSpans: []) }
        let glyphs = self.glyphs
        var raw = raw
        return raw.withUTF8 { bytes in
            // At most eight digits: each stands where the table says. Where every digit is one
            // unit (ASCII, Persian, Arabic-Indic), no list of spans is made at all.
            let tabled = bytes.count <= Self.length && bytes.allSatisfy(DecimalDigit.isASCII)
            let slots = tabled ? glyphs.slots : nil
            let asIs = slots != nil && glyphs.hasASCIIDigits
            let table = tabled && slots == nil ? glyphs.spans : nil
            var spans: [Range<Int>] = []
            let listsSpans = slots == nil && table == nil
            if listsSpans { spans.reserveCapacity(bytes.count) }
            var offset = glyphs.prefixWidth
            // The text is written as UTF-8 into a stack buffer and made a String once.
            let capacity = glyphs.decorationCount + bytes.count * glyphs.widest
            let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                var written = 0
                for byte in glyphs.prefix { buffer[written] = byte; written += 1 }
                var field = 0
                for (index, byte) in bytes.enumerated() {
                    let digit = Int(byte &- UInt8(ascii: "0"))
                    var width = 1
                    if asIs {
                        buffer[written] = byte
                        written += 1
                    } else if digit < 10 {
                        for index in glyphs.digitStarts[digit]..<glyphs.digitStarts[digit + 1] {
                            buffer[written] = glyphs.digits[index]
                            written += 1
                        }
                        width = glyphs.digitWidths[digit]
                    } else {
                        for unit in Unicode.Scalar(byte).utf8 { buffer[written] = unit; written += 1 }
                    }
                    if listsSpans { spans.append(offset..<(offset + width)) }
                    offset += width
                    if field < 3, index + 1 == glyphs.fieldEnds[field] {
                        for unit in glyphs.after[field] { buffer[written] = unit; written += 1 }
                        offset += glyphs.afterWidths[field]
                        field += 1
                    }
                }
                return String(utf8: UnsafeBufferPointer(rebasing: buffer[..<written]))
            }
            if let slots {
                return RawLayout(text: text, utf16Count: offset, slotOffsets: slots, count: bytes.count,
                                 everyOffsetIsGraphemeBoundary: glyphs.everyOffsetIsGraphemeBoundary)
            }
            if let table { return RawLayout(text: text, rawSpans: Array(table[..<bytes.count])) }
            return RawLayout(text: text, rawSpans: spans)
        }
    }

    /// Applies an edit by the rules in the type's documentation.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        var raw = raw
        return raw.withUTF8 { digits in
            guard range.lowerBound >= 0, range.upperBound <= digits.count else {
                return .rejected(.rangeOutOfBounds(range, length: digits.count))
            }
            switch input {
            case .deletion:
                return splice(range, of: digits, with: UnsafeRawBufferPointer(start: nil, count: 0), asTyped: false, input: input)
            case let .keystroke(character):
                if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                    return withUnsafeBytes(of: digit) { splice(range, of: digits, with: $0, asTyped: true, input: input) }
                } else if isSeparatorKey(character) {
                    return separatorTyped(character, at: range, in: Array(digits))
                } else {
                    return .rejected(.characterNotAccepted(character))
                }
            case let .paste(text):
                let pasted: (digits: [UInt8], asTyped: Bool)
                do throws(EditRejection) { pasted = try read(text) } catch { return .rejected(error) }
                return pasted.digits.withUnsafeBytes { splice(range, of: digits, with: $0, asTyped: pasted.asTyped, input: input) }
            }
        }
    }

    /// The raw digits `range` of `digits` replaced with `inserted` (``replace(_:in:with:)``),
    /// spliced in a buffer on the stack: only the new raw string is made.
    private func splice(_ range: Range<Int>, of digits: UnsafeBufferPointer<UInt8>, with inserted: UnsafeRawBufferPointer,
                        asTyped: Bool, input: EditInput) -> RawEdit {
        // Each pad puts in one `0`: at most one after each digit typed, and one at the end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: digits.count + 2 * inserted.count + 1) { buffer in
            var count = 0
            for byte in digits[..<range.lowerBound] { buffer[count] = byte; count += 1 }
            var caret = range.lowerBound
            if asTyped {
                // Digits typed (or pasted alone) one after another at the end: after each, a lone
                // first digit that cannot begin its day or month is that field (`4` where the month
                // goes is 04). Typed before other digits, a digit is only inserted.
                let atEnd = range.upperBound == digits.count
                for digit in inserted {
                    buffer[count] = digit
                    count += 1
                    caret += 1
                    if atEnd { padLoneField(buffer, count: &count, caret: &caret) }
                }
            } else {
                for digit in inserted { buffer[count] = digit; count += 1 }
                caret += inserted.count
            }
            for byte in digits[range.upperBound...] { buffer[count] = byte; count += 1 }
            // Whatever the edit, the last field too (`25` less its `5` is 02; a `5` moved there).
            padLoneField(buffer, count: &count, caret: &caret)
            let result = UnsafeBufferPointer(rebasing: buffer[..<count])
            if inserted.isEmpty {
                if case let .deletion(kind) = input, result.elementsEqual(digits) {
                    // Deleting the 0 of such a field would only bring it back: the caret moves over it.
                    return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound)
                }
            }
            if case .keystroke = input, let rejection = refusal(of: result, from: range.lowerBound, to: caret) {
                return .rejected(rejection)
            }
            guard count <= Self.length else { return .rejected(.maskFull(slots: Self.length)) }
            return .replaced(raw: String(utf8: result), selection: caret..<caret)
        }
    }

    /// Pads the field the last of the `count` digits in `digits` is in when it is a day or month
    /// of one digit that cannot begin it (`4` where the month goes), `count` one more and `caret`
    /// moved past the `0` put in before it (`digits` has room for it). Only the last field can
    /// hold one digit: each before it is whole.
    func padLoneField(_ digits: UnsafeMutableBufferPointer<UInt8>, count: inout Int, caret: inout Int) {
        var start = 0
        for component in layoutPattern.order {
            if count == start + 1 {
                if component != .year, digits[start] > Self.highestFirstDigit(of: component) {
                    digits[start + 1] = digits[start]
                    digits[start] = UInt8(ascii: "0")
                    count += 1
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
        var raw = raw
        return raw.withUTF8 { value(digits: UnsafeBufferPointer(rebasing: $0.prefix(Self.length + 1))) }
    }

    /// ``value(raw:)`` of the raw digits' first nine bytes.
    private func value(digits: UnsafeBufferPointer<UInt8>) -> TypedDate {
        func field(_ component: DatePattern.Component) -> (text: String, number: Int?) {
            let start = self.start(of: component), width = component.width
            let typed = max(0, min(width, digits.count - start))
            // The digits typed, then `?` for each not typed, written in place (a small string).
            let text = String(unsafeUninitializedCapacity: width) { text in
                for index in 0..<width { text[index] = index < typed ? digits[start + index] : UInt8(ascii: "?") }
                return width
            }
            return (text, typed == width ? Self.number(digits[start..<(start + width)]) : nil)
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
    static func number(_ digits: some Sequence<UInt8>) -> Int? {
        var number = 0
        for byte in digits {
            guard DecimalDigit.isASCII(byte) else { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return number
    }

    /// Why a keystroke that leaves `result`, typed from `start` to `caret`, is refused: a whole
    /// day or month it touched that is none (`13`, `32`, `00`).
    func refusal(of result: UnsafeBufferPointer<UInt8>, from start: Int, to caret: Int) -> EditRejection? {
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

extension DateFieldFormatter {
    /// The text ``DateFieldFormatter/layout(raw:)`` writes, as UTF-8 made once per formatter:
    /// the locale's digits and the pattern's text before the first field and after each; and,
    /// when each digit is one unit (de_DE, en_US, fa_IR), where each raw digit stands, so that
    /// a layout needs no list of spans.
    final class Glyphs: Sendable {
        /// The UTF-8 of the digits 0 to 9, one after another; digit `d`'s from `digitStarts[d]`
        /// to `digitStarts[d + 1]`.
        let digits: [UInt8]
        let digitStarts: [Int]
        /// The UTF-16 width of each digit.
        let digitWidths: [Int]
        /// The UTF-8 of the text before the first field, and its UTF-16 width.
        let prefix: [UInt8]
        let prefixWidth: Int
        /// The UTF-8 of the text after the first, second and third field (the two separators and
        /// the suffix), and their UTF-16 widths.
        let after: [[UInt8]]
        let afterWidths: [Int]
        /// How many raw digits stand before the end of each field: 2, 4, 8 for `dd.MM.y`.
        let fieldEnds: [Int]
        /// The UTF-8 bytes of the prefix, separators and suffix together.
        let decorationCount: Int
        /// The most UTF-8 bytes one raw byte is written in: a digit, or a byte that is none, written
        /// as the scalar it is (two bytes at most).
        let widest: Int
        /// Whether the digits are ASCII: a raw digit is written as it is.
        let hasASCIIDigits: Bool
        /// The UTF-16 offset of each of the eight raw digits, when every digit is one unit: 0,
        /// 1, 3, 4, 6, 7, 8, 9 for `dd.MM.y`; else `nil`.
        let slots: [Int]?
        /// Whether every UTF-16 offset of every layout is a grapheme boundary: each scalar of the
        /// digits, prefix, separators and suffix one unit, and a grapheme of its own beside any
        /// other (printable ASCII; `۱۴۰۵/۰۹/۰۴`; not a pattern with a combining mark or a joiner).
        let everyOffsetIsGraphemeBoundary: Bool
        /// The UTF-16 span of each of the eight raw digits, when all digits are as wide (as they
        /// are in every numbering system); else `nil`.
        let spans: [Range<Int>]?

        init(digits: [String], pattern: DatePattern) {
            self.digits = digits.flatMap(\.utf8)
            var start = 0
            digitStarts = [0] + digits.map { digit in
                start += digit.utf8.count
                return start
            }
            digitWidths = digits.map(\.utf16.count)
            prefix = Array(pattern.prefix.utf8)
            prefixWidth = pattern.prefix.utf16.count
            let afterTexts = pattern.separators + [pattern.suffix]
            after = afterTexts.map { Array($0.utf8) }
            afterWidths = afterTexts.map(\.utf16.count)
            var end = 0
            fieldEnds = pattern.order.map { component in
                end += component.width
                return end
            }
            decorationCount = prefix.count + after.reduce(0) { $0 + $1.count }
            widest = max(2, digits.map(\.utf8.count).max() ?? 0)
            let isPrintableASCII = { (bytes: [UInt8]) in bytes.allSatisfy { (0x20..<0x7F).contains($0) } }
            if let width = digitWidths.first, digits.count == 10, digitWidths.allSatisfy({ $0 == width }) {
                var spans: [Range<Int>] = []
                var offset = prefixWidth
                for (field, fieldEnd) in fieldEnds.enumerated() {
                    while spans.count < fieldEnd {
                        spans.append(offset..<(offset + width))
                        offset += width
                    }
                    offset += afterWidths[field]
                }
                self.spans = spans
            } else {
                spans = nil
            }
            hasASCIIDigits = self.digits == (0..<10).map { UInt8(ascii: "0") + UInt8($0) }
            slots = digitWidths.first == 1 ? spans?.map(\.lowerBound) : nil
            if hasASCIIDigits, isPrintableASCII(prefix), after.allSatisfy(isPrintableASCII) {
                everyOffsetIsGraphemeBoundary = true
            } else {
                everyOffsetIsGraphemeBoundary = Self.isEachAGrapheme(Set((digits + [pattern.prefix] + afterTexts).flatMap(\.unicodeScalars)))
            }
        }

        /// Whether text made of `scalars`, in any order, has a grapheme boundary at every UTF-16
        /// offset: each scalar one unit and not a carriage return, and no two a grapheme together.
        /// Pairs decide it: what joins across more than two scalars (a joiner, a virama, a
        /// prepended or extending mark) joins a pair too.
        ///
        /// - Complexity: O(*n*²) in the number of scalars (about 15 for a date).
        static func isEachAGrapheme(_ scalars: Set<Unicode.Scalar>) -> Bool {
            guard scalars.allSatisfy({ $0.utf16.count == 1 && $0 != "\r" }) else { return false }
            return scalars.allSatisfy { first in
                scalars.allSatisfy { second in
                    var pair = String.UnicodeScalarView()
                    pair.append(first)
                    pair.append(second)
                    return String(pair).count == 2
                }
            }
        }
    }
}
