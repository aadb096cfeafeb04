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
    /// The text shown after the last digit.
    private(set) var text = ""
    /// The calling code read after `+` or a dialling prefix, once read.
    private(set) var countryCode: Int?

    private var accruedInput = ""
    private var accruedDigits: [UInt8] = []
    /// The mask of the chosen format, and the digits filled into it so far.
    private var template: Mask?
    private var templateFill: [Character] = []
    private var currentPattern = ""
    private var prefixBeforeNationalNumber = ""
    private var spaceAfterNationalPrefix = false
    private var extractedNationalPrefix: [UInt8] = []
    private(set) var nationalNumber: [UInt8] = []
    private var ableToFormat = true
    private var isCompleteNumber = false
    private var expectingCountryCode = false
    private var possibleFormats: [PhoneNumberFormat] = []

    private static let minimumLeadingDigits = 3
    private static let plus = UInt8(ascii: "+")

    init(region: String, table: PhoneFormatTable = .shared) throws(PhoneError) {
        self.table = table
        self.defaultRegion = region.uppercased()
        self.plan = try table.formattingPlan(region: region)
    }

    /// The text after typing `raw` (ASCII digits, with an optional leading `+`) from empty.
    ///
    /// The groupings of the last few numbers asked for are kept (``RecentGroupings``): asked
    /// again, a number costs nothing; one more digit after one of them costs one step, not
    /// the whole number again — as a keystroke at the end of a phone field asks.
    static func text(of raw: String, region: String, table: PhoneFormatTable = .shared,
                     continuing kept: KeptGrouping? = nil) throws(PhoneError) -> AsYouTypeGrouping {
        if let kept, kept.table == ObjectIdentifier(table), kept.region == region,
           RecentGroupings.isStart(kept.raw, of: raw) {
            // The field's own grouping of the digits before: only the new ones are typed.
            var grouping = kept.grouping
            for character in raw.dropFirst(kept.raw.count) { grouping.input(character) }
            // Kept for the value of the same digits, read right after the layout.
            let key = RecentGroupings.Key(table: ObjectIdentifier(table), region: region)
            recent.withLock { $0.insert(grouping, raw: raw, key: key) }
            return grouping
        }
        let key = RecentGroupings.Key(table: ObjectIdentifier(table), region: region)
        if let (grouping, typed) = recent.withLock({ $0.longestStart(of: raw, key: key) }) {
            if typed == raw.count { return grouping }
            var grouping = grouping
            for character in raw.dropFirst(typed) { grouping.input(character) }
            recent.withLock { $0.insert(grouping, raw: raw, key: key) }
            return grouping
        }
        var grouping = try AsYouTypeGrouping(region: region, table: table)
        for character in raw { grouping.input(character) }
        recent.withLock { $0.insert(grouping, raw: raw, key: key) }
        return grouping
    }

    /// A grouping a field keeps with its layout (``RawLayout/memo``), to continue from at its
    /// next keystroke.
    struct KeptGrouping: Sendable {
        let table: ObjectIdentifier
        let region: String
        let raw: String
        let grouping: AsYouTypeGrouping
    }

    /// The groupings of the last numbers asked for, shared by every phone field.
    private static let recent = Locked(RecentGroupings())

    /// Types one ASCII digit, or `+` as the first character.
    mutating func input(_ character: Character) {
        accruedInput.append(character)
        guard let byte = character.asciiValue else { return }
        accruedDigits.append(byte)
        if byte != Self.plus { nationalNumber.append(byte) }

        if !ableToFormat {
            if attemptToExtractInternationalPrefix() {
                if attemptToExtractCountryCode() {
                    text = attemptToChoosePatternWithPrefixExtracted()
                    return
                }
            } else if ableToExtractLongerNationalPrefix() {
                prefixBeforeNationalNumber += " "
                text = attemptToChoosePatternWithPrefixExtracted()
                return
            }
            text = accruedInput
            return
        }

        let count = accruedDigits.count
        if count <= 2 {
            text = accruedInput
            return
        }
        if count == 3 {
            if attemptToExtractInternationalPrefix() {
                expectingCountryCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefix()
                text = attemptToChooseFormattingPattern()
                return
            }
        }
        if expectingCountryCode {
            if attemptToExtractCountryCode() { expectingCountryCode = false }
            text = prefixBeforeNationalNumber + Self.string(nationalNumber)
            return
        }
        if !possibleFormats.isEmpty {
            let partial = inputDigitIntoTemplate(character)
            let formatted = attemptToFormatAccruedDigits()
            if !formatted.isEmpty {
                text = formatted
                return
            }
            narrowDownPossibleFormats(nationalNumber)
            if maybeCreateNewTemplate() {
                text = inputAccruedNationalNumber()
                return
            }
            text = ableToFormat ? appendNationalNumber(partial) : accruedInput
        } else {
            text = attemptToChooseFormattingPattern()
        }
    }

    // MARK: Steps of libphonenumber's AsYouTypeFormatter

    private mutating func attemptToChoosePatternWithPrefixExtracted() -> String {
        ableToFormat = true
        expectingCountryCode = false
        possibleFormats = []
        template = nil
        templateFill = []
        currentPattern = ""
        return attemptToChooseFormattingPattern()
    }

    private mutating func ableToExtractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            nationalNumber = extractedNationalPrefix + nationalNumber
            // Python's `rfind`, and its slice `[:-1]` when the prefix is not found.
            let before = Array(prefixBeforeNationalNumber.utf8)
            let prefix = extractedNationalPrefix
            let found = before.count >= prefix.count
                ? (0...(before.count - prefix.count)).last { before[$0..<($0 + prefix.count)].elementsEqual(prefix) }
                : nil
            prefixBeforeNationalNumber = Self.string(before[..<(found ?? max(before.count - 1, 0))])
        }
        return extractedNationalPrefix != removeNationalPrefix()
    }

    private mutating func attemptToChooseFormattingPattern() -> String {
        guard nationalNumber.count >= Self.minimumLeadingDigits else {
            return appendNationalNumber(Self.string(nationalNumber))
        }
        collectAvailableFormats(leadingDigits: nationalNumber)
        let formatted = attemptToFormatAccruedDigits()
        if !formatted.isEmpty { return formatted }
        return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : accruedInput
    }

    private mutating func collectAvailableFormats(leadingDigits: [UInt8]) {
        let isInternational = isCompleteNumber && extractedNationalPrefix.isEmpty
        let formats = isInternational && !plan.internationalFormats.isEmpty ? plan.internationalFormats : plan.nationalFormats
        for format in formats {
            if !extractedNationalPrefix.isEmpty && format.nationalPrefixRuleHasFirstGroupOnly
                && !format.nationalPrefixIsOptional && !format.hasCarrierCodeRule {
                continue
            } else if extractedNationalPrefix.isEmpty && !isCompleteNumber
                        && !format.nationalPrefixRuleHasFirstGroupOnly && !format.nationalPrefixIsOptional {
                continue
            }
            if format.isUsableAsYouType { possibleFormats.append(format) }
        }
        narrowDownPossibleFormats(leadingDigits)
    }

    private mutating func narrowDownPossibleFormats(_ leadingDigits: [UInt8]) {
        let index = leadingDigits.count - Self.minimumLeadingDigits
        possibleFormats.removeAll { format in
            let patterns = format.leadingDigitsPatterns
            guard !patterns.isEmpty else { return false }
            // Python's list index: a negative one counts from the end.
            var chosen = min(index, patterns.count - 1)
            if chosen < 0 { chosen += patterns.count }
            guard chosen >= 0 else { return true }
            return patterns[chosen].prefixMatchEnd(leadingDigits) == nil
        }
    }

    private mutating func maybeCreateNewTemplate() -> Bool {
        // A format without a long enough template is dropped, so the first one left is tried next.
        while let format = possibleFormats.first {
            if currentPattern == format.pattern.source { return false }
            if let mask = format.template, mask.slotCount >= nationalNumber.count {
                template = mask
                templateFill = []
                currentPattern = format.pattern.source
                spaceAfterNationalPrefix = format.spaceFollowsNationalPrefix
                return true
            }
            possibleFormats.removeFirst()
        }
        ableToFormat = false
        return false
    }

    private mutating func attemptToFormatAccruedDigits() -> String {
        for format in possibleFormats where format.pattern.matchesWhole(nationalNumber) {
            spaceAfterNationalPrefix = format.spaceFollowsNationalPrefix
            let full = appendNationalNumber(format.formatted(nationalNumber))
            if full.unicodeScalars.filter({ $0 == "+" || ("0"..."9").contains($0) }).map(UInt8.init(ascii:)) == accruedDigits {
                return full
            }
        }
        return ""
    }

    private mutating func inputAccruedNationalNumber() -> String {
        guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
        var partial = ""
        for digit in nationalNumber { partial = inputDigitIntoTemplate(Character(Unicode.Scalar(digit))) }
        return ableToFormat ? appendNationalNumber(partial) : accruedInput
    }

    private func isNorthAmericanNumberWithNationalPrefix() -> Bool {
        plan.countryCode == 1 && nationalNumber.count >= 2 && nationalNumber[0] == UInt8(ascii: "1")
            && nationalNumber[1] != UInt8(ascii: "0") && nationalNumber[1] != UInt8(ascii: "1")
    }

    private mutating func removeNationalPrefix() -> [UInt8] {
        var start = 0
        if isNorthAmericanNumberWithNationalPrefix() {
            start = 1
            prefixBeforeNationalNumber += "1 "
            isCompleteNumber = true
        } else if let pattern = plan.nationalPrefixForParsing, let end = pattern.prefixMatchEnd(nationalNumber), end > 0 {
            isCompleteNumber = true
            start = end
            prefixBeforeNationalNumber += Self.string(nationalNumber[..<end])
        }
        let prefix = Array(nationalNumber[..<start])
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
        nationalNumber = Array(accruedDigits[end...])
        prefixBeforeNationalNumber = Self.string(accruedDigits[..<end])
        if accruedDigits.first != Self.plus { prefixBeforeNationalNumber += " " }
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
        prefixBeforeNationalNumber += "\(found.code) "
        extractedNationalPrefix = []
        return true
    }

    /// The digit goes into the next slot of the template; the text is the template laid out up
    /// to it (the mask engine's layout). With no slot left, the digits are shown as typed.
    private mutating func inputDigitIntoTemplate(_ digit: Character) -> String {
        guard let template, templateFill.count < template.slotCount else {
            if possibleFormats.count == 1 { ableToFormat = false }
            currentPattern = ""
            return accruedInput
        }
        templateFill.append(digit)
        return template.layout(templateFill).text
    }

    private func appendNationalNumber(_ national: String) -> String {
        if spaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last, last != " " {
            return prefixBeforeNationalNumber + " " + national
        }
        return prefixBeforeNationalNumber + national
    }

    private static func string<C: Collection<UInt8>>(_ digits: C) -> String {
        String(decoding: digits, as: UTF8.self)
    }
}
