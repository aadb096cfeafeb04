/// The grouping engine for masks: a fixed mask (`(###) ###-####`) or a set of masks chosen by
/// what has been typed (card brands, phone formats).
///
/// - Literals appear as soon as the raw character after them is typed: typing `555` into
///   `(###) ###-####` shows `(555`, the fourth digit gives `(555) 4`. They never dangle after
///   the last typed character.
/// - Digits of any script are accepted in digit slots and stored as ASCII.
/// - A character its slot does not take, or one past the mask's end, is refused; nothing is
///   silently dropped. A deletion that would move a character into a slot that does not take it
///   (a digit into a letter slot of `AA-####`) is refused too, and so is one after which a mask
///   set chooses a mask shorter than what is left (deleting the `1` of a 19-digit `12541…`
///   leaves 18 digits that start as a Mastercard number, which has 16).
/// - Pasted text that carries the mask's own shape is read through it: `+1 (650) 253-2222`
///   into `(###) ###-####` gives `(650) 253-2222`, and a field's own unfinished text
///   `+7 (123) 456` pasted into `+7 (###) ###-##-##` gives `123456`, its literal 7 left out.
///   Otherwise the characters slots take are kept and spaces, punctuation and symbols are left
///   out (`4111-1111 1111 1111`).
///
/// ```swift
/// let formatter = MaskFormatter(mask: try Mask("(###) ###-####"))
/// var field = InputField(formatter: formatter)
/// field.type("5551234")
/// field.text.description   // "(555) 123-4|"
/// field.value              // "5551234"
/// ```
public struct MaskFormatter: InputFormatter {
    /// The masks, chosen by the raw characters.
    let masks: MaskSet

    /// A formatter for one fixed mask.
    ///
    /// ```swift
    /// MaskFormatter(mask: try Mask("##/##"))
    /// ```
    init(mask: Mask) {
        self.masks = MaskSet(single: mask)
    }

    /// A formatter for a set of masks chosen by the typed prefix.
    ///
    /// ```swift
    /// MaskFormatter(masks: CardBrand.maskSet)
    /// ```
    init(masks: MaskSet) {
        self.masks = masks
    }

    /// A formatter for a mask pattern; throws ``ConfigurationError`` for a malformed one.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "AA-####")
    /// ```
    public init(pattern: String) throws(ConfigurationError) {
        self.init(mask: try Mask(pattern))
    }

    // MARK: InputFormatter

    /// The raw characters of a text: read through the mask it was laid out with.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").rawText(of: "(555) 12")   // "55512"
    /// ```
    public func rawText(of text: String) -> String {
        let characters = Array(text)
        let lenient = characters.compactMap(Self.storedInAnySlot)
        let likely = masks.mask(for: lenient)
        if let raw = Self.positionalRead(characters, through: likely), masks.mask(for: raw) == likely { return String(raw) }
        for mask in masks.allMasks where mask != likely {
            if let raw = Self.positionalRead(characters, through: mask), masks.mask(for: raw) == mask { return String(raw) }
        }
        return String(lenient)
    }

    /// The raw characters laid out in their mask; characters past the mask's end (which edits
    /// never produce) follow ungrouped rather than being dropped.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").layout(raw: "5551").text   // "(555) 1"
    /// ```
    @_spi(FormatterAuthoring) public func layout(raw: String) -> RawLayout {
        if let ascii = asciiLayout(raw: raw) { return ascii }
        let characters = Array(raw)
        return masks.mask(for: characters).layout(characters)
    }

    /// The raw characters, `nil` when there are none.
    ///
    /// ```swift
    /// formatter.value(raw: "555")   // "555"
    /// ```
    public func value(raw: String) -> String? {
        raw.isEmpty ? nil : raw
    }

    /// Applies an edit to the raw characters by the rules in the type's documentation.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        asciiReplace(range, in: raw, with: input) ?? replaceCharacters(range, in: raw, with: input)
    }

    /// An edit, its raw characters laid out from what it checked: the slots of the mask they
    /// chose, filled from the bytes it spliced (whose slots take them); on the general path over
    /// characters, laid out afresh.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        let ascii = asciiReplace(range, in: raw, with: input) { mask, raw in layout = mask.layout(ascii: raw) }
        if let ascii { return ascii }
        return replaceCharacters(range, in: raw, with: input).whenReplaced { layout = self.layout(raw: $0) }
    }

    /// ``replace(_:in:with:)`` over `Character`s.
    private func replaceCharacters(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        var characters = Array(raw)
        guard range.lowerBound >= 0, range.upperBound <= characters.count else {
            return .rejected(.rangeOutOfBounds(range, length: characters.count))
        }
        let inserted: [Character]
        switch input {
        case .deletion:
            characters.removeSubrange(range)
            let mask = masks.mask(for: characters)
            // What is left chooses its mask again (a card's brand): refuse a deletion that
            // leaves more characters than that mask holds, rather than drop any of them. (Text
            // that was already too long, set from outside, may still shrink.)
            if characters.count > mask.slotCount, raw.count <= masks.mask(for: Array(raw)).slotCount {
                return .rejected(.wouldOverfillMask(count: characters.count, slots: mask.slotCount))
            }
            if let misplaced = Self.firstMisplaced(characters, in: mask) {
                return .rejected(.wouldMoveIntoWrongSlot(misplaced))
            }
            return .replaced(raw: String(characters), selection: range.lowerBound..<range.lowerBound)
        case let .keystroke(character):
            inserted = [character]
        case let .paste(text):
            switch read(text) {
            case let .failure(reason): return .rejected(reason)
            case let .success(read): inserted = read
            }
        }
        var result = Array(characters[..<range.lowerBound])
        result += inserted
        result += characters[range.upperBound...]
        let mask = masks.mask(for: result.map { Self.storedInAnySlot($0) ?? $0 })
        guard result.count <= mask.slotCount else { return .rejected(.maskFull(slots: mask.slotCount)) }
        for index in result.indices {
            guard let stored = mask.slots[index].stored(result[index]) else {
                let isInserted = index >= range.lowerBound && index < range.lowerBound + inserted.count
                return .rejected(isInserted ? .characterNotAccepted(result[index]) : .wouldMoveIntoWrongSlot(result[index]))
            }
            result[index] = stored
        }
        let caret = range.lowerBound + inserted.count
        return .replaced(raw: String(result), selection: caret..<caret)
    }

    // MARK: Reading

    /// Reads pasted text: through a mask's own shape when it carries one, otherwise the
    /// characters any slot takes, leaving out spaces, punctuation, symbols and format marks.
    func read(_ text: String) -> Result<[Character], EditRejection> {
        let characters = Array(text)
        for mask in masks.allMasks {
            if let raw = Self.shapeRead(characters, through: mask), masks.mask(for: raw) == mask { return .success(raw) }
        }
        // A part of the mask's shape from its start (a field's own text before it is full):
        // its literals are left out where they stand, even digits (the 7 of `+7 (###)`).
        for mask in masks.allMasks {
            if let raw = Self.positionalRead(characters, through: mask), masks.mask(for: raw) == mask { return .success(raw) }
        }
        var raw: [Character] = []
        for character in characters {
            if let stored = Self.storedInAnySlot(character) {
                raw.append(stored)
                continue
            }
            guard let scalar = character.unicodeScalars.first else { continue }
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .format, .otherPunctuation, .dashPunctuation, .openPunctuation,
                 .closePunctuation, .connectorPunctuation, .initialPunctuation, .finalPunctuation,
                 .mathSymbol, .currencySymbol, .modifierSymbol:
                continue
            default:
                if character.isWhitespace { continue }
                return .failure(.characterNotAccepted(character))
            }
        }
        return .success(raw)
    }

    /// The raw characters of `characters` read element by element through `mask` (literals
    /// must match), with characters past the mask's end kept; `nil` when they do not fit.
    static func positionalRead(_ characters: [Character], through mask: Mask) -> [Character]? {
        var raw: [Character] = []
        var position = 0
        for element in mask.elements {
            guard position < characters.count else { break }
            switch element {
            case let .literal(literal):
                guard characters[position] == literal else { return nil }
                position += 1
            case let .slot(slot):
                guard let stored = slot.stored(characters[position]) else { return nil }
                raw.append(stored)
                position += 1
            }
        }
        if position < characters.count {
            for character in characters[position...] {
                guard let stored = storedInAnySlot(character) else { return nil }
                raw.append(stored)
            }
        }
        return raw
    }

    /// The slots of `mask` read from the end of `characters`, when the text from some point on
    /// has the whole mask's shape with at least one literal (`+1 (650) 253-2222`).
    ///
    /// Text before that point is left out only when the mask starts with a literal that anchors
    /// the shape (the `(` of a phone mask) and that text does not end in a character a slot
    /// takes; otherwise the shape must cover the whole text, so that no digit of a longer number
    /// is silently dropped.
    static func shapeRead(_ characters: [Character], through mask: Mask) -> [Character]? {
        let firstLiteral = mask.elements.firstIndex { if case .literal = $0 { return true } else { return false } }
        guard let firstLiteral, characters.count >= mask.elements.count else { return nil }
        let start = characters.count - mask.elements.count
        if start > 0 {
            guard firstLiteral == 0, storedInAnySlot(characters[start - 1]) == nil else { return nil }
        }
        guard let raw = positionalRead(Array(characters[start...]), through: mask), raw.count == mask.slotCount else { return nil }
        return raw
    }

    static func storedInAnySlot(_ character: Character) -> Character? {
        Mask.Slot.letterOrDigit.stored(character)
    }

    static func firstMisplaced(_ characters: [Character], in mask: Mask) -> Character? {
        for (index, character) in characters.enumerated() where index < mask.slotCount {
            if mask.slots[index].stored(character) == nil { return character }
        }
        return nil
    }
}
