/// The IBAN structure of every country that issues IBANs (``IBANRegistry+Data.swift``, generated
/// from the SWIFT IBAN registry by `Scripts/make-iban-registry.py`): for each country code its
/// length and which positions take digits, letters or either, as one ``Mask`` grouped by four.
/// Countries schwifty marks as aspirational (IBANs issued, not yet in SWIFT's registry) are
/// marked so in the data and typed like the others.
struct IBANRegistry: Sendable {
    /// The registry as the data file gives it.
    static let shared = IBANRegistry(source: source)

    /// Each country's IBAN as a mask (two country letters and two check digits first), by code.
    let countries: [String: Mask]
    /// One mask per country, chosen by the first two letters; two letter slots until then.
    let masks: MaskSet

    init(source: String) {
        var countries: [String: Mask] = [:]
        for line in source.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count >= 2, let mask = try? Mask(String(fields[1])) else {
                preconditionFailure("IBAN registry line not understood: \(line)")
            }
            countries[String(fields[0])] = mask
        }
        self.countries = countries
        self.masks = MaskSet(
            countries.keys.sorted().map { MaskSet.Entry(prefixes: [MaskSet.PrefixRange(stringLiteral: $0)], mask: countries[$0]!) },
            fallback: .countryLetters)
    }
}

extension Mask {
    /// Two letters: an IBAN before its country is known.
    fileprivate static let countryLetters: Mask = {
        guard let mask = try? Mask("AA") else { preconditionFailure("the mask AA is well formed") }
        return mask
    }()
}
