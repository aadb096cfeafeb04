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
public struct MaskFormatter: InputFormatter, BuiltInFormatter {
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
        return TemporaryBuffer<Character>.withTemporaryStorage(capacity: characters.count) { raw in
            func readLeniently() {
                raw.removeAll()
                for character in characters { if let stored = character.storedInAnySlot { raw.append(stored) } }
            }
            // Through the mask the characters a slot takes choose, else through the others;
            // when none fits, those characters as they are.
            readLeniently()
            let likely = Character.chosenMask(in: masks, for: raw.elements)
            let read = { (mask: Mask, raw: inout TemporaryBuffer<Character>) in Self.positionalRead(characters, through: mask, into: &raw) }
            if readThroughChosenMask(CollectionOfOne(likely), into: &raw, read)
                || readThroughChosenMask(masks.allMasks.lazy.filter { $0 != likely }, into: &raw, read) {
                return String(raw.elements)
            }
            readLeniently()
            return String(raw.elements)
        }
    }

    /// The raw characters laid out in their mask; characters past the mask's end (which edits
    /// never produce) follow ungrouped rather than being dropped.
    ///
    /// ```swift
    /// try MaskFormatter(pattern: "(###) ###-####").layout(raw: "5551").text   // "(555) 1"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of `raw`.
    public func layout(raw: String) -> RawLayout {
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
    func decorationAhead(ofRaw raw: String) -> String? {
        let ascii = raw.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard masks.isASCII, Self.isPrintableASCII(bytes) else { return nil }
            return String(decoding: masks.mask(forASCII: bytes).ascii.literals(after: bytes.count), as: UTF8.self)
        }
        if let ascii = ascii ?? nil { return ascii }
        let characters = Array(raw)
        return String(masks.mask(for: characters).shape.literals(after: characters.count))
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
    public func replace(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        spliceASCII(range, in: raw, with: input) ?? spliceCharacters(range, in: raw, with: input)
    }

    /// An edit, its raw characters laid out from what it checked: the slots of the mask they
    /// chose, filled from the bytes it spliced (whose slots take them); on the general path over
    /// characters, laid out afresh.
    ///
    /// - Complexity: that of `replace(_:in:with:)`, plus O(*n*) to lay out the new raw characters.
    func replace(_ range: Range<Int>, in raw: String, with input: EditInput,
                                                  layout: inout RawLayout) -> RawEdit {
        let ascii = spliceASCII(range, in: raw, with: input) { mask, raw in layout = mask.layout(ascii: raw) }
        if let ascii { return ascii }
        return spliceCharacters(range, in: raw, with: input).whenReplaced { layout = self.layout(raw: $0) }
    }
}
