import CICU

/// An ICU call that failed, with ICU's own error code and its name.
///
/// ```swift
/// do { _ = try ICUNumberFormatter(skeleton: "currency/", locale: "en_US") }
/// catch { print(error) }   // "ICU could not open a number formatter …: U_NUMBER_SKELETON_SYNTAX_ERROR (65811)"
/// ```
@_spi(Internals) public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU's `UErrorCode` value.
    public let code: Int32
    /// What InputFormatKit asked ICU to do.
    public let operation: String

    /// ICU's name of the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
    ///
    /// ```swift
    /// ICUError(code: 1, operation: "x").name   // "U_ILLEGAL_ARGUMENT_ERROR"
    /// ```
    public var name: String { String(cString: ifk_error_name(code)) }

    /// An error for ICU's `code` while doing `operation`.
    ///
    /// ```swift
    /// ICUError(code: 7, operation: "format 1.5")
    /// ```
    public init(code: Int32, operation: String) {
        self.code = code
        self.operation = operation
    }

    /// A sentence that names the operation and ICU's error code.
    ///
    /// ```swift
    /// ICUError(code: 1, operation: "format").description
    /// // "ICU could not format: U_ILLEGAL_ARGUMENT_ERROR (1)"
    /// ```
    public var description: String { "ICU could not \(operation): \(name) (\(code))" }

    /// Whether an ICU status code is a failure (positive; negative codes are warnings).
    static func isFailure(_ status: Int32) -> Bool { status > 0 }
}
