/// Why a field refused an edit. A refused edit leaves text and selection unchanged, so a UI can
/// give haptic feedback and, if it likes, show the reason.
///
/// ```swift
/// let result = try CurrencyFormatter(locale: "en_US", currency: "JPY").apply(
///     .typing(".", in: .empty), to: .empty)
/// result.rejection        // .noMinorUnits(currency: "JPY")
/// result.rejection?.description   // "JPY has no minor units, so it takes no decimal mark"
/// ```
public enum EditRejection: Error, Sendable, Hashable {
    /// The edit's range does not lie within the text.
    case rangeOutOfBounds(Range<Int>, length: Int)
    /// Backspace at the start of the value, or forward delete at its end.
    case nothingToDelete
    /// A character this field does not take in that place (a letter in an amount).
    case characterNotAccepted(Character)
    /// The field shows its finished (unfocused) form and takes no edits until it is focused.
    case notFocused
    /// A decimal mark while the amount already has one.
    case secondDecimalMark
    /// A decimal mark in a currency without minor units (JPY, KRW).
    case noMinorUnits(currency: String)
    /// More fraction digits than the currency's minor units.
    case tooManyFractionDigits(maximum: Int)
    /// More integer digits than the field allows.
    case tooManyIntegerDigits(maximum: Int)
    /// A minus sign in a field that takes no negative amounts.
    case negativeNotAllowed
    /// Pasted text that could be read as two different amounts.
    case ambiguousAmount(String, readings: [String])
    /// Pasted text that is not an amount at all.
    case notAnAmount(String)
    /// A character past the end of a mask that is full.
    case maskFull(slots: Int)
    /// A deletion after which the characters left choose a mask that holds fewer of them (a
    /// card number whose brand, and so its length, changes).
    case wouldOverfillMask(count: Int, slots: Int)
    /// A deletion or insertion that would move a character into a slot that does not take it
    /// (a digit into a letter slot).
    case wouldMoveIntoWrongSlot(Character)
    /// More digits than any phone number has.
    case tooManyDigits(maximum: Int)
    /// Two digits that are no month (`13`, `00`).
    case notAMonth(String)
    /// Pasted text that is not an expiry date.
    case notAnExpiryDate(String)
    /// Two letters that are no IBAN country's code.
    case unknownIBANCountry(String)
    /// A `+` anywhere but at the start of a phone number.
    case plusNotAtStart
    /// Nothing of the edit fits under a stop-at-limit character counter.
    case characterLimitReached(limit: Int)
    /// The field is read-only: its text cannot be changed.
    case readOnly
    /// The field is disabled: it takes no input.
    case disabled
}

extension EditRejection: CustomStringConvertible {
    /// A sentence that says what was refused and why.
    ///
    /// ```swift
    /// EditRejection.tooManyFractionDigits(maximum: 2).description
    /// // "at most 2 digits may follow the decimal mark"
    /// ```
    public var description: String {
        switch self {
        case let .rangeOutOfBounds(range, length):
            return "the range \(range.lowerBound)..<\(range.upperBound) lies outside the text of \(length) UTF-16 units"
        case .nothingToDelete:
            return "there is nothing to delete on that side of the caret"
        case let .characterNotAccepted(character):
            return "\(Self.quoted(character)) is not accepted here"
        case .notFocused:
            return "the field is not being edited; focus it first"
        case .secondDecimalMark:
            return "the amount already has a decimal mark"
        case let .noMinorUnits(currency):
            return "\(currency) has no minor units, so it takes no decimal mark"
        case let .tooManyFractionDigits(maximum):
            return maximum == 1
                ? "at most 1 digit may follow the decimal mark"
                : "at most \(maximum) digits may follow the decimal mark"
        case let .tooManyIntegerDigits(maximum):
            return "at most \(maximum) digits may precede the decimal mark"
        case .negativeNotAllowed:
            return "this field takes no negative amounts"
        case let .ambiguousAmount(text, readings):
            return "\(Self.quoted(text)) is ambiguous: it could be \(readings.joined(separator: " or "))"
        case let .notAnAmount(text):
            return "\(Self.quoted(text)) is not an amount"
        case let .maskFull(slots):
            return "the field is full: it holds \(slots) characters"
        case let .wouldOverfillMask(count, slots):
            return "that would leave \(count) characters in a format that holds \(slots); delete from the end first"
        case let .wouldMoveIntoWrongSlot(character):
            return "that would move \(Self.quoted(character)) into a place that does not take it"
        case let .tooManyDigits(maximum):
            return "a phone number has at most \(maximum) digits"
        case let .notAMonth(digits):
            return "\(Self.quoted(digits)) is not a month: months run from 01 to 12"
        case let .notAnExpiryDate(text):
            return "\(Self.quoted(text)) is not an expiry date (MM/YY)"
        case let .unknownIBANCountry(code):
            return "no country issues IBANs starting with \(Self.quoted(code))"
        case .plusNotAtStart:
            return "“+” may only start a phone number"
        case let .characterLimitReached(limit):
            return "the field holds at most \(limit) characters and is full"
        case .readOnly:
            return "the field is read-only"
        case .disabled:
            return "the field is disabled"
        }
    }

    /// `text` cut to its first 40 scalars (and `…`), for a reason that quotes a paste: a
    /// refused 1 MB paste is not a 1 MB message.
    static func excerpt(_ text: String) -> String {
        text.unicodeScalars.count <= 40 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…"
    }

    private static func quoted<S: StringProtocol>(_ text: S) -> String {
        var result = "“"
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "”"
    }

    private static func quoted(_ character: Character) -> String { quoted(String(character)) }
}
