#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A card's expiry date field, `MM/YY`, typed as people type it:
///
/// - a first digit 2 to 9 is a month of its own: `4` shows `04/`; `1` waits for the second digit
///   (the same holds after any edit: `12/34` less its `1` is `02/34`);
/// - the `/` appears with the month's second digit; a month above 12 (or `00`) typed is
///   refused (a paste or a deletion may leave one: the verdict names it, nothing is dropped);
/// - deleting the `0` of a month 2 to 9 moves the caret over it (the month would bring it back);
/// - typing `/` (or `-`, `.`, a space) after one digit pads the month: `1/` gives `01/`;
/// - backspace right after the `/` deletes the month's last digit (the `/` is decoration);
/// - an edit inside the month moves no digit of the year into it: it is made in the text shown,
///   whose `/` stays (`12/|27`, Backspace, is `1|/27`, January 2027 as a paste of it reads; `1`
///   then gives `11/27`);
/// - paste and autofill read `01/2025`, `1/25`, `0125`, `01 / 25` and `2025-01` as `01/25`;
///   into a begun date, a paste with marks of its own is its keys typed there (`1` with `2/5`
///   pasted after it is `12/5`), refused with the first key refused;
/// - typed, a year goes on past two digits that begin this century's years into a year of four
///   (`01/2027`, as autofill writes it, is January 2027 as pasted; it finishes as `01/27`, and
///   keeps four digits where two would read as another year: `01/2083`); any other third digit
///   of a year is refused.
///
/// The value is the month and year with a verdict against today (given, or the current month):
/// incomplete, invalid month, expired, more than twenty years ahead, or valid.
///
/// ```swift
/// var field = InputField(formatter: ExpiryDateFormatter(year: 2026, month: 11))
/// field.type("4")
/// field.text.description         // "04|/"
/// field.type("28")
/// field.value?.validation        // .valid
/// field.value?.description       // "04/28"
/// ```
public struct ExpiryDateFormatter: InputFormatter {
    /// How many years ahead an expiry date may lie.
    public static let yearsAhead = 20

    /// The year and month the verdict is taken against.
    public let today: (year: Int, month: Int)

    /// A formatter judging dates against `year` and `month` (1 to 12).
    ///
    /// ```swift
    /// ExpiryDateFormatter(year: 2026, month: 11)
    /// ```
    public init(year: Int, month: Int) {
        today = (min(max(year, 1), 9999), min(max(month, 1), 12))
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

    // MARK: InputFormatter

    /// The digits of an `MM/YY` text.
    ///
    /// ```swift
    /// ExpiryDateFormatter().rawText(of: "04/2")   // "042"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text` at most: it stops after the fourth digit.
    public func rawText(of text: String) -> String {
        // A month edited in place (`1/27`) is its own raw characters.
        if Self.mayBeEditedInPlace(text), layout(raw: rawDigits(of: text)).text != text { return text }
        return rawDigits(of: text)
    }

    /// The digits of `text`, at most as many as the field's own layout holds.
    private func rawDigits(of text: String) -> String {
        // At most six (a year of four digits typed, this century's), else four: a longer text
        // (set from outside) is then not this field's own layout and is read as a paste.
        let digits = Array(text.unicodeScalars.lazy.compactMap(Self.digit).prefix(6))
        let kept = digits.count > 4 && digits[2..<4].elementsEqual(centuryDigits) ? digits[...] : digits.prefix(4)
        return String(decoding: kept, as: UTF8.self)
    }

    /// `MM/YY` with the `/` after the month's second digit.
    ///
    /// ```swift
    /// ExpiryDateFormatter().layout(raw: "12").text   // "12/"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    @_spi(FormatterAuthoring) public func layout(raw: String) -> RawLayout {
        if Self.isEditedInPlace(raw) { return PlainTextFormatter().layout(raw: raw) }
        var text = ""
        var spans: [Range<Int>] = []
        for (index, character) in raw.enumerated() {
            if index == 2 { text.append("/") }
            spans.append(text.utf16.count..<(text.utf16.count + 1))
            text.append(character)
        }
        if raw.utf8.count == 2 { text.append("/") }
        return RawLayout(text: text, rawSpans: spans)
    }

    /// Applies an edit by the rules in the type's documentation.
    ///
    /// - Complexity: O(*n* + *p*) in the length of `raw` and of a pasted text.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        if case let .paste(text) = input, PasteBound.exceeds(text) { return .rejected(.notAnExpiryDate(EditRejection.excerpt(text))) }
        if case let .paste(text) = input, !raw.isEmpty, range != 0..<raw.utf8.count, Self.holdsMarks(text) {
            return replace(range, in: raw, typing: text)
        }
        if Self.isEditedInPlace(raw) { return replace(range, inEditedText: raw, with: input) }
        let digits = Array(raw.utf8)
        guard range.lowerBound >= 0, range.upperBound <= digits.count else {
            return .rejected(.rangeOutOfBounds(range, length: digits.count))
        }
        let inserted: [UInt8]
        switch input {
        case .deletion:
            inserted = []
        case let .keystroke(character):
            if let digit = DecimalDigit.ascii(of: character)?.asciiByte {
                inserted = [digit]
            } else if Self.separators.contains(character) {
                // After the month's one digit it pads the month; after a whole month it is the
                // `/` already shown; before any digit it means nothing.
                if digits.count == 1, range == 1..<1 {
                    guard digits[0] != UInt8(ascii: "0") else { return .rejected(.notAMonth("00")) }
                    return .replaced(raw: "0" + raw, selection: 2..<2)
                }
                guard digits.count >= 2 else { return .rejected(.characterNotAccepted(character)) }
                return .caretMoved(to: range.lowerBound)
            } else {
                return .rejected(.characterNotAccepted(character))
            }
        case let .paste(text):
            do { inserted = shortened(try Self.read(text, century: centuryDigits)) } catch { return .rejected(error) }
        }
        if movesYearIntoMonth(range, of: digits, inserting: inserted) {
            // Made in the text shown instead: the `/` and the year stay where they are.
            let (text, caret) = layout(raw: raw).shownText(replacing: range, with: String(decoding: inserted, as: UTF8.self))
            return kept(text, caret: caret, input: input)
        }
        var result = Array(digits[..<range.lowerBound]) + inserted + digits[range.upperBound...]
        var caret = range.lowerBound + inserted.count
        // Whatever the edit, a month's first digit 2 to 9 is the month itself: `4` is `04`, and
        // `12/34` less its `1` is `02/34` (the year stays). Deleting the 0 of such a month
        // would only bring it back: the caret moves over it instead, as over decoration.
        if let first = result.first, first >= UInt8(ascii: "2") {
            result.insert(UInt8(ascii: "0"), at: 0)
            caret += 1
            if case let .deletion(kind) = input, result == digits {
                return .caretMoved(to: kind == .forward ? range.upperBound : range.lowerBound)
            }
        }
        // A typed month is 01 to 12. A paste or a deletion may leave another (`12/34` less its
        // `2` is `13/4`): nothing is dropped, backspace is never stuck, the verdict names it.
        if case .keystroke = input, range.lowerBound < 2, result.count >= 2, !Self.isMonth(result[0..<2]) {
            return .rejected(.notAMonth(String(decoding: result[0..<2], as: UTF8.self)))
        }
        // A year typed on past two digits that begin this century's (`01/20`, then `27`, as autofill
        // writes `01/2027`) is a year of four digits; any other fifth digit is one too many.
        guard result.count <= 4 || (result.count <= 6 && result[2..<4].elementsEqual(centuryDigits)) else {
            return .rejected(.maskFull(slots: 4))
        }
        return .replaced(raw: result.withUnsafeBufferPointer(String.init(utf8:)), selection: caret..<caret)
    }

    /// The month and year typed so far, `nil` without digits.
    ///
    /// ```swift
    /// ExpiryDateFormatter(year: 2026, month: 11).value(raw: "1230")?.year   // 2030
    /// ```
    public func value(raw: String) -> ExpiryDate? {
        if Self.isEditedInPlace(raw) { return ExpiryDate(digits: (try? Self.read(raw, century: centuryDigits)) ?? [], today: today) }
        return raw.isEmpty ? nil : ExpiryDate(digits: Array(raw.utf8.prefix(6)), today: today)
    }

    /// `MM/YY` without the dangling `/` of a month alone.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    /// The raw characters kept when editing ends: a year of four digits as its last two
    /// (`012027` → `0127`), as the field shows every expiry date — unless its last two read as
    /// another year (`012083` stays: `01/83` is January 1983 in 2026).
    ///
    /// ```swift
    /// ExpiryDateFormatter(year: 2026, month: 11).finished(raw: "012027")   // "0127"
    /// ```
    ///
    /// - Complexity: O(1).
    public func finished(raw: String) -> String {
        if Self.isEditedInPlace(raw) {
            // A month edited in place that reads becomes its digits (`1/27` is `0127`).
            guard let digits = try? Self.read(raw, century: centuryDigits), digits.count >= 4 else { return raw }
            return String(decoding: shortened(digits), as: UTF8.self)
        }
        return raw.utf8.count == 6 ? String(decoding: shortened(Array(raw.utf8)), as: UTF8.self) : raw
    }

    /// `digits` with a year of four digits as its last two, where those read as the same year.
    func shortened(_ digits: [UInt8]) -> [UInt8] {
        guard digits.count == 6 else { return digits }
        let short = Array(digits[0..<2] + digits[4..<6])
        return ExpiryDate(digits: short, today: today).year == ExpiryDate(digits: digits, today: today).year ? short : digits
    }

    /// The first two digits of this century's years (`20`), which a year of four digits begins with.
    var centuryDigits: [UInt8] {
        let century = today.year / 100 % 100
        return [UInt8(ascii: "0") + UInt8(century / 10), UInt8(ascii: "0") + UInt8(century % 10)]
    }

    public func finishedText(raw: String) -> String {
        let raw = finished(raw: raw)
        return raw.utf8.count == 2 ? raw : layout(raw: raw).text
    }

    // MARK: Editing in place

    /// Whether `raw` is a month edited in place (`1/27`) rather than digits.
    static func isEditedInPlace(_ raw: String) -> Bool {
        raw.utf8.contains(UInt8(ascii: "/"))
    }

    /// Whether `text` may be a month edited in place: at most one digit, a `/`, and the digits
    /// of a year (`1/27`, `/2027`).
    static func mayBeEditedInPlace(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0].count < 2 && parts[1].count <= 4 && text.utf8.allSatisfy { $0 == UInt8(ascii: "/") || DecimalDigit.isASCII($0) }
    }

    /// Whether replacing `range` of `digits` with `inserted` would move digits of the year into
    /// the month (`12/27` less its `2`): a month left with one digit 2 to 9 is that month, and
    /// moves nothing (`12/34` less its `1` is `02/34`).
    func movesYearIntoMonth(_ range: Range<Int>, of digits: [UInt8], inserting inserted: [UInt8]) -> Bool {
        guard range.lowerBound < 2, digits.count > max(range.upperBound, 2) else { return false }
        let yearStart = range.lowerBound + inserted.count + max(0, 2 - range.upperBound)
        guard yearStart != 2 else { return false }
        // Only a month left short: one of two digits or more is read as before (a 2 to 9 alone is that
        // month; three digits are refused).
        let month = Array(digits[..<range.lowerBound]) + inserted + digits[range.upperBound..<max(range.upperBound, 2)]
        return month.isEmpty || (month.count == 1 && month[0] < UInt8(ascii: "2"))
    }

    /// A paste with marks of its own (`2/5`, `1/25`) into a begun date, not over the whole: its
    /// keys typed there, one after another (rule 7), and refused with the first key refused:
    /// `1` with `2/5` pasted after it is `12/5`, as the keys give it; a whole date inside a part
    /// (`0/` with `1/25` pasted after it) is no date.
    ///
    /// - Complexity: O(*p*) keystrokes for a paste of *p* characters, each O(1): the raw text
    ///   holds six digits at most.
    func replace(_ range: Range<Int>, in raw: String, typing text: String) -> RawEdit {
        var raw = raw, selection = range, changed = false
        for character in text {
            let key: Character = character.isWhitespace ? " " : character   // a tab, a no-break space: the space key
            switch replace(selection, in: raw, with: .keystroke(key)) {
            case let .replaced(result, caret):
                (raw, selection, changed) = (result, caret.upperBound..<caret.upperBound, true)
            case let .caretMoved(to: caret):
                selection = caret..<caret
            case let .rejected(reason):
                return .rejected(reason)
            }
        }
        guard changed else { return .caretMoved(to: selection.lowerBound) }
        // A year of four digits is shortened as a paste's is (`0` with `1/2025` after it is 01/25).
        if !Self.isEditedInPlace(raw), raw.utf8.count == 6 {
            let short = String(decoding: shortened(Array(raw.utf8)), as: UTF8.self)
            let caret = min(selection.upperBound, short.utf8.count)
            return .replaced(raw: short, selection: caret..<caret)
        }
        return .replaced(raw: raw, selection: selection)
    }

    /// Whether a pasted text holds a mark (a `/`, `-`, `.`, a letter): anything but digits and spaces.
    static func holdsMarks(_ text: String) -> Bool {
        text.unicodeScalars.contains { digit($0) == nil && !$0.properties.isWhitespace }
    }

    /// A month edited in place, edited again: spliced as plain text, then ``kept(_:caret:input:)``.
    /// Only digits are typed into it (the `/` is there).
    func replace(_ range: Range<Int>, inEditedText raw: String, with input: EditInput) -> RawEdit {
        let inserted: String
        switch input {
        case let .deletion(kind):
            // The `/` stays: a deletion takes digits only (over the `/` alone, the digit beyond it).
            return EditedDigitText.deleting(range, of: raw, kind) { kept($0, caret: $1, input: input) }
        case let .keystroke(character):
            guard let digit = DecimalDigit.ascii(of: character) else {
                if Self.separators.contains(character) { return .caretMoved(to: range.lowerBound) }
                return .rejected(.characterNotAccepted(character))
            }
            inserted = String(digit)
        case let .paste(text):
            if range == 0..<raw.count { return replace(0..<0, in: "", with: input) }   // over the whole: a fresh paste
            do { inserted = String(decoding: try Self.read(text, century: centuryDigits), as: UTF8.self) } catch { return .rejected(error) }
        }
        let (text, caret) = EditedDigitText.replacing(range, of: raw, with: inserted)
        return kept(text, caret: caret, input: input)
    }

    /// `text`, a month and year edited as plain text, the caret at `caret`: the digits it holds
    /// where it is their layout, or where it is digits alone (which read as typed); a month of
    /// two digits or more, read as a paste of the whole; else kept as it is while a paste of it
    /// reads, a month typed whole being 01 to 12. A deletion is never refused.
    func kept(_ text: String, caret: Int, input: EditInput) -> RawEdit {
        let digits = String(decoding: text.utf8.filter(DecimalDigit.isASCII), as: UTF8.self)
        if !text.utf8.contains(UInt8(ascii: "/")) { return replace(0..<0, in: "", with: .paste(digits)) }
        // A month typed whole is 01 to 12 (`1|/34`, `3`: “13” is refused).
        if case .keystroke = input, let read = try? Self.read(text, century: centuryDigits), read.count >= 2, !Self.isMonth(read[0..<2]) {
            return .rejected(.notAMonth(String(decoding: read[0..<2], as: UTF8.self)))
        }
        // The field's own layout of digits it holds (not `10/0125`: a year of four digits is this century's).
        if layout(raw: digits).text == text, rawDigits(of: text) == digits, digits.utf8.first.map({ $0 < UInt8(ascii: "2") }) ?? true {
            let before = text.prefix(caret).utf8.count { DecimalDigit.isASCII($0) }
            return .replaced(raw: digits, selection: before..<before)
        }
        // A month of two digits or more before the `/`: the whole read as a paste.
        if !Self.mayBeEditedInPlace(text) { return replace(0..<0, in: "", with: .paste(text)) }
        if case .deletion = input { return .replaced(raw: text, selection: caret..<caret) }
        do { _ = try Self.read(text, century: centuryDigits) } catch { return .rejected(error) }
        return .replaced(raw: text, selection: caret..<caret)
    }

    // MARK: Reading

    static func isMonth(_ digits: ArraySlice<UInt8>) -> Bool {
        ExpiryDate.number(digits).map { (1...12).contains($0) } ?? false
    }

    /// The keys that stand for the `/`.
    static let separators: Set<Character> = ["/", "-", ".", " "]

    /// A decimal digit of any script as its ASCII byte.
    static func digit(_ scalar: Unicode.Scalar) -> UInt8? {
        DecimalDigit.value(of: scalar).map { UInt8(ascii: "0") + $0 }
    }

    /// Reads pasted text: a month and a year in any of the forms cards and autofill use
    /// (`01/2025`, `1/25`, `01 / 25`, `2025-01`, `0125`, `012025`), a field's own unfinished
    /// text (`12/3`, `01/202` with a year of four digits begun in `century`), or digits to insert
    /// as typed.
    static func read(_ text: String, century: [UInt8]) throws(EditRejection) -> [UInt8] {
        var groups: [[UInt8]] = [[]]
        // A mark before the first digit, or after another, stands for a part left out (`/27`,
        // what deleting a month leaves): the year does not take its place.
        var marks = 1
        for scalar in text.unicodeScalars {
            if let digit = digit(scalar) {
                guard marks < 2 else { throw .notAnExpiryDate(EditRejection.excerpt(text)) }
                groups[groups.count - 1].append(digit)
                marks = 0
            } else if scalar.properties.isWhitespace || "/-.".unicodeScalars.contains(scalar) {
                if !scalar.properties.isWhitespace { marks += 1 }
                if !groups[groups.count - 1].isEmpty { groups.append([]) }
            } else {
                throw .notAnExpiryDate(EditRejection.excerpt(text))
            }
        }
        // A separator after a lone first digit ends the month, as the typed key does (`1/` is 01).
        let monthEnded = groups.count == 2 && groups[0].count == 1 && groups[1].isEmpty
        groups.removeAll { $0.isEmpty }
        func twoDigits(_ group: [UInt8]) -> [UInt8] { group.count == 1 ? [UInt8(ascii: "0")] + group : group }
        switch groups.count {
        case 0:
            return []
        case 1 where monthEnded:
            return twoDigits(groups[0])
        case 1 where groups[0].count == 6 && groups[0][2..<4].elementsEqual(century):
            return groups[0]                                    // MMYYYY, this century's
        case 1 where groups[0].count == 6:
            return Array(groups[0][0..<2] + groups[0][4..<6])   // MMYYYY
        case 1 where groups[0].count <= 4:
            return groups[0]
        case 2 where groups[0].count == 4 && groups[1].count <= 2 && groups[0].starts(with: century):
            return twoDigits(groups[1]) + groups[0]             // YYYY-MM, this century's
        case 2 where groups[0].count == 4 && groups[1].count <= 2:
            return twoDigits(groups[1]) + groups[0][2..<4]      // YYYY-MM
        case 2 where groups[0].count <= 2 && groups[1].count == 4 && groups[1].starts(with: century):
            return twoDigits(groups[0]) + groups[1]             // M/YYYY, this century's: the caller shortens it
        case 2 where groups[0].count <= 2 && groups[1].count == 4:
            return twoDigits(groups[0]) + groups[1].suffix(2)   // M/YYYY
        case 2 where groups[0].count <= 2 && groups[1].count == 3 && groups[1].starts(with: century):
            return twoDigits(groups[0]) + groups[1]             // M/YYY: a year of four digits not yet whole, as typed
        case 2 where groups[0].count <= 2 && groups[1].count <= 2:
            return twoDigits(groups[0]) + groups[1]             // M/YY, or a field's own 12/3
        default:
            throw .notAnExpiryDate(EditRejection.excerpt(text))
        }
    }
}
