import EngineCases
import InputFormatKit

/// Every field kind the suite measures. Adding a field kind is one `FieldUnderTest(...)` line
/// here (see BENCHMARKS.md, "Adding a field").
enum FieldCatalog {
    static func register() {
        for (locale, currency) in [("en_US", "USD"), ("de_DE", "EUR"), ("en_IN", "INR"), ("ar_EG", "EGP")] {
            let formatter = try! CurrencyFormatter(locale: locale, currency: currency)
            let paste = formatter.editingText(raw: "1234567890123.45")
            FieldUnderTest(name: "Currency \(locale)", formatter: formatter, filled: "1234567", paste: paste).register()
        }
        FieldUnderTest(name: "Mask (###) ###-####", formatter: try! MaskFormatter(pattern: "(###) ###-####"),
                       filled: "555123456", paste: "Tel: +1 (650) 253-2222").register()
        FieldUnderTest(name: "Card (brand switch)", formatter: CardNumberFormatter(), typedBefore: "3", key: "7",
                       filled: "378282246310005", paste: "4111 1111 1111 1111 ").register()
        FieldUnderTest(name: "Affixed mask, kg suffix", formatter: AffixedFormatter(try! MaskFormatter(pattern: "### ### ###"), suffix: " kg"),
                       filled: "12345678", paste: "≈ 123 456 789 kg").register()
        let usd = try! CurrencyFormatter(locale: "en_US", currency: "USD")
        FieldUnderTest(name: "Affixed currency en_US, symbol prefix", formatter: AffixedFormatter(usd, prefix: "$"),
                       filled: "1234567", paste: "$1,234,567,890,123.45").register()
        FieldUnderTest(name: "Phone US national", formatter: try! PhoneFormatter(region: "US"),
                       filled: "6502532222", paste: "+1 (650) 253-2222   ", variants: 10).register()
        FieldUnderTest(name: "Phone DE international", formatter: try! PhoneFormatter(region: "DE"),
                       filled: "+4930123456", paste: "+49 (0)30 123 456 78", variants: 10).register()
        CounterFieldUnderTest(name: "Counter 100 chars", characters: 100).register()
        CounterFieldUnderTest(name: "Counter 100,000 chars", characters: 100_000).register()
        CounterFieldUnderTest(name: "Counter 1,000,000 chars", characters: 1_000_000).register()
        FieldUnderTest(name: "Text 100 chars", formatter: PlainTextFormatter(), key: "x",
                       filled: EngineCases.note(characters: 100), paste: "Pasted: twenty chars", pastesIntoFilled: true).register()
        FieldUnderTest(name: "Text 100,000 chars", formatter: PlainTextFormatter(), key: "x",
                       filled: EngineCases.note(characters: 100_000), paste: "Pasted: twenty chars", pastesIntoFilled: true, isSlow: true).register()
    }
}
