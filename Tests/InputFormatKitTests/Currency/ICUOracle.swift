@_spi(Internals) import InputFormatKit

/// What ICU itself writes for an amount being edited: the sign (with the bidi marks around it),
/// the integer digits with their grouping, the decimal mark and the typed fraction digits of
/// ICU's output for the same decimal, with the symbol hidden and the pattern's other literals
/// left out. The editing text of a ``CurrencyFormatter`` must equal it character for character.
enum ICUOracle {
    /// `grouping` is a grouping stem added to the skeleton (`group-off`), or empty.
    static func editingText(raw: String, locale: String, currency: String, grouping: String = "") throws -> String {
        if raw.contains(where: { $0 == "," || $0 == ":" }) {
            // Open marks (`1:234`): kept as typed, so ICU's digits one by one, the marks as typed.
            let parts = raw.split(omittingEmptySubsequences: false) { $0 == "," || $0 == ":" }
            let marks = raw.filter { $0 == "," || $0 == ":" }.map { $0 == "," ? "," : "." }
            var text = try editingText(raw: String(parts[0]), locale: locale, currency: currency, grouping: "group-off")
            for (mark, part) in zip(marks, parts.dropFirst()) {
                text += mark
                for digit in part { text += try editingText(raw: String(digit), locale: locale, currency: currency) }
            }
            return text
        }
        guard raw.contains(where: \.isNumber) else {
            return raw == "-" ? try minusSign(locale: locale, currency: currency) : ""
        }
        let parts = raw.split(separator: ".", omittingEmptySubsequences: false)
        let precision: String
        if parts.count == 1 {
            precision = "precision-integer"
        } else if parts[1].isEmpty {
            precision = "precision-integer decimal-always"
        } else {
            precision = "." + String(repeating: "0", count: parts[1].count)
        }
        let icu = try ICUNumberFormatter(skeleton: "currency/\(currency) unit-width-hidden \(precision) \(grouping)", locale: locale)
        let decimal = raw.hasSuffix(".") ? String(raw.dropLast()) : raw
        return numberPart(of: try icu.format(decimal: decimal))
    }

    /// ICU's finished display of an amount, from a formatter opened here, not the library's.
    static func display(value: String, locale: String, currency: String) throws -> String {
        try ICUNumberFormatter(skeleton: "currency/\(currency)", locale: locale).format(decimal: value).text
    }

    static func minusSign(locale: String, currency: String) throws -> String {
        let icu = try ICUNumberFormatter(skeleton: "currency/\(currency) unit-width-hidden precision-integer", locale: locale)
        let text = numberPart(of: try icu.format(decimal: "-1"))
        return String(text.unicodeScalars.filter { !("0"..."9" ~= $0) && $0.properties.numericType != .decimal }
            .map(Character.init))
    }

    private static func numberPart(of result: ICUNumberFormatter.Formatted) -> String {
        let units = Array(result.text.utf16)
        var keep = [Bool](repeating: false, count: units.count)
        for field in result.fields {
            switch field.kind {
            case .integer, .fraction, .decimalSeparator, .groupingSeparator:
                for index in field.range { keep[index] = true }
            case .sign:
                var lower = field.range.lowerBound, upper = field.range.upperBound
                while lower > 0, isBidiMark(units[lower - 1]) { lower -= 1 }
                while upper < units.count, isBidiMark(units[upper]) { upper += 1 }
                for index in lower..<upper { keep[index] = true }
            default:
                continue
            }
        }
        return String(decoding: zip(units, keep).filter(\.1).map(\.0), as: UTF16.self)
    }

    private static func isBidiMark(_ unit: UInt16) -> Bool { unit == 0x200E || unit == 0x200F || unit == 0x061C }
}
