import InputFormatKit

/// Message work, one item per built-in language (English and the 33 others): every template
/// filled in, every refusal said, the plural forms of counted messages for many counts, and the
/// verdicts of validated fields (a card's check digit, a short phone number, an amount above
/// the maximum, an IBAN's check digits, an expired card, a short security code, length rules)
/// in that language, with its digits.
enum MessageWork {
    /// The counts the plural forms are asked for: every CLDR category in some language.
    static let counts = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 14, 19, 21, 22, 25, 100, 101, 102, 111, 1_000, 1_000_001]

    /// One refusal of each kind, with arguments that name currencies, quote input and count.
    static let rejections: [EditRejection] = [
        .rangeOutOfBounds(3..<9, length: 5), .nothingToDelete, .characterNotAccepted("x"), .notFocused,
        .secondDecimalMark, .noMinorUnits(currency: "JPY"), .tooManyFractionDigits(maximum: 1),
        .tooManyFractionDigits(maximum: 2), .tooManyFractionDigits(maximum: 3), .tooManyIntegerDigits(maximum: 15),
        .negativeNotAllowed(.amount), .notAQuantity("abc", .amount),
        .notPartOfQuantity("kg", .amount), .otherCurrency("£7", found: "GBP", expected: "EUR"),
        .otherCurrency("¥7", found: "JPY", expected: "BHD"), .maskFull(slots: 1), .maskFull(slots: 4),
        .wouldOverfillMask(count: 5, slots: 4), .wouldMoveIntoWrongSlot("7"), .tooManyDigits(maximum: 20),
        .notAMonth("13"), .notAnExpiryDate("soon"), .unknownIBANCountry("XX"), .plusNotAtStart,
        .notAPhoneNumber("hello"), .serviceCode("*#06#"), .phoneExtension("ext. 12"), .characterLimitReached(limit: 10), .readOnly, .disabled,
    ]

    /// The arguments every template may name, so that each is filled in.
    static let arguments = [
        "count": "3", "limit": "12", "maximum": "20", "label": "Name", "digits": "4", "region": "FR", "brand": "Visa",
        "character": "x", "currency": "euro", "other": "pound", "text": "abc", "first": "1.5", "second": "15", "code": "XX",
    ]

    /// The item of each built-in language.
    static func items() -> [WorkItem] {
        MessageTable.builtInLocales.map { language in
            WorkItem(family: .messages, name: "messages \(language)") {
                var digest = Digest()
                let table = MessageTable.builtIn(for: language)
                for key in MessageTable.Key.builtIn {
                    digest.record(key.rawValue, table.text(key, arguments))
                }
                for rejection in rejections {
                    digest.record("refusal", rejection.message(locale: language))
                }
                recordCounts(locale: language, into: &digest)
                VerdictWork.record(language: language, into: &digest)
                return digest.text
            }
        }
    }

    /// The plural category of each count in `locale` (ICU's plural rules, a bounded process-wide
    /// cache) and the counted messages of `locale`'s table, in its digits.
    static func recordCounts(locale: String, into digest: inout Digest) {
        let table = (try? MessageTable(locale: locale, templates: [:])) ?? .builtIn(for: locale)
        let digits = (try? LocaleDigits(locale: locale)) ?? .ascii
        for count in counts {
            digest.record("plural \(count)", PluralCategory(count, locale: locale).rawValue)
            digest.record("banner \(count)", table.banner(fieldsInError: count, digits: digits))
            digest.record("too short \(count)", table.text(.tooShort, count: count, ["limit": digits.format(count)]))
            digest.record("remaining \(count)", table.remaining(count, digits: digits))
            digest.record("over \(count)", table.remaining(-count, digits: digits))
        }
        digest.record("fraction refusal", EditRejection.tooManyFractionDigits(maximum: 2).message(table, digits: digits))
    }
}
