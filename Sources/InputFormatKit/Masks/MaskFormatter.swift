/// The grouping engine for masks: a fixed mask (`(###) ###-####`) or a set of masks chosen by
/// what has been typed (card brands, phone formats).
///
/// - Literals appear as soon as the raw character after them is typed: typing `555` into
///   `(###) ###-####` shows `(555`, the fourth digit gives `(555) 4`. They do not dangle after
///   the last typed character unless they were typed themselves.
/// - A literal typed where it comes next is typed over, as paste reads it (caret rule 7): typed
///   key by key, `(555) 123-4567` gives `(555) 123-4567`, and `+7 (123) 456-78-90` into
///   `+7 (###) ###-##-##` gives `1234567890`. After the last typed character the literals typed
///   so far show (`(555) `) and a backspace takes them back one by one; in the middle the
///   caret moves over the literal (`(555|) 123` and `)` give `(555)| 123`). A literal a slot
///   takes too (the `7` of `+7 (`) is the literal only when it is the very next character;
///   otherwise it fills the slot (`7` typed into an empty `+7 (###)` gives `+7 (7`). A later
///   literal of the run (` ` typed at `(555|`) is typed over, with those before it, when no
///   slot takes it.
/// - Digits of any script are accepted in digit slots and stored as ASCII.
/// - A character its slot does not take, or one past the mask's end, is refused; nothing is
///   silently dropped. A deletion that would move a character into a slot that does not take it
///   (a digit into a letter slot of `AA-####`) is refused too, and so is one after which a mask
///   set chooses a mask shorter than what is left (deleting the `1` of a 19-digit `12541…`
///   leaves 18 digits that start as a Mastercard number, which has 16).
/// - Pasted text that carries the mask's own shape is read through it: `+1 (650) 253-2222`
///   into `(###) ###-####` gives `(650) 253-2222`, and a field's own unfinished text
///   `+7 (123) 456` pasted into `+7 (###) ###-##-##` gives `123456`, its literal 7 left out.
///   Otherwise it is read as typing it key by key reads it, the keys a field would refuse left
///   out: the characters slots take are kept, literals typed where they come are typed over
///   (`+79161234567` gives `9161234567`), and spaces, punctuation and symbols are left out
///   (`4111-1111 1111 1111`).
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
    ///
    /// - Complexity: O(*n*) in the length of `pattern`.
    public init(pattern: String) throws(ConfigurationError) {
        self.init(mask: try Mask(pattern))
    }

    // MARK: InputFormatter

    /// The raw characters of a text: read through the mask it was laid out with.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").rawText(of: "(555) 12")   // "55512"
    /// ```
    ///
    /// - Complexity: O(*n* × *k*) in the length of `text` and the number of masks (one for a fixed mask): the text is
    ///   read through each until one fits.
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
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    @_spi(FormatterAuthoring) public func layout(raw: String) -> RawLayout {
        if let ascii = asciiLayout(raw: raw) { return ascii }
        let characters = Array(raw)
        return masks.mask(for: characters).layout(characters)
    }

    /// The literals of the mask the raw characters choose that a key may type ahead of the next
    /// one: those before its next slot, or after its last (caret rule 7).
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").decorationAhead(ofRaw: "555")   // ") "
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    @_spi(FormatterAuthoring) public func decorationAhead(ofRaw raw: String) -> String? {
        let ascii = raw.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard masks.isASCII, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            return masks.mask(forASCII: bytes).literals(after: bytes.count)
        }
        if let ascii = ascii ?? nil { return ascii }
        let characters = Array(raw)
        return masks.mask(for: characters).literals(after: characters.count)
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
    ///
    /// - Complexity: O(*n* + *p* × *k*) in the length of `raw`, of a pasted text and the number of masks, through which
    ///   a paste is read.
    @_spi(FormatterAuthoring) public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        asciiReplace(range, in: raw, with: input) ?? replaceCharacters(range, in: raw, with: input)
    }

    /// An edit, its raw characters laid out from what it checked: the slots of the mask they
    /// chose, filled from the bytes it spliced (whose slots take them); on the general path over
    /// characters, laid out afresh.
    ///
    /// - Complexity: that of `replace(_:in:with:)`, plus O(*n*) to lay out the new raw characters.
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

    /// Reads pasted text: through a mask's own shape when it carries one, otherwise as typing it
    /// key by key into an empty field reads it (``typedRead(_:)``).
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
        return typedRead(characters)
    }

    /// `characters` read as typing them key by key into an empty field reads them, keys the
    /// field would refuse left out: a literal that comes next is typed over, and a later literal
    /// of the same run with those before it when no slot takes it (caret rule 7); a character
    /// a slot takes is kept (whether the mask takes it there is checked with the rest); spaces,
    /// punctuation, symbols and format marks are left out, and anything else is refused.
    func typedRead(_ characters: [Character]) -> Result<[Character], EditRejection> {
        var raw: [Character] = []
        var mask = masks.mask(for: raw)
        var typedAhead = 0   // literals of the run ahead typed over so far
        for character in characters {
            // The literal `character` stands for: how far into the run ahead, if it is there.
            var literal: Int?
            for (index, next) in mask.literals(after: raw.count).dropFirst(typedAhead).enumerated() where next == character {
                literal = index
                break
            }
            if literal == 0 {
                typedAhead += 1
                continue
            }
            if let stored = Self.storedInAnySlot(character) {
                if let literal, !takes(stored, after: raw) {
                    typedAhead += literal + 1
                    continue
                }
                raw.append(stored)
                typedAhead = 0
                // Raw characters choose their mask by their first ones only.
                if raw.count <= masks.decidingLength { mask = masks.mask(for: raw) }
                continue
            }
            if let literal {
                typedAhead += literal + 1
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

    /// Whether the mask `raw` with `character` after it choose takes them all, as an edit that
    /// appends it would find.
    private func takes(_ character: Character, after raw: [Character]) -> Bool {
        let result = raw + [character]
        let mask = masks.mask(for: result)
        return result.count <= mask.slotCount && Self.firstMisplaced(result, in: mask) == nil
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
