/// The grouping of a phone number while it is typed, digit by digit, by the same steps as
/// libphonenumber's `AsYouTypeFormatter` (whose behaviour the fixtures check):
///
/// - up to three digits nothing is grouped; at the third, an international prefix (`+`, or the
///   region's dialling prefix such as `011` or `00`) is looked for, and otherwise a national
///   prefix (`0`, or `1` in North America) is set apart;
/// - after `+` or a dialling prefix, the country calling code is read and the number switches
///   to that country's international formats;
/// - the formats whose leading-digit patterns match the digits so far are kept, and the first
///   whose template is long enough groups the digits; a format whose whole pattern matches is
///   used as it is;
/// - when no format fits, the digits stay as typed, ungrouped — never dropped.
///
/// ```swift
/// var grouping = try AsYouTypeGrouping(region: "US")
/// for digit in "6502532222" { grouping.input(digit) }
/// grouping.text   // "(650) 253-2222"
/// ```
struct AsYouTypeGrouping: Sendable {
    private let table: PhoneFormatTable
    private let defaultRegion: String
    private(set) var plan: PhoneNumberingPlan
    /// The text shown after the last digit, as ASCII bytes.
    private(set) var shown: [UInt8] = []
    /// The calling code read after `+` or a dialling prefix, once read.
    private(set) var countryCode: Int?

    /// The digits typed so far, with the leading `+`.
    private var accruedDigits = PhoneDigitBuffer()
    /// The format whose template the digits fill, and the digits filled into it so far.
    private var templateFormat: PhoneNumberFormat?
    private var templateFill = PhoneDigitBuffer()
    /// The format of the template being filled (libphonenumber's current pattern), `nil` when none is.
    private var currentFormat: PhoneNumberFormat?
    private var prefixBeforeNationalNumber = PhoneDigitBuffer()
    private var spaceAfterNationalPrefix = false
    private var extractedNationalPrefix = PhoneDigitBuffer()
    private(set) var nationalNumber = PhoneDigitBuffer()
    private var ableToFormat = true
    private var isCompleteNumber = false
    private var expectingCountryCode = false
    private var possibleFormats = FormatSet()
    /// Whether the digit being typed is shown: digits typed in a row show only the last one's
    /// text, so the texts between are not made.
    private var showing = true

    private static let minimumLeadingDigits = 3
    /// The most digits a grouping types (with the `+`): more than a phone field takes, fewer
    /// than fill a ``PhoneDigitBuffer`` with prefixes and spaces.
    static let maximumTyped = PhoneFormatter.maximumDigits + 1
    private static let plus = UInt8(ascii: "+")
    private static let space = UInt8(ascii: " ")

    init(region: String, table: PhoneFormatTable = .shared) throws(PhoneError) {
        self.table = table
        self.defaultRegion = region.uppercased()
        self.plan = try table.formattingPlan(region: region)
    }

    /// The text shown after the last digit.
    var text: String { String(decoding: shown, as: UTF8.self) }

    /// Whether `raw` is what a grouping types: ASCII digits, with an optional leading `+`, at
    /// most ``maximumTyped``.
    static func isTypeable(_ raw: String) -> Bool {
        var raw = raw
        return raw.withUTF8 { bytes in
            guard bytes.count <= maximumTyped, let first = bytes.first else { return bytes.isEmpty }
            return (first == plus || isDigit(first)) && bytes.dropFirst().allSatisfy(isDigit)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { DecimalDigit.isASCII(byte) }

    /// The grouping after typing `raw` (ASCII digits, with an optional leading `+`: see
    /// ``isTypeable(_:)``) from empty.
    ///
    /// Only the digits after the longest start of `raw` already grouped are typed:
    /// - with `kept` (a field's own grouping of its digits before the edit), among `kept` and
    ///   the groupings it continued from (``KeptGrouping/previous``): typing at the end types one
    ///   digit, a backspace at the end types none, an edit in the middle types the digits after it;
    /// - without, among the groupings of the last few numbers asked for (``RecentGroupings``), as
    ///   the stateless `apply(_:to:)` asks, which keeps no grouping between keystrokes.
    static func grouping(of raw: String, region: String, table: PhoneFormatTable = .shared,
                         continuing kept: KeptGrouping? = nil) throws(PhoneError) -> KeptGrouping {
        assert(isTypeable(raw), "a grouping types digits with an optional leading +, at most \(maximumTyped)")
        let key = RecentGroupings.Key(table: ObjectIdentifier(table), region: region)
        let start: KeptGrouping?
        let isKeptByField = kept?.key == key
        if let kept, isKeptByField {
            start = kept.longestStart(of: raw)
        } else {
            start = recent.withLock { $0.longestStart(of: raw, key: key) }
        }
        if let start, start.raw.utf8.count == raw.utf8.count { return start }
        var grouping: AsYouTypeGrouping
        if let start { grouping = start.grouping } else { grouping = try AsYouTypeGrouping(region: region, table: table) }
        let typed = start?.raw.utf8.count ?? 0
        var bytes = raw
        bytes.withUTF8 { bytes in
            for offset in typed..<bytes.count {
                grouping.input(bytes[offset], showing: offset == bytes.count - 1)   // only the last digit's text is made
            }
        }
        let made = KeptGrouping(key: key, raw: raw, grouping: consume grouping, previous: start)
        // Kept for a caller that lays the same digits out again from the text alone (the
        // stateless `apply(_:to:)` at its next keystroke); a field keeps its own.
        if !isKeptByField { recent.withLock { $0.insert(made) } }
        return made
    }

    /// A grouping a field keeps with its layout (``RawLayout/memo``), to continue from at its
    /// next keystroke and to read the value of its digits from; also what ``RecentGroupings``
    /// keeps. A class, so that keeping it costs one reference.
    final class KeptGrouping: Sendable {
        let key: RecentGroupings.Key
        let raw: String
        let grouping: AsYouTypeGrouping
        /// What the layout and the value read of the grouping, kept apart so that reading
        /// them does not copy it.
        let shown: [UInt8]
        let countryCode: Int?
        let nationalNumber: PhoneDigitBuffer
        /// The grouping this one continued from, of a start of ``raw``: a field's digits typed
        /// one by one keep a grouping for each start of the number, at most
        /// ``AsYouTypeGrouping/maximumTyped`` + 1 (the empty one too). Layouts kept for undo
        /// share these links.
        let previous: KeptGrouping?

        init(key: RecentGroupings.Key, raw: String, grouping: AsYouTypeGrouping, previous: KeptGrouping? = nil) {
            self.key = key
            self.raw = raw
            self.shown = grouping.shown
            self.countryCode = grouping.countryCode
            self.nationalNumber = grouping.nationalNumber
            self.grouping = grouping
            self.previous = previous
        }

        /// The longest of this grouping and those it continued from whose digits start `raw`;
        /// `nil` when none does.
        func longestStart(of raw: String) -> KeptGrouping? {
            var own = self.raw, raw = raw
            return own.withUTF8 { own in
                raw.withUTF8 { raw in
                    var shared = 0
                    while shared < own.count, shared < raw.count, own[shared] == raw[shared] { shared += 1 }
                    // Each one's digits start the next one's, so the first whose digits all lie in
                    // the start `raw` shares with this one's is the longest. (`raw` is typeable:
                    // ASCII digits after an optional `+`, so every byte ends a character.)
                    var candidate: KeptGrouping? = self
                    while let current = candidate {
                        if current.raw.utf8.count <= shared { return current }
                        candidate = current.previous
                    }
                    return nil
                }
            }
        }
    }

    /// The groupings of the last numbers asked for, shared by every phone field.
    private static let recent = Locked(RecentGroupings())

    /// Types one ASCII digit, or `+` as the first character; any other character is left out.
    mutating func input(_ character: Character) {
        if let byte = character.asciiByte { input(byte) }
    }

    /// Types one ASCII digit, or `+` as the first byte; any other byte, and any past
    /// ``maximumTyped``, is left out. With `showing` false, ``text`` is left to the next digit
    /// typed (it is not made).
    mutating func input(_ byte: UInt8, showing: Bool = true) {
        guard Self.isDigit(byte) || (byte == Self.plus && accruedDigits.isEmpty), accruedDigits.count < Self.maximumTyped else { return }
        self.showing = showing
        accruedDigits.append(byte)
        if byte != Self.plus { nationalNumber.append(byte) }

        if !ableToFormat {
            if attemptToExtractInternationalPrefix() {
                if attemptToExtractCountryCode() {
                    shown = attemptToChoosePatternWithPrefixExtracted()
                    return
                }
            } else if ableToExtractLongerNationalPrefix() {
                prefixBeforeNationalNumber.append(Self.space)
                shown = attemptToChoosePatternWithPrefixExtracted()
                return
            }
            shown = shownDigits
            return
        }

        let count = accruedDigits.count
        if count <= 2 {
            shown = shownDigits
            return
        }
        if count == 3 {
            if attemptToExtractInternationalPrefix() {
                expectingCountryCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefix()
                shown = attemptToChooseFormattingPattern()
                return
            }
        }
        if expectingCountryCode {
            if attemptToExtractCountryCode() { expectingCountryCode = false }
            shown = showing ? Array(prefixBeforeNationalNumber) + nationalNumber : []
            return
        }
        if !possibleFormats.isEmpty {
            let filledSlot = inputDigitIntoTemplate(byte)
            if let formatted = attemptToFormatAccruedDigits() {
                shown = formatted
                return
            }
            narrowDownPossibleFormats(nationalNumber)
            if maybeCreateNewTemplate() {
                shown = inputAccruedNationalNumber()
                return
            }
            // The template's text is made only now, when no whole format took the digits.
            shown = ableToFormat ? (filledSlot ? shownTemplate : shownNationalNumber(accruedDigits)) : shownDigits
        } else {
            shown = attemptToChooseFormattingPattern()
        }
    }

    // MARK: Steps of libphonenumber's AsYouTypeFormatter

    private mutating func attemptToChoosePatternWithPrefixExtracted() -> [UInt8] {
        ableToFormat = true
        expectingCountryCode = false
        possibleFormats = FormatSet()
        templateFormat = nil
        templateFill = PhoneDigitBuffer()
        currentFormat = nil
        return attemptToChooseFormattingPattern()
    }

    private mutating func ableToExtractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            nationalNumber = extractedNationalPrefix + nationalNumber
            // Python's `rfind`, and its slice `[:-1]` when the prefix is not found.
            let before = prefixBeforeNationalNumber
            let prefix = extractedNationalPrefix
            let found = before.count >= prefix.count
                ? (0...(before.count - prefix.count)).last { before[$0..<($0 + prefix.count)].elementsEqual(prefix) }
                : nil
            prefixBeforeNationalNumber = PhoneDigitBuffer(before[..<(found ?? max(before.count - 1, 0))])
        }
        return extractedNationalPrefix != removeNationalPrefix()
    }

    private mutating func attemptToChooseFormattingPattern() -> [UInt8] {
        guard nationalNumber.count >= Self.minimumLeadingDigits else {
            return shownNationalNumber(nationalNumber)
        }
        collectAvailableFormats(leadingDigits: nationalNumber)
        if let formatted = attemptToFormatAccruedDigits() { return formatted }
        return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : shownDigits
    }

    private mutating func collectAvailableFormats(leadingDigits: PhoneDigitBuffer) {
        let isInternational = isCompleteNumber && extractedNationalPrefix.isEmpty
        let formats = isInternational && !plan.internationalFormats.isEmpty ? plan.internationalFormats : plan.nationalFormats
        assert(possibleFormats.isEmpty, "formats are collected when none is left")
        possibleFormats = FormatSet(formats) { format in
            if !extractedNationalPrefix.isEmpty && format.nationalPrefixRuleHasFirstGroupOnly
                && !format.nationalPrefixIsOptional && !format.hasCarrierCodeRule {
                return false
            } else if extractedNationalPrefix.isEmpty && !isCompleteNumber
                        && !format.nationalPrefixRuleHasFirstGroupOnly && !format.nationalPrefixIsOptional {
                return false
            }
            return format.isUsableAsYouType
        }
        narrowDownPossibleFormats(leadingDigits)
    }

    private mutating func narrowDownPossibleFormats(_ leadingDigits: PhoneDigitBuffer) {
        let index = leadingDigits.count - Self.minimumLeadingDigits
        possibleFormats.removeAll { format in
            let patterns = format.leadingDigitsPatterns
            guard !patterns.isEmpty else { return false }
            // Python's list index: a negative one counts from the end.
            var chosen = min(index, patterns.count - 1)
            if chosen < 0 { chosen += patterns.count }
            guard chosen >= 0 else { return true }
            return !patterns[chosen].matchesStart(leadingDigits)
        }
    }

    private mutating func maybeCreateNewTemplate() -> Bool {
        // A format without a long enough template is dropped, so the first one left is tried next.
        while let format = possibleFormats.first {
            if currentFormat?.pattern.source == format.pattern.source { return false }
            if let slots = format.template?.slotOffsets.count, slots >= nationalNumber.count {
                templateFormat = format
                templateFill = PhoneDigitBuffer()
                currentFormat = format
                spaceAfterNationalPrefix = format.spaceFollowsNationalPrefix
                return true
            }
            possibleFormats.removeFirst()
        }
        ableToFormat = false
        return false
    }

    /// The text of the first possible format whose pattern takes the whole national number and
    /// whose text shows every digit typed, in order, and nothing else; `nil` when none does.
    /// Empty when the digit is not shown.
    private mutating func attemptToFormatAccruedDigits() -> [UInt8]? {
        let count = nationalNumber.count
        for format in possibleFormats where format.mayMatchWhole(count: count) && format.pattern.matchesWhole(nationalNumber) {
            spaceAfterNationalPrefix = format.spaceFollowsNationalPrefix
            if format.showsDigitsInOrder {
                // Its text shows the prefix's digits and the national number, which are the digits
                // typed (each step only moves digits between the two): known without writing it.
                assert(prefixAndNationalNumberAreTyped, "the prefix and the national number are the digits typed")
                return showing ? formatted(wholeMatch: format) : []
            }
            let full = formatted(wholeMatch: format)
            if full.lazy.filter({ $0 == Self.plus || Self.isDigit($0) }).elementsEqual(accruedDigits) {
                return showing ? full : []
            }
        }
        return nil
    }

    /// The prefix and the national number as `format`, whose pattern takes the national number whole, writes them.
    private func formatted(wholeMatch format: PhoneNumberFormat) -> [UInt8] {
        var full = shownPrefix(reservingCapacity: format.output.count + nationalNumber.count + 8)
        format.appendFormatted(wholeMatch: nationalNumber, to: &full)
        return full
    }

    /// Whether the digits and `+` of the prefix, then the national number, are the digits typed
    /// (what the grouping keeps true; checked in debug builds).
    private var prefixAndNationalNumberAreTyped: Bool {
        accruedDigits.withBytes { typed in
            prefixBeforeNationalNumber.withBytes { prefix in
                nationalNumber.withBytes { national in
                    var count = 0
                    for byte in prefix where byte == Self.plus || Self.isDigit(byte) {
                        guard count < typed.count, typed[count] == byte else { return false }
                        count += 1
                    }
                    return typed.count - count == national.count && typed[count...].elementsEqual(national)
                }
            }
        }
    }

    private mutating func inputAccruedNationalNumber() -> [UInt8] {
        guard !nationalNumber.isEmpty else { return showing ? Array(prefixBeforeNationalNumber) : [] }
        var filledSlot = false
        for digit in nationalNumber { filledSlot = inputDigitIntoTemplate(digit) }
        return ableToFormat ? (filledSlot ? shownTemplate : shownNationalNumber(accruedDigits)) : shownDigits
    }

    private mutating func removeNationalPrefix() -> PhoneDigitBuffer {
        var start = 0
        if plan.startsWithNorthAmericanNationalPrefix(nationalNumber) {
            start = 1
            prefixBeforeNationalNumber.append(UInt8(ascii: "1"))
            prefixBeforeNationalNumber.append(Self.space)
            isCompleteNumber = true
        } else if let pattern = plan.nationalPrefixForParsing, let end = pattern.prefixMatchEnd(nationalNumber), end > 0 {
            isCompleteNumber = true
            start = end
            prefixBeforeNationalNumber.append(contentsOf: nationalNumber[..<end])
        }
        let prefix = PhoneDigitBuffer(nationalNumber[..<start])
        nationalNumber.removeFirst(start)
        return prefix
    }

    private mutating func attemptToExtractInternationalPrefix() -> Bool {
        let end: Int
        if accruedDigits.first == Self.plus {
            end = 1
        } else if let pattern = plan.internationalPrefix {
            guard let match = pattern.prefixMatchEnd(accruedDigits) else { return false }
            end = match
        } else {
            end = 0
        }
        isCompleteNumber = true
        nationalNumber = PhoneDigitBuffer(accruedDigits[end...])
        prefixBeforeNationalNumber = PhoneDigitBuffer(accruedDigits[..<end])
        if accruedDigits.first != Self.plus { prefixBeforeNationalNumber.append(Self.space) }
        return true
    }

    private mutating func attemptToExtractCountryCode() -> Bool {
        guard let first = nationalNumber.first, first != UInt8(ascii: "0") else { return false }
        var found: (code: Int, length: Int)?
        var code = 0
        for length in 1...min(nationalNumber.count, 3) {
            code = code * 10 + Int(nationalNumber[length - 1] - 48)
            if table.mainRegion(countryCode: code) != nil {
                found = (code, length)
                break
            }
        }
        guard let found, let region = table.mainRegion(countryCode: found.code) else { return false }
        nationalNumber.removeFirst(found.length)
        if region == "001" {
            if let plan = table.nonGeographicPlan(countryCode: found.code) { self.plan = plan }
        } else if region != defaultRegion, let plan = try? table.formattingPlan(region: region) {
            self.plan = plan
        }
        countryCode = found.code
        prefixBeforeNationalNumber.append(contentsOf: String(found.code).utf8)
        prefixBeforeNationalNumber.append(Self.space)
        extractedNationalPrefix = PhoneDigitBuffer()
        return true
    }

    /// The digit goes into the next slot of the template; `false` when no slot is left (the
    /// digits are then shown as typed, ``shownDigits``).
    private mutating func inputDigitIntoTemplate(_ digit: UInt8) -> Bool {
        guard let template = templateFormat?.template, templateFill.count < template.slotOffsets.count else {
            if possibleFormats.count == 1 { ableToFormat = false }
            currentFormat = nil
            return false
        }
        templateFill.append(digit)
        return true
    }

    /// The prefix, then the template up to its last filled slot, its slots filled (the mask
    /// engine's layout), for the text shown: nothing when the digit is not shown.
    private var shownTemplate: [UInt8] {
        guard showing else { return [] }
        guard let template = templateFormat?.template, let last = templateFill.indices.last else {
            return shownPrefix(reservingCapacity: prefixBeforeNationalNumber.count + 1)
        }
        var shown = shownPrefix(reservingCapacity: prefixBeforeNationalNumber.count + 2 + template.slotOffsets[last])
        templateFill.withBytes { template.appendFilled($0, to: &shown) }
        return shown
    }

    /// The digits as typed, for the text shown: nothing when the digit is not shown.
    private var shownDigits: [UInt8] { showing ? Array(accruedDigits) : [] }

    /// The prefix and `national` as typed, for the text shown: nothing when the digit is not shown.
    private func shownNationalNumber(_ national: some Sequence<UInt8>) -> [UInt8] {
        guard showing else { return [] }
        var result = shownPrefix(reservingCapacity: prefixBeforeNationalNumber.count + 1 + national.underestimatedCount)
        result.append(contentsOf: national)
        return result
    }

    /// The prefix before the national number as the text shows it (with the space after a
    /// national prefix that takes one), in an array of at least `capacity`.
    private func shownPrefix(reservingCapacity capacity: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(capacity)
        guard !prefixBeforeNationalNumber.isEmpty else { return result }
        prefixBeforeNationalNumber.withBytes { result.append(contentsOf: $0) }
        if spaceAfterNationalPrefix, result.last != Self.space { result.append(Self.space) }
        return result
    }
}
