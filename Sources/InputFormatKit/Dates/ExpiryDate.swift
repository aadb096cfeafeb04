/// A card's expiry date as typed (`MM/YY`): its month and year once typed, and how far it is
/// from valid against the date the formatter was given as today.
///
/// ```swift
/// let formatter = ExpiryDateFormatter(year: 2026, month: 11)
/// formatter.value(raw: "0128")?.validation   // .valid
/// formatter.value(raw: "0125")?.validation   // .expired
/// formatter.value(raw: "0128")?.year         // 2028
/// ```
public struct ExpiryDate: Sendable, Hashable, CustomStringConvertible, ValidatedValue {
    /// The month, 1 to 12 once both of its digits are typed (0 or 13 and above when raw
    /// characters set from outside hold such digits; `nil` for bytes that are no digits).
    public let month: Int?
    /// The four-digit year, once both of its digits are typed: in the hundred years from fifty
    /// before today (`25` is 2025 in 2026).
    public let year: Int?
    /// The verdict for inline validation.
    public let validation: ExpiryValidation

    /// The month and year of an `MM/yy` date field's value, its range rule the expiry's.
    init(_ typed: TypedDate) {
        month = typed.month
        year = typed.year
        switch typed.validation {
        case .incomplete, .monthIncomplete: validation = .incomplete
        case .invalid, .monthInvalid: validation = .invalidMonth
        case .beforeMinimum: validation = .expired
        case .afterMaximum: validation = .tooFarAhead
        case .valid: validation = .valid
        }
    }

    /// `MM/YY`, or as much of it as is typed.
    public var description: String {
        guard let month else { return "" }
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        guard let year else { return monthText }
        let yearText = year % 100 < 10 ? "0\(year % 100)" : "\(year % 100)"
        return "\(monthText)/\(yearText)"
    }
}

/// How far an expiry date is from valid, ready for an inline validation message.
///
/// ```swift
/// ExpiryValidation.tooFarAhead.rawValue   // "expiry.too-far-ahead"
/// ```
public enum ExpiryValidation: String, FieldValidation, CaseIterable {
    /// Month and year not both typed.
    case incomplete = "expiry.incomplete"
    /// A month that is not 01 to 12 in raw characters set from outside (typing and pasting
    /// refuse it), or characters that are no digits.
    case invalidMonth = "expiry.invalid-month"
    /// Before the month of today: the card has expired.
    case expired = "expiry.expired"
    /// More than twenty years after today: no card is issued for that long.
    case tooFarAhead = "expiry.too-far-ahead"
    /// A month from this one to twenty years ahead.
    case valid = "expiry.valid"

    /// Whether the value is valid, which no message names.
    public var isValid: Bool { self == .valid }
}
