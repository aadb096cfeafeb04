import InputFormatKit

/// IBAN work, one item per country the IBAN registry knows: a valid IBAN of the country typed
/// key by key, edited, pasted in print form and with wrong check digits, in a formatter shared
/// by every thread.
///
/// The countries and the shape of their IBANs are found through the formatter itself, before
/// the run: each pair of letters is typed, and a country's slots are filled with the first of
/// `1` and `B` each takes (``sampleIBAN(country:)``).
enum IBANWork {
    static let shared = IBANFormatter()

    /// The item of each country.
    static func items() -> [WorkItem] {
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let countries = letters.flatMap { first in letters.map { first + $0 } }.filter(isCountry)
        let languages = MessageTable.builtInLocales
        return countries.enumerated().map { index, country in
            let iban = sampleIBAN(country: country)
            let language = languages[(index * 5) % languages.count]
            return WorkItem(family: .ibans, name: "iban \(country)") {
                var digest = Digest()
                let printed = stride(from: 0, to: iban.count, by: 4).map { String(iban.dropFirst($0).prefix(4)) }.joined(separator: " ")
                let wrong = String(iban.prefix(2)) + (iban.dropFirst(2).hasPrefix("99") ? "98" : "99") + iban.dropFirst(4)
                let script: [Keystroke] = [
                    .type(iban.lowercased()), .type("1"), .backspace, .select(5..<6), .type("Z"), .backspace,
                    .select(0..<99), .paste(printed), .blur, .focus, .select(0..<99), .paste(wrong), .blur,
                ]
                let configuration = FormField<IBANFormatter>.Configuration(
                    label: "IBAN", rules: [.formatterVerdict()], timing: .onEveryEdit, locale: language)
                FieldSession.record(script, formatter: shared, configuration: configuration, label: "field", into: &digest)
                FieldSession.recordStateless(script, formatter: shared, label: "delegate", into: &digest)
                digest.record("iban", shared.value(raw: iban).map { "\($0.printed) \($0.country ?? "-") \($0.validation)" })
                return digest.text
            }
        }
    }

    /// Whether the registry has `code`: typing its letters is not refused.
    static func isCountry(_ code: String) -> Bool {
        var field = FieldText.empty
        for character in code {
            let result = shared.apply(.typing(String(character), in: field), to: field)
            if result.isRejected { return false }
            field = result.field
        }
        return true
    }

    /// A valid IBAN of `country`: each slot after the check digits filled with `1`, or `B`
    /// where a digit is refused, to the country's length; then the check digits of ISO 13616.
    static func sampleIBAN(country: String) -> String {
        var field = FieldText.empty
        for character in country + "00" {
            field = shared.apply(.typing(String(character), in: field), to: field).field
        }
        while field.utf16Count < 64 {
            var typed = shared.apply(.typing("1", in: field), to: field)
            if typed.isRejected { typed = shared.apply(.typing("B", in: field), to: field) }
            if typed.isRejected { break }   // the country's length reached
            field = typed.field
        }
        let bban = String(shared.rawText(of: field.string).dropFirst(4))
        let iban = country + checkDigits(country: country, bban: bban) + bban
        precondition(IBAN.passesMod97(iban), "the sample IBAN \(iban) of \(country) fails its check digits")
        return iban
    }

    /// ISO 13616's check digits: 98 less the remainder by 97 of the BBAN, the country and `00`,
    /// letters read as 10 to 35.
    static func checkDigits(country: String, bban: String) -> String {
        var remainder = 0
        for character in (bban + country + "00").uppercased() {
            let value = character.wholeNumberValue ?? Int(character.asciiValue ?? 0) - Int(UInt8(ascii: "A")) + 10
            for digit in String(value) {
                remainder = (remainder * 10 + (digit.wholeNumberValue ?? 0)) % 97
            }
        }
        let check = 98 - remainder
        return check < 10 ? "0\(check)" : "\(check)"
    }
}
