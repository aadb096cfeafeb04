import ArgumentParser
import InputFormatKit

/// The kinds of field the CLI can drive.
enum FieldKind: String, ExpressibleByArgument, CaseIterable {
    case currency, mask, card
}

/// The options that configure a currency field, shared by `format currency` and `replay`.
struct CurrencyOptions: ParsableArguments {
    @Option(help: "The ISO 4217 currency code, such as EUR (currency fields).")
    var currency: String?

    @Option(help: "The ICU locale identifier, such as de_DE.")
    var locale: String = "en_US"

    @Flag(name: .customLong("allow-negative"), help: "Let the amount be negative (the minus key toggles the sign).")
    var allowsNegative = false

    @Option(name: .customLong("max-integer-digits"), help: "The most digits before the decimal mark.")
    var maximumIntegerDigits: Int = 15

    /// The formatter these options describe, or a one-line failure.
    func formatter(allowingNegative: Bool? = nil) throws -> CurrencyFormatter {
        guard let currency else { throw CommandFailure("a currency field needs --currency CODE (an ISO 4217 code such as EUR)") }
        do {
            return try CurrencyFormatter(
                locale: locale, currency: currency, allowsNegative: allowingNegative ?? allowsNegative,
                maximumIntegerDigits: maximumIntegerDigits)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}

/// A mask formatter for a pattern, or a one-line failure.
func maskFormatter(pattern: String?) throws -> MaskFormatter {
    guard let pattern else { throw CommandFailure("a mask field needs --pattern MASK, such as '(###) ###-####'") }
    do { return try MaskFormatter(pattern: pattern) } catch { throw CommandFailure(error.description) }
}
