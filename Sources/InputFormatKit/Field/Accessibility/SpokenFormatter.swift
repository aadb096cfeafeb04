/// A formatter whose value a screen reader should hear otherwise than as its text: an amount
/// with its currency's full name, a card number as brand and groups, a phone number digit by
/// digit. Formatters that are not one are read as their text.
protocol SpokenFormatter {
    /// What a screen reader says of the field holding `raw` (never empty) and showing `text`.
    func spokenValue(raw: String, text: String) -> String
}

/// Spelling text out for a screen reader.
enum Spelling {
    /// The runs of `text` that are not separators (spaces, punctuation other than `+`), each
    /// spelled out character by character when `digitByDigit`, the runs joined with a pause.
    ///
    /// ```swift
    /// Spelling.groups(of: "(201) 555-0123", digitByDigit: true)   // "2 0 1, 5 5 5, 0 1 2 3"
    /// ```
    static func groups(of text: String, digitByDigit: Bool) -> String {
        var groups: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "+" {
                current.append(character)
            } else if !current.isEmpty {
                groups.append(current)
                current = ""
            }
        }
        if !current.isEmpty { groups.append(current) }
        let spoken = digitByDigit ? groups.map { $0.map(String.init).joined(separator: " ") } : groups
        return spoken.joined(separator: ", ")
    }
}

extension CurrencyFormatter: SpokenFormatter {
    /// The amount with its currency's full name, in the formatter's locale, as ICU writes it
    /// (`1,234.50 US dollars`, `1.234,50 Euro`), with the sign and grouping the field shows.
    func spokenValue(raw: String, text: String) -> String {
        guard let amount = value(raw: raw) else { return text }
        let skeleton = Display(symbol: .name, sign: display.sign, grouping: display.grouping).skeleton(currency: currency)
        let formatter = try? ICUNumberFormatter.shared(skeleton: skeleton, locale: locale)
        return (try? formatter?.formatText(decimal: amount.description)) ?? text
    }
}

extension NumberFieldFormatter: SpokenFormatter {
    /// The number with its unit's full name or the word for percent, in the formatter's
    /// locale, as ICU writes it (`12.5 percent`, `80.5 kilograms`, `1,5 килограмма`); a plain
    /// number as the field shows it.
    func spokenValue(raw: String, text: String) -> String {
        guard let spokenFormat, let number = value(raw: raw) else { return text }
        return (try? spokenFormat.formatText(decimal: number.description)) ?? text
    }
}

extension DateFieldFormatter: SpokenFormatter {
    /// A whole date in the locale's long form and calendar (`25. November 2026`), a month and a
    /// year in words (`November 2026`); a date not yet whole, or no date, as the field shows it.
    func spokenValue(raw: String, text: String) -> String {
        guard let typed = value(raw: raw) else { return text }
        if typed.parts == .yearMonth { return longText(ofMonth: typed) ?? text }
        guard let date = typed.gregorian else { return text }
        return longText(of: date)
    }
}

extension TimeOfDayFormatter: SpokenFormatter {
    /// A whole duration in words of the field's language (`7 hours, 30 minutes`:
    /// ``spokenDuration(raw:)``); a time of day, or a duration not yet whole, as the field shows it.
    func spokenValue(raw: String, text: String) -> String {
        spokenDuration(raw: raw) ?? text
    }
}

extension CardNumberFormatter: SpokenFormatter {
    /// The brand, then the digit groups as the field shows them.
    func spokenValue(raw: String, text: String) -> String {
        let groups = Spelling.groups(of: text, digitByDigit: false)
        guard let brand = value(raw: raw)?.brand else { return groups }
        return "\(brand), \(groups)"
    }
}

extension PhoneFormatter: SpokenFormatter {
    /// Digit by digit, in the groups the field shows.
    func spokenValue(raw: String, text: String) -> String {
        Spelling.groups(of: text, digitByDigit: true)
    }
}

extension MaskFormatter: SpokenFormatter {
    /// The characters typed, without the mask's literals, one by one.
    func spokenValue(raw: String, text: String) -> String {
        raw.map(String.init).joined(separator: " ")
    }
}

extension SecurityCodeFormatter: SpokenFormatter {
    /// The digits one by one.
    func spokenValue(raw: String, text: String) -> String {
        raw.map(String.init).joined(separator: " ")
    }
}

extension AffixedFormatter: SpokenFormatter {
    /// The base's reading between the prefix and the suffix.
    func spokenValue(raw: String, text: String) -> String {
        guard let base = base as? any SpokenFormatter else { return text }
        let inner = base.spokenValue(raw: raw, text: self.base.layout(raw: raw).text)
        return [prefix, inner, suffix].map(\.trimmingWhitespace).filter { !$0.isEmpty }.joined(separator: " ")
    }
}
