/// What a mask's reading and splicing work on, so that each is written once: a byte of ASCII
/// text, the keystroke path's (no text broken into graphemes, nothing allocated for a short
/// text), or a `Character`, for any text. The two answer alike for ASCII letters and digits.
///
/// ```swift
/// UInt8(ascii: "7").stored(in: .digit)   // 0x37
/// Character("٣").stored(in: .digit)      // "3": digits of any script are stored as ASCII
/// ```
protocol MaskElement: Equatable {
    /// How a mask's template holds a literal or a slot in this element's terms.
    associatedtype TemplateCode
    /// The literals a key may type ahead, as elements.
    associatedtype Literals: Collection<Self>

    /// The mask's literals and slots in order.
    static func template(of mask: Mask) -> [TemplateCode]
    /// The slot `code` stands for, or `nil` for a literal.
    static func slot(_ code: TemplateCode) -> Mask.Slot?
    /// The literal `code` stands for, or `nil` for a slot.
    static func literal(_ code: TemplateCode) -> Self?
    /// The literals a key may type ahead after `count` raw elements (``Mask/literals(after:)``).
    static func literals(after count: Int, in mask: Mask) -> Literals
    /// The mask of `masks` that raw elements choose.
    static func mask(in masks: MaskSet, for raw: UnsafeBufferPointer<Self>) -> Mask
    /// The raw elements as a string.
    static func string(_ raw: UnsafeBufferPointer<Self>) -> String

    /// The element as `slot` stores it (a digit of any script as ASCII), or `nil` when the slot
    /// does not take it.
    func stored(in slot: Mask.Slot) -> Self?
    /// Whether a pasted element that no slot takes and that is no literal ahead is left out (a
    /// space, punctuation, a symbol), rather than refused.
    var isLeftOutOfPaste: Bool { get }
    /// The element as a character, for a refusal to name it.
    var character: Character { get }
}

extension MaskElement {
    /// The element as a slot of any kind stores it, or `nil` when it is not a letter or a digit.
    var storedInAnySlot: Self? { stored(in: .letterOrDigit) }
}

extension UInt8: MaskElement {
    static func template(of mask: Mask) -> [UInt8] { mask.ascii.template }

    static func slot(_ code: UInt8) -> Mask.Slot? {
        switch code {
        case Mask.ASCIIShape.digitSlot: .digit
        case Mask.ASCIIShape.letterSlot: .letter
        case Mask.ASCIIShape.letterOrDigitSlot: .letterOrDigit
        default: nil
        }
    }

    static func literal(_ code: UInt8) -> UInt8? { Mask.ASCIIShape.isSlot(code) ? nil : code }

    static func literals(after count: Int, in mask: Mask) -> ArraySlice<UInt8> { mask.ascii.literals(after: count) }

    static func mask(in masks: MaskSet, for raw: UnsafeBufferPointer<UInt8>) -> Mask { masks.mask(forASCII: raw) }

    static func string(_ raw: UnsafeBufferPointer<UInt8>) -> String { String(utf8: raw) }

    func stored(in slot: Mask.Slot) -> UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): slot == .letter ? nil : self
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): slot == .digit ? nil : self
        default: nil
        }
    }

    /// The keystroke path reads printable ASCII, tabs and line breaks only: whatever of it is
    /// not a letter or a digit is a space, punctuation or a symbol.
    var isLeftOutOfPaste: Bool { true }

    var character: Character { Character.ascii(self) }
}

extension Character: MaskElement {
    static func template(of mask: Mask) -> [Mask.Element] { mask.elements }

    static func slot(_ code: Mask.Element) -> Mask.Slot? {
        if case let .slot(slot) = code { slot } else { nil }
    }

    static func literal(_ code: Mask.Element) -> Character? {
        if case let .literal(literal) = code { literal } else { nil }
    }

    static func literals(after count: Int, in mask: Mask) -> String { mask.literals(after: count) }

    /// The mask the characters choose once stored (a digit of any script as ASCII): what they
    /// are as raw characters.
    static func mask(in masks: MaskSet, for raw: UnsafeBufferPointer<Character>) -> Mask {
        masks.mask(for: raw.lazy.map { $0.storedInAnySlot ?? $0 })
    }

    static func string(_ raw: UnsafeBufferPointer<Character>) -> String { String(raw) }

    func stored(in slot: Mask.Slot) -> Character? {
        if let ascii = asciiByte {
            // One ASCII scalar (not CR LF): the byte's verdict, without Unicode properties.
            return ascii.stored(in: slot).map(Character.ascii)
        }
        let scalars = unicodeScalars
        guard let first = scalars.first else { return nil }
        if scalars.count == 1, let digit = DecimalDigit.value(of: first) {
            return slot == .letter ? nil : Character.ascii(UInt8(ascii: "0") + digit)
        }
        guard slot != .digit, first.properties.isAlphabetic, !first.properties.isWhitespace,
              scalars.dropFirst().allSatisfy({ $0.properties.generalCategory == .nonspacingMark
                  || $0.properties.generalCategory == .spacingMark || $0.properties.generalCategory == .enclosingMark })
        else { return nil }
        return self
    }

    /// Spaces, punctuation, symbols (currency signs too) and format marks are left out
    /// (``PastedSeparator``); anything else (a letter where no slot takes one, an emoji, a
    /// control character) is refused.
    var isLeftOutOfPaste: Bool { PastedSeparator.isLeftOut(self, currencySymbols: true) }

    var character: Character { self }
}
