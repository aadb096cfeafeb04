@_spi(Internals) import InputFormatKit

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
    /// A formatter's refusal of its configuration, in the command line's words where options
    /// name what is wrong: `--minimum 1000 is above --maximum 10`, each value quoted short and
    /// escaped; any other refusal as the library says it.
    ///
    /// ```swift
    /// CommandFailure(ConfigurationError.emptyRange(minimum: "1000", maximum: "10"),
    ///                minimum: ("--minimum", "1000"), maximum: ("--maximum", "10")).message
    /// // "--minimum 1000 is above --maximum 10: no value is in that range"
    /// ```
    init(_ error: any Error, minimum: (option: String, value: String)? = nil,
         maximum: (option: String, value: String)? = nil) {
        if case .emptyRange? = error as? ConfigurationError, let minimum, let maximum {
            self.init("\(minimum.option) \(EditRejection.shown(minimum.value)) is above "
                + "\(maximum.option) \(EditRejection.shown(maximum.value)): no value is in that range")
        } else {
            self.init(String(describing: error))
        }
    }
}
