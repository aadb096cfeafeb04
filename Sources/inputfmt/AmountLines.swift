import ArgumentParser
@_spi(Internals) import InputFormatKit

/// `--rounding`: how ICU rounds an amount with more fraction digits than its currency has.
enum RoundingMode: String, ExpressibleByArgument, CaseIterable {
    case halfEven = "half-even", halfUp = "half-up", halfDown = "half-down", up, down, ceiling, floor

    /// The rounding mode as an ICU number skeleton stem.
    var skeletonStem: String { "rounding-mode-\(rawValue)" }
}

/// Formats amounts for `inputfmt format currency`: each value goes through a currency field,
/// read as the field reads a paste, and prints what the field shows once editing ends — or
/// fails as the field refuses it or judges it (above `--max-amount`, negative without
/// `--allow-negative`). With `--rounding`, more fraction digits than the currency has are
/// first rounded by ICU, as the mode says, and the rounded amount goes through the field.
struct AmountLines {
    let formatter: CurrencyFormatter
    let rounding: RoundingMode?
    let affixes: AffixOptions
    let locale: String
    /// A plain decimal with the currency's minor units, rounded as `--rounding` says.
    private let rounder: ICUNumberFormatter?
    /// The currency field each amount is pasted into.
    private let field: FinishingField

    init(formatter: CurrencyFormatter, rounding: RoundingMode?, affixes: AffixOptions, locale: String) throws {
        self.formatter = formatter
        self.rounding = rounding
        self.affixes = affixes
        self.locale = locale
        self.kind = "\(formatter.currency) in \(formatter.locale)"
        self.field = FinishingField(formatter, affixes: affixes, locale: locale, describing: kind)
        if let rounding {
            let precision = formatter.minorUnits == 0 ? "precision-integer" : "." + String(repeating: "0", count: formatter.minorUnits)
            do {
                rounder = try ICUNumberFormatter(skeleton: "\(precision) \(rounding.skeletonStem) group-off", locale: "en_US_POSIX")
            } catch { throw CommandFailure(error.description) }
        } else {
            rounder = nil
        }
    }

    /// What the amounts are, for messages (`EUR in de_DE`).
    let kind: String

    /// The finished display of one amount, or a one-line failure that says what is wrong.
    func format(_ value: String) throws -> String {
        let trimmed = try Inputfmt.Format.trimmed(value, noun: "amount")
        do {
            return try field.finished(trimmed)
        } catch let failure as CommandFailure {
            // Refused for its fraction digits alone: --rounding rounds them. A lone mark before
            // three digits (`1,234` in de_DE) is the locale's decimal mark, but its writer may
            // have meant it to group: the hint says so, and does not suggest rounding, which
            // would change the amount; rounding asked for rounds it.
            guard case let .success(amount) = formatter.amount(in: trimmed, maximumFractionDigits: 40),
                  case .failure = formatter.amount(in: trimmed, maximumFractionDigits: formatter.minorUnits)
            else { throw failure }
            guard let rounder, let plain = try? rounder.formatText(decimal: amount.description) else {
                if let mark = Self.markThatMayGroup(trimmed) {
                    let digits = trimmed.filter(\.isNumber)
                    throw CommandFailure(failure.message + " (“\(mark)” is the decimal mark here; for \(digits), leave it out)")
                }
                throw CommandFailure(failure.message + " (--rounding rounds)")
            }
            // Handed to the field as its own editing text, which reads back as exactly this amount.
            let rounded = formatter.editingText(raw: plain)
            return try field.finished(rounded)
        }
    }

    /// `text`'s one `.` or `,` where it may be a grouping mark: it stands before exactly three
    /// digits, the last of the text, after one to three; `nil` otherwise.
    ///
    /// ```swift
    /// AmountLines.markThatMayGroup("1,234")     // ",": 1.234 or 1234
    /// AmountLines.markThatMayGroup("1,2345")    // nil: only a decimal mark
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func markThatMayGroup(_ text: String) -> Character? {
        let marks = text.indices.filter { text[$0] == "." || text[$0] == "," }
        guard marks.count == 1, let mark = marks.first else { return nil }
        let before = text[..<mark].reversed().prefix { $0.isNumber }.count
        let after = text[text.index(after: mark)...].prefix { $0.isNumber }.count
        let digitsAfter = text[text.index(after: mark)...].count { $0.isNumber }
        return (1...3).contains(before) && after == 3 && digitsAfter == 3 ? text[mark] : nil
    }
}
