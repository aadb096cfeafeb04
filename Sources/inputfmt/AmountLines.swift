import ArgumentParser
@_spi(Internals) import InputFormatKit

/// `--rounding`: how ICU rounds an amount with more fraction digits than its currency has.
enum RoundingMode: String, ExpressibleByArgument, CaseIterable {
    case halfEven = "half-even", halfUp = "half-up", halfDown = "half-down", up, down, ceiling, floor

    /// The rounding mode as an ICU number skeleton stem.
    var skeletonStem: String { "rounding-mode-\(rawValue)" }
}

/// Formats amounts for `inputfmt format currency`: a plain decimal (`-5`, `1234.567` with
/// `--rounding`) goes straight to ICU, exactly and without building a field, so a million of
/// them read from standard input take seconds; an amount written in a locale (`1.234,50 €`)
/// goes through a field, as a paste.
struct AmountLines {
    let formatter: CurrencyFormatter
    let rounding: RoundingMode?
    let affixes: AffixOptions
    let locale: String
    /// The currency's format as the formatter's display says, rounded as `--rounding` says (ICU's
    /// precision for the currency).
    private let icu: ICUNumberFormatter

    init(formatter: CurrencyFormatter, rounding: RoundingMode?, affixes: AffixOptions, locale: String) throws {
        self.formatter = formatter
        self.rounding = rounding
        self.affixes = affixes
        self.locale = locale
        let skeleton = formatter.display.skeleton(currency: formatter.currency) + (rounding.map { " \($0.skeletonStem)" } ?? "")
        do { icu = try ICUNumberFormatter(skeleton: skeleton, locale: formatter.locale) } catch {
            throw CommandFailure(error.description)
        }
    }

    var kind: String { "\(formatter.currency) in \(formatter.locale)" }

    /// A value that is a sign alone.
    private static let signs: Set<String> = ["+", "-", "−", "＋", "－"]

    /// The finished display of one amount, or a one-line failure that says what is wrong.
    func format(_ value: String) throws -> String {
        let trimmed = value.first?.isWhitespace == true || value.last?.isWhitespace == true
            ? String(value.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()) : value
        guard !trimmed.isEmpty else { throw CommandFailure("there is no amount to format: the value is empty") }
        if trimmed.utf8.count <= 3, Self.signs.contains(trimmed) {
            throw CommandFailure("“\(trimmed)” is a sign without an amount")
        }
        if affixes.isEmpty, trimmed.utf8.first != UInt8(ascii: "."), trimmed.utf8.last != UInt8(ascii: "."),
           let decimal = ExactDecimal(trimmed) {
            let digits = decimal.description.utf8.drop { $0 == UInt8(ascii: "-") }
            let integerDigits = digits.prefix { $0 != UInt8(ascii: ".") }.count
            let fractionDigits = max(digits.count - integerDigits - 1, 0)
            if fractionDigits > formatter.minorUnits, rounding == nil {
                let reason: EditRejection = formatter.minorUnits == 0
                    ? .noMinorUnits(currency: formatter.currency) : .tooManyFractionDigits(maximum: formatter.minorUnits)
                throw CommandFailure("cannot format “\(value)” as \(kind): \(reason) (--rounding rounds)")
            }
            guard integerDigits <= formatter.maximumIntegerDigits else {
                throw CommandFailure("cannot format “\(value)” as \(kind): \(EditRejection.tooManyIntegerDigits(maximum: formatter.maximumIntegerDigits))")
            }
            do {
                return try formatter.display.text(decimal: decimal.description, formattedBy: icu)
            } catch { throw CommandFailure("\(error)") }
        }
        if rounding != nil {
            throw CommandFailure("--rounding rounds plain decimals such as 1234.567, not “\(value)”")
        }
        return try Inputfmt.Format.finished(value, with: formatter, affixes: affixes, locale: locale, describing: kind)
    }
}
