/// A phone number as a phone field holds it: the digits typed, the region once it is known, and
/// how complete the number is.
///
/// ```swift
/// let formatter = try PhoneFormatter(region: "DE")
/// let number = formatter.value(raw: "+16502532222")
/// number?.region         // "US"
/// number?.validation          // .valid
/// number?.e164           // "+16502532222"
/// ```
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible, ValidatedValue {
    /// The digits as typed, ASCII, with a leading `+` when the number was typed international.
    public let digits: String
    /// The country calling code, once known (typed after `+`, or the field's region's).
    public let countryCode: Int?
    /// The national significant number: no `+`, calling code, dialling or national prefix.
    public let nationalNumber: String
    /// The region the number belongs to once it can be told (`001` for non-geographic numbers),
    /// `nil` before.
    public let region: String?
    /// How far the number is from a number of its region.
    public let validation: PhoneNumberValidation

    /// The number in E.164 (`+16502532222`) once it is valid, `nil` before.
    ///
    /// ```swift
    /// try PhoneFormatter(region: "GB").value(raw: "02070313000")?.e164   // "+442070313000"
    /// ```
    public var e164: String? {
        guard validation == .valid, let countryCode else { return nil }
        return "+\(countryCode)\(nationalNumber)"
    }

    /// The digits as typed.
    ///
    /// ```swift
    /// number.description   // "+16502532222"
    /// ```
    public var description: String { digits }

    /// A number with the given parts; ``PhoneFormatter/value(raw:)`` makes them.
    ///
    /// ```swift
    /// PhoneNumber(digits: "911", countryCode: 1, nationalNumber: "911", region: "US", validation: .incomplete)
    /// ```
    public init(digits: String, countryCode: Int?, nationalNumber: String, region: String?, validation: PhoneNumberValidation) {
        self.digits = digits
        self.countryCode = countryCode
        self.nationalNumber = nationalNumber
        self.region = region
        self.validation = validation
    }
}

/// How far a phone number is from a number of its region, by libphonenumber's possible lengths
/// and number pattern of the region; ready for inline validation.
///
/// ```swift
/// try PhoneFormatter(region: "US").value(raw: "650253")?.validation   // .incomplete
/// ```
public enum PhoneNumberValidation: String, FieldValidation, CaseIterable {
    /// Too short for any number of the region (or the calling code is not typed yet).
    case incomplete = "phone.incomplete"
    /// Longer than any number of the region.
    case tooLong = "phone.too-long"
    /// Of a possible length, but no number of the region looks like it.
    case invalid = "phone.invalid"
    /// A number of the region, as far as libphonenumber's metadata tells.
    case valid = "phone.valid"

    /// Whether the value is valid, which no message names.
    public var isValid: Bool { self == .valid }
}
