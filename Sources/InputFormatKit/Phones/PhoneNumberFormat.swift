/// One format of a numbering plan: which numbers it takes (by leading digits and a pattern)
/// and how it groups them.
///
/// ```swift
/// let plan = try PhoneFormatTable.shared.plan(region: "US")
/// plan.nationalFormats.last?.output     // "($1) $2-$3" (as ASCII bytes)
/// plan.nationalFormats.last?.template?.slotOffsets.count   // 10: "(###) ###-####"
/// ```
final class PhoneNumberFormat: Sendable {
    /// The pattern a whole national number must match, with one group per output group.
    let pattern: PhonePattern
    /// The output in ASCII, `$1` standing for the first group.
    let output: [UInt8]
    /// The grouping of the longest number the pattern takes, as the byte shape of a mask the
    /// digits fill (the grouping engine of fixed masks and card numbers); `nil` when the pattern
    /// takes no run of 9s (libphonenumber's test for a usable template).
    let template: Mask.Shape<UInt8>?
    /// Patterns of leading digits, each for one more digit typed (from the third on).
    let leadingDigitsPatterns: [PhonePattern]
    /// Whether the as-you-type formatter may use this format at all.
    let isUsableAsYouType: Bool
    /// Whether the national prefix rule holds only the first group (or there is none).
    let nationalPrefixRuleHasFirstGroupOnly: Bool
    /// Whether the national prefix may be left out when formatting.
    let nationalPrefixIsOptional: Bool
    /// Whether a carrier-code rule exists.
    let hasCarrierCodeRule: Bool
    /// Whether the national prefix rule puts a space or dash after the prefix.
    let spaceFollowsNationalPrefix: Bool
    /// The lengths of the national numbers the pattern may match whole
    /// (``DigitAutomaton/wholeMatchLengths()``; all, without an automaton).
    private let wholeMatchLengths: UInt64
    /// Whether a number written in this format shows its digits exactly, in order, and no other
    /// digit or `+`: the pattern is fixed-width groups only, and the output names each group once,
    /// in order, writes no digit or `+` of its own and ends with its last group (as every output
    /// of libphonenumber's that names its groups in order does).
    let showsDigitsInOrder: Bool

    static let placeholder: Character = "#"

    init(line: Substring, number: Int) throws(PhoneError) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count >= 5 else { throw .malformedTable(line: number, reason: "a format line has at least 5 fields") }
        let flags = fields[1]
        pattern = try PhonePattern(String(fields[2]))
        // Grouped numbers are ASCII, so that a keystroke lays them out as bytes.
        guard fields[3].utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            throw .malformedTable(line: number, reason: "a format's output is printable ASCII")
        }
        output = Array(fields[3].utf8)
        if let mask = Mask.digitTemplate(String(fields[4]), placeholder: Self.placeholder) {
            guard mask.isASCII else {
                throw .malformedTable(line: number, reason: "a format's template is printable ASCII")
            }
            template = mask.ascii
        } else {
            template = nil
        }
        var leading: [PhonePattern] = []
        for field in fields.dropFirst(5) { leading.append(try PhonePattern(String(field))) }
        leadingDigitsPatterns = leading
        isUsableAsYouType = flags.contains("e")
        nationalPrefixRuleHasFirstGroupOnly = flags.contains("g")
        nationalPrefixIsOptional = flags.contains("o")
        hasCarrierCodeRule = flags.contains("c")
        spaceFollowsNationalPrefix = flags.contains("s")
        wholeMatchLengths = pattern.automaton?.wholeMatchLengths() ?? .max
        guard let bounds = pattern.fixedGroupBounds else {
            showsDigitsInOrder = false
            return
        }
        showsDigitsInOrder = PhoneNumberFormat.namesGroupsInOrder(output, groupCount: bounds.count - 1)
        // ``appendFormatted(wholeMatch:to:)`` fills the template instead of writing the output:
        // the two must write the same text, which the table, not this type, makes them do.
        if showsDigitsInOrder, let template, template.slotOffsets.count == bounds[bounds.count - 1] {
            let digits = (0..<template.slotOffsets.count).map { UInt8(ascii: "0") + UInt8($0 % 10) }
            var filled: [UInt8] = [], written: [UInt8] = []
            template.appendFilled(digits, to: &filled)
            appendOutput(digits, groupCount: bounds.count - 1, to: &written) { bounds[$0]..<bounds[$0 + 1] }
            guard filled == written else {
                throw .malformedTable(line: number, reason: "a format's template writes its digits as its output does")
            }
        }
    }

    /// Whether the pattern may match a national number of `count` digits whole: `false` only
    /// when it matches none of that length.
    func mayMatchWhole(count: Int) -> Bool {
        wholeMatchLengths & (1 << UInt64(min(count, 63))) != 0
    }

    /// Whether `output` names each of `groupCount` groups once, in order, writes no digit or `+`
    /// of its own and ends with its last group, read as ``appendOutput(_:groupCount:to:group:)``
    /// reads it.
    private static func namesGroupsInOrder(_ output: [UInt8], groupCount: Int) -> Bool {
        var named = 0
        var index = 0
        var endsWithGroup = false
        while index < output.count {
            let byte = output[index]
            if byte == UInt8(ascii: "$"), index + 1 < output.count {
                // A `$` before anything but the next group is written as it stands, or out of order.
                guard Int(output[index + 1]) - 48 == named + 1, named < groupCount else { return false }
                named += 1
                endsWithGroup = true
                index += 2
            } else {
                guard byte != UInt8(ascii: "+"), !DecimalDigit.isASCII(byte) else { return false }
                endsWithGroup = false
                index += 1
            }
        }
        // A literal after the last group would not be written by the template: a mask's shape
        // shows the literals before its last filled slot.
        return named == groupCount && endsWithGroup
    }

    /// Appends ``formatted(_:)`` of digits the pattern matches whole to `text`, without matching
    /// again: a format that shows its digits in order fills its template (the output with a digit
    /// slot for each digit of each group: `(###) ###-####` for `($1) $2-$3` of
    /// `(\d{3})(\d{3})(\d{4})`), another pattern of fixed-width groups has its groups cut at
    /// their bounds.
    func appendFormatted(wholeMatch digits: PhoneDigitBuffer, to text: inout [UInt8]) {
        if showsDigitsInOrder, let template, template.slotOffsets.count == digits.count {
            digits.withBytes { template.appendFilled($0, to: &text) }
            return
        }
        guard let bounds = pattern.fixedGroupBounds, bounds[bounds.count - 1] == digits.count else {
            text += formatted(digits)
            return
        }
        appendOutput(digits, groupCount: bounds.count - 1, to: &text) { bounds[$0]..<bounds[$0 + 1] }
    }

    /// The national number written in this format, as libphonenumber's `re.sub` writes it:
    /// every match of the pattern replaced by the output with its groups.
    func formatted<Digits: RandomAccessCollection<UInt8>>(_ digits: Digits) -> [UInt8] where Digits.Index == Int {
        var result: [UInt8] = []
        result.reserveCapacity(output.count + digits.count)
        var copied = 0
        pattern.forEachMatch(in: digits) { range, slots in
            result += digits[copied..<range.lowerBound]
            appendOutput(digits, groupCount: pattern.groupCount, to: &result) { slots.group($0) }
            copied = range.upperBound
        }
        result += digits[copied...]
        return result
    }

    /// Appends the output to `text`, `$1` to `$9` written as that group of `digits` (`group`
    /// gives the range of group `n - 1`, `nil` when it took no part); any other `$` stays as
    /// written, with the character after it.
    private func appendOutput<Digits: RandomAccessCollection<UInt8>>(
        _ digits: Digits, groupCount: Int, to text: inout [UInt8], group: (Int) -> Range<Int>?
    ) where Digits.Index == Int {
        var index = 0
        while index < output.count {
            let byte = output[index]
            guard byte == UInt8(ascii: "$"), index + 1 < output.count else {
                text.append(byte)
                index += 1
                continue
            }
            let number = Int(output[index + 1]) - 48
            if number >= 1, number <= 9, number <= groupCount {
                if let range = group(number - 1) {
                    for digit in range { text.append(digits[digit]) }   // no slice is made
                }
            } else {
                text.append(byte)
                text.append(output[index + 1])
            }
            index += 2
        }
    }
}
