import InputFormatKit

/// A failure the CLI reports as one line on standard error with exit status 2 (see
/// ``Inputfmt/main()``): input the library refuses, such as an unknown locale or a value a
/// field does not take. A wrong or missing argument is a `ValidationError` of a `validate()`.
///
/// ```swift
/// throw CommandFailure("unknown locale “xx”")
/// ```
struct CommandFailure: Error {
    let message: String

    init(_ message: String) { self.message = message }
}

extension CommandFailure {
    /// What `make` returns, its configuration error as the command's failure.
    ///
    /// ```swift
    /// let field = try CommandFailure.configured { () throws(ConfigurationError) in try DateFieldFormatter(locale: "de_DE") }
    /// ```
    static func configured<Made>(_ make: () throws(ConfigurationError) -> Made) throws(CommandFailure) -> Made {
        do { return try make() } catch { throw CommandFailure(error.description) }
    }

    /// A formatter's refusal of its configuration, in the command line's words where options
    /// name what is wrong (`--minimum “1000” is above --maximum “10”`, `--minimum 0.5 cannot be
    /// typed in a field that takes whole numbers only`, `--max-integer-digits`), each value
    /// quoted short and escaped; any other refusal as the library says it.
    ///
    /// ```swift
    /// CommandFailure(ConfigurationError.emptyRange(minimum: "1000", maximum: "10"),
    ///                minimum: ("--minimum", "1000"), maximum: ("--maximum", "10")).message
    /// // "--minimum “1000” is above --maximum “10”: no value is in that range"
    /// ```
    init(_ error: any Error, minimum: (option: String, value: String)? = nil,
         maximum: (option: String, value: String)? = nil) {
        switch error as? ConfigurationError {
        case .emptyRange? where minimum != nil && maximum != nil:
            self.init("\(minimum!.option) \(EditRejection.quoted(minimum!.value)) is above "
                + "\(maximum!.option) \(EditRejection.quoted(maximum!.value)): no value is in that range")
        case let .boundTooPrecise(bound, fractionDigits)?:
            let option = [minimum, maximum].compactMap { $0 }.first { (try? ExactDecimal($0.value))?.description == bound }
            let takes = fractionDigits == 0 ? "whole numbers only" : "at most \(fractionDigits) digit\(fractionDigits == 1 ? "" : "s") after the decimal mark"
            self.init("\(option?.option ?? "the bound") \(EditRejection.shown(option?.value ?? bound)) cannot be typed "
                + "in a field that takes \(takes)")
        case let .maximumIntegerDigitsOutOfRange(count)?:
            self.init("--max-integer-digits takes a number from 1 to 30, not \(count)")
        default:
            self.init(String(describing: error))
        }
    }
}
