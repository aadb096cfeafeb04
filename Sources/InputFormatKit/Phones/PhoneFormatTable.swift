/// The phone formats of every region libphonenumber knows, generated from its metadata by
/// `Scripts/make-phone-formats.py` (the version is ``sourceVersion``).
///
/// The table is text, one record a line, fields separated by tabs:
///
/// | line | fields |
/// | --- | --- |
/// | `C` | country calling code, then its regions, the main region first (`001`: non-geographic) |
/// | `P` | region, calling code, international prefix, national prefix for parsing, possible lengths, leading digits, general number pattern |
/// | `T` | a number type of the `P` line above (`mobile`, `fixed_line`…): possible lengths, pattern |
/// | `N`, `I` | a national or international format of the `P` line above: flags, number pattern, output (`$1 $2`), formatting template (`#` a digit), leading-digits patterns |
///
/// A `-` stands for a field the metadata leaves out. Flags: `e` usable as you type, `g` the
/// national prefix rule holds the first group only, `o` the national prefix is optional, `c` a
/// carrier-code rule exists, `s` a space follows the national prefix. Only main regions carry
/// formats: regions sharing a calling code are formatted as its main region, as
/// libphonenumber does.
///
/// Records are read on first use of a region and kept.
///
/// ```swift
/// let plan = try PhoneFormatTable.shared.plan(region: "DE")
/// plan.countryCode                                        // 49
/// PhoneFormatTable.shared.mainRegion(countryCode: 1)      // "US"
/// ```
@_spi(Internals) public final class PhoneFormatTable: Sendable {
    /// The table generated from libphonenumber's metadata.
    ///
    /// ```swift
    /// PhoneFormatTable.shared.regions.count   // 245
    /// ```
    public static let shared = PhoneFormatTable(text: PhoneFormatTable.source)

    /// Every region code with a numbering plan, sorted (`001` left out).
    public let regions: [String]
    private let regionsByCountryCode: [Int: [String]]
    private let countryCodeByRegion: [String: Int]
    /// Per plan key (a region, or `001+code`), its `P` line and format lines, unparsed.
    private let records: [String: [(number: Int, text: Substring)]]
    private let plans = Locked<[String: PhoneNumberingPlan]>([:])
    /// Per calling code, the plans of its regions, the main one first (read once: a number's
    /// check at every keystroke looks them all up, 25 for `+1`).
    private let plansByCountryCode = Locked<[Int: [PhoneNumberingPlan]]>([:])

    init(text: String) {
        var regionsByCountryCode: [Int: [String]] = [:]
        var countryCodeByRegion: [String: Int] = [:]
        var records: [String: [(number: Int, text: Substring)]] = [:]
        var currentKey: String?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            switch fields.first {
            case "C":
                guard fields.count > 2, let code = Int(fields[1]) else { continue }
                let regions = line.split(separator: "\t").dropFirst(2).map(String.init)
                regionsByCountryCode[code] = regions
                for region in regions where region != "001" { countryCodeByRegion[region] = code }
            case "P":
                guard fields.count > 2 else { continue }
                let key = fields[1] == "001" ? "001+\(fields[2])" : String(fields[1])
                currentKey = key
                records[key] = [(index + 1, line)]
            case "N", "I", "T":
                if let currentKey { records[currentKey]?.append((index + 1, line)) }
            default:
                continue
            }
        }
        self.regionsByCountryCode = regionsByCountryCode
        self.countryCodeByRegion = countryCodeByRegion
        self.records = records
        self.regions = countryCodeByRegion.keys.sorted()
    }

    /// The country calling code of a region, or `nil` for a region the table does not know.
    ///
    /// ```swift
    /// PhoneFormatTable.shared.countryCode(region: "GB")   // 44
    /// ```
    public func countryCode(region: String) -> Int? {
        countryCodeByRegion[region]
    }

    /// The regions that share a country calling code, the main one first; empty when no region
    /// has that code.
    ///
    /// ```swift
    /// PhoneFormatTable.shared.regions(countryCode: 7)   // ["RU", "KZ"]
    /// ```
    public func regions(countryCode: Int) -> [String] {
        regionsByCountryCode[countryCode] ?? []
    }

    /// The region whose formats a calling code uses (`US` for 1, `001` for a
    /// non-geographic code such as 800), or `nil` for a code nobody has.
    ///
    /// ```swift
    /// PhoneFormatTable.shared.mainRegion(countryCode: 44)   // "GB"
    /// ```
    public func mainRegion(countryCode: Int) -> String? {
        regionsByCountryCode[countryCode]?.first
    }

    /// The numbering plan of a region (ISO 3166 code, any letter case).
    ///
    /// ```swift
    /// try PhoneFormatTable.shared.plan(region: "in").countryCode   // 91
    /// ```
    func plan(region: String) throws(PhoneError) -> PhoneNumberingPlan {
        let key = region.uppercased()
        guard key != "001", records[key] != nil else { throw .unknownRegion(region) }
        return try plan(key: key)
    }

    /// The numbering plan of a non-geographic calling code (800, 808, 870…), or `nil`.
    ///
    /// ```swift
    /// PhoneFormatTable.shared.nonGeographicPlan(countryCode: 800)?.countryCode   // 800
    /// ```
    func nonGeographicPlan(countryCode: Int) -> PhoneNumberingPlan? {
        try? plan(key: "001+\(countryCode)")
    }

    /// The plans of the regions that share `countryCode`, the main one first (a non-geographic
    /// code's own plan); empty for a code nobody has.
    ///
    /// ```swift
    /// PhoneFormatTable.shared.plans(countryCode: 7).map(\.region)   // ["RU", "KZ"]
    /// ```
    func plans(countryCode: Int) -> [PhoneNumberingPlan] {
        if let plans = plansByCountryCode.withLock({ $0[countryCode] }) { return plans }
        let plans = regions(countryCode: countryCode).compactMap { region in
            region == "001" ? nonGeographicPlan(countryCode: countryCode) : try? plan(region: region)
        }
        plansByCountryCode.withLock { $0[countryCode] = plans }
        return plans
    }

    /// The plan whose formats numbers of `region` use: the main region of its calling code.
    func formattingPlan(region: String) throws(PhoneError) -> PhoneNumberingPlan {
        let plan = try plan(region: region)
        guard let main = mainRegion(countryCode: plan.countryCode), main != plan.region else { return plan }
        return main == "001" ? nonGeographicPlan(countryCode: plan.countryCode) ?? plan : try self.plan(region: main)
    }

    private func plan(key: String) throws(PhoneError) -> PhoneNumberingPlan {
        if let plan = plans.withLock({ $0[key] }) { return plan }
        guard let lines = records[key] else { throw .unknownRegion(key) }
        let plan = try PhoneNumberingPlan(lines: lines)
        plans.withLock { $0[key] = plan }
        return plan
    }
}
