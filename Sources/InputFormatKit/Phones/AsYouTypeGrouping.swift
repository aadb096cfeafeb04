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
    private(set) var accruedDigits = PhoneDigitBuffer()
    /// The format whose template the digits fill, and the digits filled into it so far.
    private(set) var templateFormat: PhoneNumberFormat?
    private(set) var templateFill = PhoneDigitBuffer()
    /// The format of the template being filled (libphonenumber's current pattern), `nil` when none is.
    private var currentFormat: PhoneNumberFormat?
    private(set) var prefixBeforeNationalNumber = PhoneDigitBuffer()
    private(set) var spaceAfterNationalPrefix = false
    private var extractedNationalPrefix = PhoneDigitBuffer()
    private(set) var nationalNumber = PhoneDigitBuffer()
    private var ableToFormat = true
    private var isCompleteNumber = false
    private var expectingCountryCode = false
    private var possibleFormats = FormatSet()
    /// Whether the digit being typed is shown: digits typed in a row show only the last one's
    /// text, so the texts between are not made.
    private(set) var showing = true

    private static let minimumLeadingDigits = 3
    /// The most digits a grouping types (with the `+`): more than a phone field takes, fewer
    /// than fill a ``PhoneDigitBuffer`` with prefixes and spaces.
    static let maximumTyped = PhoneFormatter.maximumDigits + 1
    static let plus = UInt8(ascii: "+")
    static let space = UInt8(ascii: " ")

    init(region: String, table: PhoneFormatTable = .shared) throws(PhoneError) {
        self.table = table
        self.defaultRegion = region.uppercased()
        self.plan = try table.formattingPlan(region: region)
    }

    static func isDigit(_ byte: UInt8) -> Bool { DecimalDigit.isASCII(byte) }

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
}
