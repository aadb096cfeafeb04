@_spi(Internals) import InputFormatKit

/// Number field work, one item per chosen ICU locale: a unit written in full, whose affixes
/// change with the plural form and are read from ICU and kept by the formatter, in a formatter
/// made before the run that every thread uses at once (its kept affixes are shared by all its
/// copies, behind a lock; typing past their bound of 256 numbers empties them while other
/// threads read), and a percentage or a short unit in a formatter each run makes anew.
enum NumberWork {
    /// The units the items take in turn along the locales.
    static let units = ["mass-kilogram", "duration-hour", "length-meter", "volume-liter", "duration-day"]

    /// The item of each of `locales`.
    static func items(locales: [String]) -> [WorkItem] {
        locales.enumerated().map { index, locale in
            let unit = units[index % units.count]
            let shared = Result { () throws(ConfigurationError) in
                try NumberFieldFormatter(locale: locale, style: .unit(unit, width: .fullName), allowsNegative: true,
                                         minimum: ExactDecimal("1"), maximum: ExactDecimal("500000"))
            }
            return WorkItem(family: .numbers, name: "number \(locale) \(unit)") {
                var digest = Digest()
                switch shared {
                case let .success(formatter):
                    record(formatter, locale: locale, into: &digest)
                    // Enough numbers to pass the kept affixes' bound while other threads type.
                    for value in stride(from: 0, to: 600, by: 7) { digest.record("editing", formatter.editingText(raw: String(value))) }
                case let .failure(error): digest.record("refused", "\(error)")
                }
                do {
                    let style: NumberFieldFormatter.Style = index.isMultiple(of: 2) ? .percent : .unit(unit, width: .short)
                    record(try NumberFieldFormatter(locale: locale, style: style, maximumFractionDigits: 2), locale: locale, into: &digest)
                } catch {
                    digest.record("refused", "\(error)")
                }
                return digest.text
            }
        }
    }

    /// A number typed key by key (digits, the decimal key, backspace, the minus key, a paste of
    /// the field's own text and of another unit, end of editing), through a form field in the
    /// locale's language and through the stateless path.
    static func record(_ formatter: NumberFieldFormatter, locale: String, into digest: inout Digest) {
        let decimalKey = (try? ICUNumberSymbols(locale: formatter.locale))?.decimalMark ?? "."
        let script: [Keystroke] = [
            .type("1234"), .type(decimalKey), .type("5"), .backspace, .select(0..<1), .type("-"), .select(0..<99),
            .paste(formatter.finishedText(raw: "21.5")), .blur, .focus, .backspace, .select(0..<99), .paste("12 lb"),
            .type("2"), .type("2"), .blur,
        ]
        let configuration = FormField<NumberFieldFormatter>.Configuration(
            label: "Weight", isRequired: true, rules: [.formatterVerdict()], timing: .onEveryEdit, locale: locale)
        FieldSession.record(script, formatter: formatter, configuration: configuration, label: "field", into: &digest)
        FieldSession.recordStateless(script, formatter: formatter, label: "delegate", into: &digest)
        digest.record("finished", formatter.finishedText(raw: "1234567.891"))
    }
}
