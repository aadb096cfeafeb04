/// One format of a numbering plan: which numbers it takes (by leading digits and a pattern)
/// and how it groups them.
///
/// ```swift
/// let plan = try PhoneFormatTable.shared.plan(region: "US")
/// plan.nationalFormats.last?.output     // "($1) $2-$3"
/// plan.nationalFormats.last?.template?.pattern   // "(###) ###-####"
/// ```
struct PhoneNumberFormat: Sendable {
    /// The pattern a whole national number must match, with one group per output group.
    let pattern: PhonePattern
    /// The output, `$1` standing for the first group.
    let output: String
    /// The grouping of the longest number the pattern takes, as a mask the digits fill (the
    /// grouping engine of fixed masks and card numbers); `nil` when the pattern takes no run of
    /// 9s (libphonenumber's test for a usable template).
    let template: Mask?
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

    static let placeholder: Character = "#"

    init(line: Substring, number: Int) throws(PhoneError) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count >= 5 else { throw .malformedTable(line: number, reason: "a format line has at least 5 fields") }
        let flags = fields[1]
        pattern = try PhonePattern(String(fields[2]))
        output = String(fields[3])
        template = Mask.digitTemplate(String(fields[4]), placeholder: Self.placeholder)
        var leading: [PhonePattern] = []
        for field in fields.dropFirst(5) { leading.append(try PhonePattern(String(field))) }
        leadingDigitsPatterns = leading
        isUsableAsYouType = flags.contains("e")
        nationalPrefixRuleHasFirstGroupOnly = flags.contains("g")
        nationalPrefixIsOptional = flags.contains("o")
        hasCarrierCodeRule = flags.contains("c")
        spaceFollowsNationalPrefix = flags.contains("s")
    }

    /// The national number written in this format, as libphonenumber's `re.sub` writes it:
    /// every match of the pattern replaced by the output with its groups.
    func formatted(_ digits: [UInt8]) -> String {
        var result = ""
        var copied = 0
        for match in pattern.matches(in: digits) {
            result += String(decoding: digits[copied..<match.range.lowerBound], as: UTF8.self)
            var characters = output.unicodeScalars.makeIterator()
            while let scalar = characters.next() {
                if scalar == "$", let next = characters.next() {
                    if let group = Int(String(next)), group >= 1, group <= match.groups.count {
                        if let range = match.groups[group - 1] { result += String(decoding: digits[range], as: UTF8.self) }
                    } else {
                        result.unicodeScalars.append(scalar)
                        result.unicodeScalars.append(next)
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            copied = match.range.upperBound
        }
        result += String(decoding: digits[copied...], as: UTF8.self)
        return result
    }
}
