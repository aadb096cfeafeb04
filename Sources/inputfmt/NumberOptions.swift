import ArgumentParser
import InputFormatKit

extension NumberFieldFormatter.UnitWidth: ExpressibleByArgument {}

/// The options that configure a number field, shared by `format number` and `replay --field
/// number` (each of which takes `--locale`, `--allow-negative` and `--max-integer-digits` apart:
/// `format number` its `--locale` from ``LocaleFieldOptions``).
struct NumberOptions: ParsableArguments {
    @Option(help: "The ICU unit of a measurement, such as mass-kilogram or length-kilometer (number fields).")
    var unit: String?

    @Option(name: .customLong("unit-width"),
            help: "How the unit is written: short (kg, the default), narrow, or full-name (kilograms).")
    var unitWidth: NumberFieldFormatter.UnitWidth?

    @Flag(help: "A percentage, typed as the percent it is: 12.5 for 12.5% (number fields).")
    var percent = false

    @Option(name: .customLong("fraction-digits"), parsing: .unconditional,
            help: "The most digits after the decimal mark, 0 to 15 (number fields; none are added when editing ends; default: 3).")
    var givenFractionDigits: Int?

    /// `--fraction-digits`, 3 unless given.
    var fractionDigits: Int { givenFractionDigits ?? 3 }

    @Option(parsing: .unconditional, help: "The smallest number without an error, such as 10 (a plain decimal; number fields).")
    var minimum: String?

    @Option(parsing: .unconditional, help: "The largest number without an error, such as 1000 (a plain decimal; number fields).")
    var maximum: String?

    /// The options that take a value (a value after one is the option's, not the number).
    static let withValues: Set<String> = ["--unit", "--unit-width", "--fraction-digits", "--minimum", "--maximum"]

    /// The options of these given on the command line, for a command that drives another kind
    /// of field and must not ignore them silently.
    var given: [String] {
        [("--unit", unit != nil), ("--unit-width", unitWidth != nil), ("--percent", percent),
         ("--fraction-digits", givenFractionDigits != nil), ("--minimum", minimum != nil), ("--maximum", maximum != nil)]
            .filter(\.1).map(\.0)
    }

    /// `--minimum` and `--maximum` are plain decimals.
    func validate() throws {
        for (option, bound) in [("--minimum", minimum), ("--maximum", maximum)] {
            if let bound, (try? ExactDecimal(bound)) == nil {
                throw ValidationError("\(option) takes a plain decimal such as 10 or 0.5, not \(EditRejection.quoted(bound))")
            }
        }
    }

    /// The style these options describe, or a one-line failure for options that contradict
    /// each other.
    var style: NumberFieldFormatter.Style {
        get throws {
            switch (unit, percent) {
            case let (unit?, false): return .unit(unit, width: unitWidth ?? .short)
            case (nil, true) where unitWidth == nil: return .percent
            case (nil, false) where unitWidth == nil: return .decimal
            case (_?, true):
                throw CommandFailure("--percent and --unit each say what the number is: give one of them")
            case (nil, _):
                throw CommandFailure("--unit-width says how a unit is written: it needs --unit, such as --unit mass-kilogram")
            }
        }
    }

    /// What a value of this field is, for messages (`mass-kilogram in de_DE`).
    func kind(locale: String) -> String {
        if let unit { return "\(EditRejection.shown(unit)) in \(locale)" }
        return percent ? "a percentage in \(locale)" : "a number in \(locale)"
    }

    /// The formatter these options describe in `locale` (``validate()`` has passed), or a
    /// one-line failure that names the option at fault.
    ///
    /// `grouping` and `entry` are the field's (``DigitGrouping``, ``AmountEntry``); a fixed
    /// fraction shows all of `--fraction-digits`. With `skeleton` (an ICU number skeleton) or
    /// `pattern` (an ICU decimal pattern, `#,##0.0###;(#)`) the field is made from it, and the
    /// options it contradicts are refused, as is giving both.
    func formatter(locale: String, allowsNegative: Bool, maximumIntegerDigits: Int, grouping: DigitGrouping = .auto,
                   entry: AmountEntry = .asTyped, skeleton: String? = nil, pattern: String? = nil) throws -> NumberFieldFormatter {
        let written: (option: String, text: String, examples: String)?
        switch (skeleton, pattern) {
        case (_?, _?): throw CommandFailure("--skeleton and --pattern each say how the number is written: give one of them")
        case let (skeleton?, nil): written = ("--skeleton", skeleton, "percent, measure-unit/…, .00, group-off")
        case let (nil, pattern?): written = ("--pattern", pattern, "%, 0.00, #,##0, 0")
        case (nil, nil): written = nil
        }
        if let written {
            // The skeleton or the pattern says what the number is, its fraction digits and its grouping.
            let contradicting = given.filter { $0 != "--minimum" && $0 != "--maximum" } + (grouping == .auto ? [] : ["--grouping"])
            if let option = contradicting.first {
                throw CommandFailure("\(written.option) says how the number is written: give what \(option) says in it (\(written.examples))")
            }
            let minimum = try minimum.flatMap(ExactDecimal.init), maximum = try maximum.flatMap(ExactDecimal.init)
            do {
                if let skeleton {
                    return try NumberFieldFormatter(locale: locale, skeleton: skeleton, maximumIntegerDigits: maximumIntegerDigits,
                                                    allowsNegative: allowsNegative, minimum: minimum, maximum: maximum, entry: entry)
                }
                return try NumberFieldFormatter(locale: locale, pattern: written.text, maximumIntegerDigits: maximumIntegerDigits,
                                                allowsNegative: allowsNegative, minimum: minimum, maximum: maximum, entry: entry)
            } catch {
                throw failure(error)
            }
        }
        let style = try style
        do {
            return try NumberFieldFormatter(
                locale: locale, style: style, maximumFractionDigits: fractionDigits,
                minimumFractionDigits: entry == .fixedFraction ? fractionDigits : 0,
                maximumIntegerDigits: maximumIntegerDigits, allowsNegative: allowsNegative,
                minimum: minimum.flatMap(ExactDecimal.init), maximum: maximum.flatMap(ExactDecimal.init),
                grouping: grouping, entry: entry)
        } catch {
            throw failure(error)
        }
    }

    /// A refused configuration in the words of these options.
    private func failure(_ error: any Error) -> CommandFailure {
        if case .fractionDigitsOutOfRange? = error as? ConfigurationError {
            return CommandFailure("--fraction-digits takes a number from 0 to 15, not \(fractionDigits)")
        }
        return CommandFailure(error, minimum: minimum.map { ("--minimum", $0) }, maximum: maximum.map { ("--maximum", $0) })
    }
}
