/// What libphonenumber's metadata says about the numbers of one region: its calling code, its
/// prefixes and its formats, as the as-you-type grouping needs them.
///
/// ```swift
/// let plan = try PhoneFormatTable.shared.plan(region: "GB")
/// plan.countryCode                 // 44
/// plan.longestLength               // 10
/// ```
final class PhoneNumberingPlan: Sendable {
    /// The region (`001` for a non-geographic calling code).
    let region: String
    /// The country calling code.
    let countryCode: Int
    /// The shortest and the longest a national significant number of the region may be, `nil`
    /// when the metadata gives no lengths.
    let shortestLength: Int?, longestLength: Int?
    /// The international dialling prefix (`011` in the US, `00` in Germany), if any.
    let internationalPrefix: PhonePattern?
    /// The national prefix and carrier codes to strip before the national number (`0`).
    let nationalPrefixForParsing: PhonePattern?
    /// The leading digits that tell this region apart from others sharing its calling code.
    let leadingDigits: PhonePattern?
    /// Every national significant number of the region matches this pattern.
    let generalPattern: PhonePattern?
    /// The number types (mobile, fixed line, toll free…): the lengths and pattern of each.
    let numberTypes: [(lengths: [Int], pattern: PhonePattern)]
    /// The national formats, in the metadata's order.
    let nationalFormats: [PhoneNumberFormat]
    /// The international formats; empty when they are the national ones.
    let internationalFormats: [PhoneNumberFormat]

    /// The most formats a plan's national or international list holds (libphonenumber's
    /// metadata has at most 19): a grouping keeps the ones it still considers as a 64-bit set.
    static let maximumFormats = 64

    init(lines: [(number: Int, text: Substring)]) throws(PhoneError) {
        guard let first = lines.first else { throw .malformedTable(line: 0, reason: "a plan without lines") }
        let fields = first.text.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 8, let code = Int(fields[2]) else {
            throw .malformedTable(line: first.number, reason: "a P line has 8 fields, the third a calling code")
        }
        func pattern(_ field: Substring) throws(PhoneError) -> PhonePattern? {
            field == "-" ? nil : try PhonePattern(String(field))
        }
        region = String(fields[1])
        countryCode = code
        internationalPrefix = try pattern(fields[3])
        nationalPrefixForParsing = try pattern(fields[4])
        let possibleLengths = fields[5] == "-" ? [] : fields[5].split(separator: ",").compactMap { Int($0) }
        shortestLength = possibleLengths.min()
        longestLength = possibleLengths.max()
        leadingDigits = try pattern(fields[6])
        generalPattern = try pattern(fields[7])
        var national: [PhoneNumberFormat] = []
        var international: [PhoneNumberFormat] = []
        var types: [(lengths: [Int], pattern: PhonePattern)] = []
        for line in lines.dropFirst() {
            if line.text.hasPrefix("T") {
                let fields = line.text.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count == 4, let pattern = try pattern(fields[3]) else {
                    throw .malformedTable(line: line.number, reason: "a T line has 4 fields, the last a pattern")
                }
                types.append((fields[2].split(separator: ",").compactMap { Int($0) }, pattern))
                continue
            }
            let format = try PhoneNumberFormat(line: line.text, number: line.number)
            if line.text.hasPrefix("I") { international.append(format) } else { national.append(format) }
        }
        guard national.count <= Self.maximumFormats, international.count <= Self.maximumFormats else {
            throw .malformedTable(line: first.number, reason: "a plan has at most \(Self.maximumFormats) national and \(Self.maximumFormats) international formats")
        }
        numberTypes = types
        nationalFormats = national
        internationalFormats = international
    }

    /// Whether nationally typed `digits` start with the North American national prefix `1`
    /// (before an area code, which starts with 2 to 9), which libphonenumber's as-you-type
    /// formatter sets apart as a national prefix outside the metadata's own.
    ///
    /// ```swift
    /// try PhoneFormatTable.shared.plan(region: "US").startsWithNorthAmericanNationalPrefix(PhoneDigitBuffer("16".utf8))   // true
    /// ```
    func startsWithNorthAmericanNationalPrefix(_ digits: PhoneDigitBuffer) -> Bool {
        countryCode == 1 && digits.count >= 2 && digits[0] == UInt8(ascii: "1")
            && digits[1] != UInt8(ascii: "0") && digits[1] != UInt8(ascii: "1")
    }

    /// Whether a national significant number is a number of this region, as libphonenumber's
    /// `is_valid_number_for_region` decides: it matches the general pattern, and the pattern of
    /// some number type at one of that type's lengths.
    ///
    /// ```swift
    /// try PhoneFormatTable.shared.plan(region: "DE").isValid(Array("15123456789".utf8))   // true
    /// try PhoneFormatTable.shared.plan(region: "DE").isValid(Array("1512".utf8))          // false
    /// ```
    func isValid(_ nationalNumber: PhoneDigitBuffer) -> Bool {
        guard generalPattern?.matchesWhole(nationalNumber) ?? false else { return false }
        return numberTypes.contains { $0.lengths.contains(nationalNumber.count) && $0.pattern.matchesWhole(nationalNumber) }
    }
}
