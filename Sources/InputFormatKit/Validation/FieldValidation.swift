/// How far a value is from valid, each case named by the key of its message in a
/// ``MessageTable``: one name for a case, its verdict and its message.
///
/// The library's validations (``CardValidation``, ``IBANValidation``, ``PhoneNumberValidation``…)
/// are string enums whose raw values are message keys; an app's own is written the same way,
/// and its table gives the messages.
///
/// ```swift
/// IBANValidation.invalidChecksum.rawValue   // "iban.invalid-checksum"
/// IBANValidation.invalidChecksum.verdict()?.code == .ibanInvalidChecksum   // true
///
/// enum PostalCodeValidation: String, FieldValidation {
///     case incomplete = "postal-code.incomplete"
///     case notInRegion = "postal-code.not-in-region"
///     case valid = "postal-code.valid"
///     var isValid: Bool { self == .valid }
/// }
/// ```
public protocol FieldValidation: RawRepresentable, Sendable, Hashable where RawValue == String {
    /// A value begun but not typed in full: a field does not call it wrong while it is focused.
    static var incomplete: Self { get }
    /// Whether the value is valid, which no message names.
    var isValid: Bool { get }
    /// Whether the value is begun but not typed in full. Optional: by default, whether it is
    /// ``incomplete``.
    var isIncomplete: Bool { get }
}

extension FieldValidation {
    /// By default only ``incomplete`` is.
    public var isIncomplete: Bool { self == .incomplete }

    /// The case's name: its message key after the first dot, the name of the field
    /// (`invalid-checksum`), as a replay line writes it.
    ///
    /// ```swift
    /// ExpiryValidation.tooFarAhead.name   // "too-far-ahead"
    /// ```
    public var name: Substring { rawValue.drop { $0 != "." }.dropFirst() }

    /// The verdict this validation gives: none for a valid value, else its message's key with
    /// the message's `arguments`.
    ///
    /// ```swift
    /// SecurityCodeValidation.incomplete.verdict(["digits": "3"])?.code   // .securityCodeIncomplete
    /// SecurityCodeValidation.valid.verdict()                            // nil
    /// ```
    public func verdict(_ arguments: [String: String] = [:]) -> ValueVerdict? {
        isValid ? nil : ValueVerdict(code: MessageTable.Key(rawValue: rawValue), arguments: arguments)
    }
}

/// A value that carries its validation, made when it was read (a card number's, an IBAN's).
///
/// ```swift
/// IBANFormatter().value(raw: "DE89")?.validation   // .incomplete
/// ```
public protocol ValidatedValue {
    /// How the value's validation is told.
    associatedtype Validation: FieldValidation
    /// How far the value is from valid.
    var validation: Validation { get }
}

/// A formatter whose value carries its validation: its verdict is that validation's message,
/// given by default. It says only what the message needs of its configuration (a security
/// code's number of digits, a date field's bounds).
///
/// ```swift
/// SecurityCodeFormatter(brand: .visa).verdict(raw: "12")?.arguments   // ["digits": "3"]
/// ```
public protocol ValidatingFormatter: InputFormatter where Value: ValidatedValue {
    /// The arguments of the message of `value`'s validation, which is not valid. Optional: by
    /// default none.
    func messageArguments(for value: Value) -> [String: String]
}

extension ValidatingFormatter {
    /// By default a message with no arguments.
    public func messageArguments(for value: Value) -> [String: String] { [:] }

    /// The verdict of the value of `raw`: its validation's message, none when it is valid.
    ///
    /// - Complexity: that of `value(raw:)`.
    public func verdict(raw: String) -> ValueVerdict? {
        value(raw: raw).flatMap(verdict(of:))
    }

    /// The verdict of `value`: its validation's message, none when it is valid.
    ///
    /// - Complexity: O(1) for the library's formatters, whose arguments are made when a formatter is.
    func verdict(of value: Value) -> ValueVerdict? {
        value.validation.isValid ? nil : value.validation.verdict(messageArguments(for: value))
    }
}

extension BuiltInFormatter where Self: ValidatingFormatter {
    /// The verdict read from `value` alone, the raw characters not read again.
    func verdict(of value: Value, raw: String) -> ValueVerdict? { verdict(of: value) }
}
