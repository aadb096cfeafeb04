@_spi(Internals) import InputFormatKit

/// Phone work, one item per region of the phone format table (every region libphonenumber
/// knows): national and international numbers typed key by key, edited in the middle, pasted
/// and read back, through a form field (which keeps its grouping) and through the stateless
/// path (which groups the number afresh at every keystroke, reading the shared numbering plans).
///
/// Every other region's item edits in a formatter made before the run and shared by every
/// thread; the others make theirs as they run, so that the numbering plans of those regions
/// are first read on several threads at once (the threads run before anything else has read
/// them).
enum PhoneWork {
    /// The item of each region.
    static func items() -> [WorkItem] {
        let table = PhoneFormatTable.shared
        let languages = MessageTable.builtInLocales
        return table.regions.enumerated().map { index, region in
            let shared = index.isMultiple(of: 2) ? try? PhoneFormatter(region: region) : nil
            let code = table.countryCode(region: region).map(String.init) ?? ""
            let language = languages[index % languages.count]
            return WorkItem(family: .phones, name: "phone \(region)\(shared == nil ? "" : " shared")") {
                var digest = Digest()
                do {
                    let formatter = try shared ?? PhoneFormatter(region: region)
                    record(formatter, countryCode: code, language: language, into: &digest)
                } catch {
                    digest.record("refused", "\(error)")
                }
                return digest.text
            }
        }
    }

    /// Numbers typed, edited and pasted in `formatter`'s region, and the numbers they make.
    static func record(_ formatter: PhoneFormatter, countryCode code: String, language: String, into digest: inout Digest) {
        let scripts: [[Keystroke]] = [
            [.type("0612345678"), .backspace, .select(3..<3), .type("9"), .select(0..<99), .paste("+\(code) 612 345 678"), .blur],
            [.type("+\(code)2025550143"), .backspace, .backspace, .type("43"), .select(2..<2), .deleteForward, .type("1"), .blur],
            [.type("2025550143"), .select(1..<4), .type("5"), .backspace, .select(99..<99), .type("99999999999"), .blur],
            [.paste("00\(code) (0)30 1234 5678"), .select(0..<1), .type("7"), .paste("*#06#"), .blur],
        ]
        let configuration = FormField<PhoneFormatter>.Configuration(
            label: "Phone", rules: [.formatterVerdict()], timing: .onEveryEdit, locale: language)
        for (index, script) in scripts.enumerated() {
            FieldSession.record(script, formatter: formatter, configuration: configuration, label: "field \(index)", into: &digest)
            FieldSession.recordStateless(script, formatter: formatter, label: "delegate \(index)", into: &digest)
        }
        for raw in ["0612345678", "+\(code)2025550143", "2025550143", "+\(code)", "00\(code)612345678", "1"] {
            let number = formatter.value(raw: raw)
            digest.record("number \(raw)", number.map { "\($0.validation) \($0.region ?? "-") +\($0.countryCode.map(String.init) ?? "-") \($0.nationalNumber) \($0.e164 ?? "-")" })
        }
    }
}
