/// A card's security code field: digits only, as many as the card's brand prints (4 for
/// American Express, 3 for the others; 3 or 4 while the brand is unknown), labelled with the
/// brand's own name for it (CVV, CVC, CID, CVN…).
///
/// A form keeps the code field following the card number field with
/// ``FormField/follow(_:)``: when the brand changes, so do the length and the label; digits
/// already typed stay (a fourth one after a switch to Visa is named by the verdict, never
/// dropped).
///
/// ```swift
/// var code = FormField(formatter: SecurityCodeFormatter(brand: .americanExpress), focused: true)
/// code.type("1234")
/// code.value?.validation    // .valid
/// code.follow(CardNumber(digits: "4111111111111111"))
/// code.value?.validation    // .tooLong
/// code.formatter.label("Security code")   // "Security code (CVV)"
/// ```
public struct SecurityCodeFormatter: ValidatingFormatter, BuiltInFormatter {
    /// The card's brand, or `nil` while it is unknown.
    public let brand: CardBrand?
    /// Digits only; the length is checked against the brand's in ``replace(_:in:with:)``.
    private let engine = MaskFormatter(mask: .digitGroups([8]))

    /// A security code formatter for a card of `brand` (`nil`: not known yet).
    ///
    /// ```swift
    /// SecurityCodeFormatter(brand: .visa)
    /// ```
    public init(brand: CardBrand? = nil) {
        self.brand = brand
    }

    /// How many digits the code has: the brand's length, or 3 to 4 without a brand.
    public var lengths: ClosedRange<Int> {
        brand.map { $0.securityCodeLength...$0.securityCodeLength } ?? 3...Self.longest
    }

    /// The digits of a code's text.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func rawText(of text: String) -> String { engine.rawText(of: text) }

    /// The digits as they are: a code has no grouping.
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func layout(raw: String) -> RawLayout { engine.layout(raw: raw) }

    /// The digits of the longest code any brand prints (4), one ASCII byte each: typing stops at
    /// the brand's length and a paste at 4.
    ///
    /// ```swift
    /// SecurityCodeFormatter(brand: .visa).maximumRawUTF8Count   // 4
    /// ```
    var maximumRawUTF8Count: Int? { Self.longest }

    /// Digits of any script, stored as ASCII, anything else refused. Typing stops at the brand's
    /// length; a paste may hold up to 4 digits (the longest any brand prints), so that a code
    /// kept through a brand change pastes back, and the verdict says when it is too long.
    ///
    /// - Complexity: O(*n* + *p*) in the length of `raw` and of a pasted text.
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        let edit = engine.replace(range, in: raw, with: input)
        let limit: Int
        switch input {
        case .keystroke: limit = lengths.upperBound
        case .paste: limit = Self.longest
        case .deletion: return edit
        }
        switch edit {
        case let .replaced(newRaw, _) where newRaw.utf8.count > limit && newRaw.utf8.count > raw.utf8.count:
            return .rejected(.maskFull(slots: limit))
        case .rejected(.maskFull):
            return .rejected(.maskFull(slots: limit))
        default:
            return edit
        }
    }

    /// The most digits any brand's code has.
    static let longest = 4

    /// The code, `nil` without digits.
    public func value(raw: String) -> SecurityCode? {
        raw.isEmpty ? nil : SecurityCode(digits: raw, lengths: lengths)
    }
}

/// A card's security code as typed, with how far it is from what the brand prints.
///
/// ```swift
/// SecurityCodeFormatter(brand: .visa).value(raw: "12")?.validation   // .incomplete
/// ```
public struct SecurityCode: Sendable, Hashable, CustomStringConvertible, ValidatedValue {
    /// The digits (ASCII).
    public let digits: String
    /// The verdict for inline validation.
    public let validation: SecurityCodeValidation

    init(digits: String, lengths: ClosedRange<Int>) {
        self.digits = digits
        let count = digits.utf8.count
        validation = count < lengths.lowerBound ? .incomplete : count > lengths.upperBound ? .tooLong : .valid
    }

    /// The digits.
    public var description: String { digits }
}

/// How far a security code is from valid, ready for an inline validation message.
public enum SecurityCodeValidation: String, FieldValidation, CaseIterable {
    /// Fewer digits than the brand prints.
    case incomplete = "security-code.incomplete"
    /// More digits than the brand prints (the brand changed after they were typed).
    case tooLong = "security-code.too-long"
    /// As many digits as the brand prints.
    case valid = "security-code.valid"

    /// Whether the value is valid, which no message names.
    public var isValid: Bool { self == .valid }
}
