extension Mask {
    /// A mask as a run of elements: its literals as they are and each slot as a code, with where
    /// each slot stands. A mask keeps two: one of bytes (``ascii``), which the keystroke path
    /// works on when the mask and the raw characters are ASCII (digits and Latin letters), so
    /// that no text is broken into graphemes and a layout needs no list of spans; and one of
    /// characters (``shape``), for any mask and any text. What shows of the raw characters (the
    /// template up to the last one, its slots filled) and the literals between them are read
    /// here for both.
    ///
    /// In a byte shape a slot's code is ``Slot/byteCode``, which no literal has, and
    /// `slotOffsets[i]` is also the UTF-16 offset of slot `i` (every character before it is one
    /// ASCII unit). In a character shape a slot's code is its pattern letter, which a literal
    /// may also be (`\#` in a pattern): only ``slotOffsets`` tells the slots.
    ///
    /// ```swift
    /// try Mask("(###)").ascii.slotOffsets   // [1, 2, 3]
    /// try Mask("(###) №").ascii.slotOffsets  // []: a literal is not ASCII (isASCII is false)
    /// try Mask("(###) №").shape.slotOffsets  // [1, 2, 3]
    /// ```
    struct Shape<Code: Hashable & Sendable>: Sendable, Hashable {
        /// The literals and the slots' codes, in order.
        let template: [Code]
        /// Where each slot stands in ``template``.
        let slotOffsets: [Int]

        /// The shape of `elements`, each slot `slotCode(slot)` and each literal
        /// `literalCode(literal)`; `nil` when a literal has no code.
        ///
        /// - Complexity: O(*n*) in the number of elements.
        init?(_ elements: [Element], slotCode: (Slot) -> Code, literalCode: (Character) -> Code?) {
            var template: [Code] = []
            var offsets: [Int] = []
            for element in elements {
                switch element {
                case let .literal(character):
                    guard let code = literalCode(character) else { return nil }
                    template.append(code)
                case let .slot(slot):
                    offsets.append(template.count)
                    template.append(slotCode(slot))
                }
            }
            self.init(template: template, slotOffsets: offsets)
        }

        private init(template: [Code], slotOffsets: [Int]) {
            self.template = template
            self.slotOffsets = slotOffsets
        }

        /// The shape of no mask: no template, no slots.
        static var empty: Shape { Shape(template: [], slotOffsets: []) }

        /// The literals shown before slot `index`: those after the slot before it. They appear
        /// with the raw character of slot `index`, as ``appendFilled(_:to:)`` lays them out.
        func decoration(beforeSlot index: Int) -> ArraySlice<Code> {
            template[(index == 0 ? 0 : slotOffsets[index - 1] + 1)..<slotOffsets[index]]
        }

        /// The literals a key may type ahead after `count` raw characters: those before slot
        /// `count`, or after the last slot; none past the mask's end.
        ///
        /// ```swift
        /// String(try Mask("(###) ###").shape.literals(after: 3))   // ") "
        /// ```
        func literals(after count: Int) -> ArraySlice<Code> {
            if count < slotOffsets.count { return decoration(beforeSlot: count) }
            guard count == slotOffsets.count, let last = slotOffsets.last else { return [] }
            return template[(last + 1)...]
        }

        /// Appends the template up to the last slot `raw` fills (at most one element per slot,
        /// at least one), its slots filled, to `text`: what a mask shows of raw characters, and
        /// a phone format's template as the digits typed so far fill it.
        ///
        /// - Complexity: O(*n*) in the length of the template filled.
        func appendFilled(_ raw: some Collection<Code>, to text: inout [Code]) {
            // The template in one go, then its slots filled (appended piece by piece, the
            // template's slices made a phone's keystroke a fifth slower).
            let start = text.count
            text.append(contentsOf: template[..<(slotOffsets[raw.count - 1] + 1)])
            for (offset, element) in zip(slotOffsets, raw) { text[start + offset] = element }
        }
    }
}

extension Mask.Shape<UInt8> {
    /// The byte shape of `elements`, `nil` when a literal is not ASCII or is a control character
    /// (a carriage return would join a line feed into one grapheme).
    ///
    /// - Complexity: O(*n*) in the number of elements.
    init?(ascii elements: [Mask.Element]) {
        self.init(elements, slotCode: \.byteCode, literalCode: { character in
            guard let byte = character.asciiByte, byte >= 0x20, byte < 0x7F else { return nil }
            return byte
        })
    }

    /// The layout of the ASCII raw characters `raw` (at most one per slot): the template up to
    /// the last typed slot with the slots filled, the spans taken from the slot table.
    ///
    /// - Complexity: O(*n*) in the length of the template filled.
    func layout(_ raw: some Collection<UInt8>) -> RawLayout {
        guard !raw.isEmpty else {
            return RawLayout(asciiText: "", utf16Count: 0, slotOffsets: slotOffsets, count: 0)
        }
        let length = slotOffsets[raw.count - 1] + 1
        // As ``Mask/Shape/appendFilled(_:to:)`` writes it: the template, then its slots filled.
        let text = String.written(exactly: length) { $0.append(template: template[..<length], slotOffsets: slotOffsets, filledWith: raw) }
        return RawLayout(asciiText: text, utf16Count: length, slotOffsets: slotOffsets, count: raw.count)
    }
}

extension Mask.Shape<Character> {
    /// The character shape of `elements`: a slot is its pattern letter (`#`, `A`, `*`), which a
    /// layout writes over.
    ///
    /// - Complexity: O(*n*) in the number of elements.
    init(characters elements: [Mask.Element]) {
        // Every literal has a code: the shape is never `nil`.
        self = Self(elements, slotCode: \.patternLetter, literalCode: { $0 })!
    }
}
