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
    static func maskTemplate(of mask: Mask) -> [TemplateCode]
    /// The slot `code` stands for, or `nil` for a literal.
    static func maskSlot(_ code: TemplateCode) -> Mask.Slot?
    /// The literal `code` stands for, or `nil` for a slot.
    static func maskLiteral(_ code: TemplateCode) -> Self?
    /// The literals a key may type ahead after `count` raw elements (``Mask/Shape/literals(after:)``).
    static func maskLiterals(after count: Int, in mask: Mask) -> Literals
    /// The mask of `masks` that raw elements choose (each as its slot stores it).
    static func chosenMask(in masks: MaskSet, for raw: some RandomAccessCollection<Self>) -> Mask
    /// The mask of `masks` that elements typed or pasted choose once stored, before each is
    /// checked against its slot (which refuses it as it was typed).
    static func chosenMask(in masks: MaskSet, forUnstored raw: some RandomAccessCollection<Self>) -> Mask
    /// The raw elements as a string.
    static func rawString(_ raw: some Collection<Self>) -> String

    /// The element as `slot` stores it (a digit of any script as ASCII), or `nil` when the slot
    /// does not take it.
    func stored(in slot: Mask.Slot) -> Self?
    /// The offset of the first of `raw` that a digit slot does not take (`stored(in: .digit)`
    /// is `nil`), asked when every slot is a digit's; `nil` when a digit slot takes them all.
    static func firstNotTakenByDigitSlot(in raw: some Collection<Self>) -> Int?
    /// Whether a pasted element that no slot takes and that is no literal ahead is left out (a
    /// space, punctuation, a symbol), rather than refused.
    var isLeftOutOfPaste: Bool { get }
    /// The element as a character, for a refusal to name it.
    var asCharacter: Character { get }
}

extension MaskElement {
    /// The element as a slot of any kind stores it, or `nil` when it is not a letter or a digit.
    var storedInAnySlot: Self? { stored(in: .letterOrDigit) }
}

extension UInt8: MaskElement {
    static func maskTemplate(of mask: Mask) -> [UInt8] { mask.ascii.template }

    static func maskSlot(_ code: UInt8) -> Mask.Slot? { Mask.Slot(byteCode: code) }

    static func maskLiteral(_ code: UInt8) -> UInt8? { Mask.Slot(byteCode: code) == nil ? code : nil }

    static func maskLiterals(after count: Int, in mask: Mask) -> ArraySlice<UInt8> { mask.ascii.literals(after: count) }

    static func chosenMask(in masks: MaskSet, for raw: some RandomAccessCollection<UInt8>) -> Mask { masks.mask(forASCII: raw) }

    /// Bytes are stored as they are.
    static func chosenMask(in masks: MaskSet, forUnstored raw: some RandomAccessCollection<UInt8>) -> Mask {
        masks.mask(forASCII: raw)
    }

    static func rawString(_ raw: some Collection<UInt8>) -> String { String(utf8: raw) }

    func stored(in slot: Mask.Slot) -> UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): slot == .letter ? nil : self
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): slot == .digit ? nil : self
        default: nil
        }
    }

    @inline(__always)
    static func firstNotTakenByDigitSlot(in raw: some Collection<UInt8>) -> Int? {
        raw.firstOffset(outside: UInt8(ascii: "0")...UInt8(ascii: "9"))
    }

    /// What ``PastedSeparator`` answers for the character, as masks ask it. (The byte path
    /// reads printable ASCII, tabs and line breaks: every one of them that is no letter or
    /// digit is left out.)
    var isLeftOutOfPaste: Bool { self < 0x80 && Self.leftOutOfPaste[Int(self)] }

    /// ``isLeftOutOfPaste`` of each ASCII byte.
    private static let leftOutOfPaste: [Bool] = (0..<128).map {
        PastedSeparator.isLeftOut(Character.ascii(UInt8($0)), leavingOutCurrencySymbols: true)
    }

    /// The byte as a character; the byte path holds ASCII only.
    var asCharacter: Character { Character.ascii(self) }
}

extension Character: MaskElement {
    static func maskTemplate(of mask: Mask) -> [Mask.Element] { mask.elements }

    static func maskSlot(_ code: Mask.Element) -> Mask.Slot? {
        if case let .slot(slot) = code { slot } else { nil }
    }

    static func maskLiteral(_ code: Mask.Element) -> Character? {
        if case let .literal(literal) = code { literal } else { nil }
    }

    /// As one string, so that literals that join into one grapheme (`\ᄀ\ᅡ` in a pattern) match
    /// it as a pasted text has it.
    static func maskLiterals(after count: Int, in mask: Mask) -> String { String(mask.shape.literals(after: count)) }

    static func chosenMask(in masks: MaskSet, for raw: some RandomAccessCollection<Character>) -> Mask { masks.mask(for: raw) }

    /// The mask the characters choose once stored (a digit of any script as ASCII).
    static func chosenMask(in masks: MaskSet, forUnstored raw: some RandomAccessCollection<Character>) -> Mask {
        masks.mask(for: raw.map { $0.storedInAnySlot ?? $0 })
    }

    static func rawString(_ raw: some Collection<Character>) -> String { String(raw) }

    func stored(in slot: Mask.Slot) -> Character? {
        if let ascii = asciiByte {
            // One ASCII scalar (not CR LF): the byte's verdict, without Unicode properties.
            return ascii.stored(in: slot).map(Character.ascii)
        }
        if let digit = DecimalDigit.ascii(of: self) { return slot == .letter ? nil : digit }
        let scalars = unicodeScalars
        guard let first = scalars.first, slot != .digit, first.properties.isAlphabetic, !first.properties.isWhitespace,
              scalars.dropFirst().allSatisfy({ $0.properties.generalCategory == .nonspacingMark
                  || $0.properties.generalCategory == .spacingMark || $0.properties.generalCategory == .enclosingMark })
        else { return nil }
        return self
    }

    static func firstNotTakenByDigitSlot(in raw: some Collection<Character>) -> Int? {
        raw.enumerated().first { $0.element.stored(in: .digit) == nil }?.offset
    }

    /// What ``PastedSeparator`` answers, currency signs left out.
    var isLeftOutOfPaste: Bool { PastedSeparator.isLeftOut(self, leavingOutCurrencySymbols: true) }

    var asCharacter: Character { self }
}
