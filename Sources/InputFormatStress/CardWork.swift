import InputFormatKit

/// Card work, one item per card brand: a number of the brand typed key by key, edited and
/// pasted, in a formatter shared by every thread and in one chosen for the brand (a co-badged
/// number grouped as the cardholder's choice), with its security code and an expiry date.
enum CardWork {
    /// A first few digits of each brand, as the card brand table has them (the longest prefix
    /// wins, so each is a brand's own).
    static let prefixes: [CardBrand: String] = [
        .visa: "4", .mastercard: "51", .americanExpress: "34", .dinersClub: "36", .discover: "6011", .jcb: "3528",
        .unionPay: "62", .maestro: "6304", .mir: "2200", .elo: "401178", .hiper: "637095", .hipercard: "606282",
        .rupay: "6070", .verve: "506099", .troy: "979200", .naranja: "589562", .dankort: "5019",
    ]

    /// The formatter every thread shares.
    static let shared = CardNumberFormatter()

    /// The item of each brand; stops the program when a brand has no prefix here, or its
    /// prefix is not its own, so that every brand of the table is always worked.
    static func items() -> [WorkItem] {
        let languages = MessageTable.builtInLocales
        return CardBrand.allCases.enumerated().map { index, brand in
            guard let prefix = prefixes[brand], CardBrand.detect(prefix) == brand else {
                fatalError("CardWork.prefixes has no prefix of \(brand.rawValue)'s own: add one from the card brand table")
            }
            let number = sampleNumber(prefix: prefix, length: brand.lengths.first ?? 16)
            let language = languages[(index * 7) % languages.count]
            return WorkItem(family: .cards, name: "card \(brand.rawValue)") {
                var digest = Digest()
                record(shared, number: number, language: language, label: "shared", into: &digest)
                record(CardNumberFormatter(choosing: brand), number: number, language: language, label: "chosen", into: &digest)
                let value = shared.value(raw: number)
                digest.record("card", value.map { "\($0.brand?.description ?? "-") \($0.validation) \($0.candidates) \($0.isCoBadged)" })
                let code = String(repeating: "7", count: brand.securityCodeLength)
                FieldSession.record([.type(code + "7"), .backspace, .blur], formatter: SecurityCodeFormatter(brand: brand),
                                    configuration: .init(label: brand.securityCodeName, rules: [.formatterVerdict()], locale: language),
                                    label: "code", into: &digest)
                FieldSession.record([.type("1"), .type("3"), .backspace, .type("2/3"), .type("0"), .blur],
                                    formatter: ExpiryDateFormatter(year: VerdictWork.today.year, month: VerdictWork.today.month),
                                    configuration: .init(label: "Expiry", rules: [.formatterVerdict()], locale: language),
                                    label: "expiry", into: &digest)
                return digest.text
            }
        }
    }

    /// The number typed, edited in the middle and pasted with spaces, in a form field and
    /// through the stateless path.
    static func record(_ formatter: CardNumberFormatter, number: String, language: String, label: String, into digest: inout Digest) {
        let spaced = stride(from: 0, to: number.count, by: 4).map { String(number.dropFirst($0).prefix(4)) }.joined(separator: " ")
        let script: [Keystroke] = [
            .type(number), .type("1"), .backspace, .select(5..<7), .type("9"), .backspace, .select(0..<99), .paste(spaced), .blur,
        ]
        let configuration = FormField<CardNumberFormatter>.Configuration(
            label: "Card", rules: [.formatterVerdict()], timing: .onEveryEdit, locale: language)
        FieldSession.record(script, formatter: formatter, configuration: configuration, label: "\(label) field", into: &digest)
        FieldSession.recordStateless(script, formatter: formatter, label: "\(label) delegate", into: &digest)
    }

    /// `prefix` filled with digits to `length`, its last digit the Luhn check digit.
    static func sampleNumber(prefix: String, length: Int) -> String {
        var digits = prefix.compactMap(\.wholeNumberValue)
        while digits.count < length - 1 { digits.append((digits.count * 3 + 1) % 10) }
        // Luhn: from the right, every second digit of the full number (the check digit first) is
        // doubled; here the check digit is missing, so the last digit present is doubled.
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() {
            let doubled = offset.isMultiple(of: 2) ? digit * 2 : digit
            sum += doubled > 9 ? doubled - 9 : doubled
        }
        digits.append((10 - sum % 10) % 10)
        return digits.map(String.init).joined()
    }
}
