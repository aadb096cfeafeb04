/// Reading pasted text into raw elements, written once over bytes and characters
/// (``MaskElement``).
extension MaskFormatter {
    /// Reads pasted `text`: through a mask's whole shape when it carries one, then through a
    /// part of a mask's shape from its start, otherwise as typing it key by key into an empty
    /// field reads it (``typedRead(_:into:)``). `body` is handed the raw elements, each as its
    /// slot stores it.
    ///
    /// - Complexity: O(*p* × *k*) in the length of `text` and the number of masks.
    func read<Element: MaskElement, Read>(_ text: some RandomAccessCollection<Element>,
                                          _ body: (TemporaryBuffer<Element>.Elements) -> Read) -> Result<Read, EditRejection> {
        TemporaryBuffer<Element>.withTemporaryStorage(capacity: text.count) { raw in
            // Written out, not through ``readThroughChosenMask(_:into:_:)``: on the keystroke
            // path its closures cost retains and releases.
            for mask in masks.allMasks {
                if Self.shapeRead(text, through: mask, into: &raw), Element.chosenMask(in: masks, for: raw.elements) == mask {
                    return .success(body(raw.elements))
                }
            }
            // A part of the mask's shape from its start (a field's own text before it is full):
            // its literals are left out where they stand, even digits (the 7 of `+7 (###)`).
            for mask in masks.allMasks {
                if Self.positionalRead(text, through: mask, into: &raw), Element.chosenMask(in: masks, for: raw.elements) == mask {
                    return .success(body(raw.elements))
                }
            }
            if let refused = typedRead(text, into: &raw) { return .failure(.characterNotAccepted(refused)) }
            return .success(body(raw.elements))
        }
    }

    /// Whether `read` reads the text through one of `candidates`, in order, into raw elements
    /// that choose that very mask; `raw` then holds them.
    func readThroughChosenMask<Element: MaskElement>(_ candidates: some Sequence<Mask>, into raw: inout TemporaryBuffer<Element>,
                                                     _ read: (Mask, inout TemporaryBuffer<Element>) -> Bool) -> Bool {
        for mask in candidates where read(mask, &raw) && Element.chosenMask(in: masks, for: raw.elements) == mask {
            return true
        }
        return false
    }

    /// `text` read into `raw` as typing it key by key into an empty field reads it, keys the
    /// field would refuse left out: a literal that comes next is typed over, and a later literal
    /// of the same run with those before it when no slot takes it (caret rule 7); an element a
    /// slot takes is kept (whether the mask takes it there is checked with the rest); spaces,
    /// punctuation, symbols and format marks are left out. Answers the first element it
    /// refuses, or `nil`.
    private func typedRead<Element: MaskElement>(_ text: some Collection<Element>,
                                                 into raw: inout TemporaryBuffer<Element>) -> Character? {
        raw.removeAll()
        var mask = Element.chosenMask(in: masks, for: raw.elements)
        var typedAhead = 0   // literals of the run ahead typed over so far
        for element in text {
            // The literal `element` stands for: how far into the run ahead, if it is there.
            let ahead = Element.maskLiterals(after: raw.count, in: mask).dropFirst(typedAhead)
            let literal = ahead.firstIndex(of: element).map { ahead.distance(from: ahead.startIndex, to: $0) }
            if literal == 0 {
                typedAhead += 1
                continue
            }
            if let stored = element.storedInAnySlot {
                raw.append(stored)
                if let literal, maskTakingAll(raw.elements) == nil {
                    raw.removeLast()
                    typedAhead += literal + 1
                    continue
                }
                typedAhead = 0
                // Raw elements choose their mask by their first ones only.
                if raw.count <= masks.decidingLength { mask = Element.chosenMask(in: masks, for: raw.elements) }
                continue
            }
            if let literal {
                typedAhead += literal + 1
                continue
            }
            guard element.isLeftOutOfPaste else { return element.asCharacter }
        }
        return nil
    }

    /// The mask raw elements choose, when it takes them all, one a slot; else `nil`.
    func maskTakingAll<Element: MaskElement>(_ raw: some RandomAccessCollection<Element>) -> Mask? {
        let mask = Element.chosenMask(in: masks, for: raw)
        return raw.count <= mask.slotCount && Self.firstRefused(raw, in: mask) == nil ? mask : nil
    }

    /// The slots of `mask` read from the end of `text` into `raw`, when the text from some point
    /// on has the whole mask's shape with at least one literal (`+1 (650) 253-2222`).
    ///
    /// Text before that point is left out only when the mask starts with a literal that anchors
    /// the shape (the `(` of a phone mask) and that text does not end in an element a slot
    /// takes; otherwise the shape must cover the whole text, so that no digit of a longer number
    /// is silently dropped.
    static func shapeRead<Element: MaskElement>(_ text: some RandomAccessCollection<Element>, through mask: Mask,
                                                into raw: inout TemporaryBuffer<Element>) -> Bool {
        raw.removeAll()
        let template = Element.maskTemplate(of: mask)
        guard let firstLiteral = template.firstIndex(where: { Element.maskSlot($0) == nil }),
              text.count >= template.count else { return false }
        let shape = text.suffix(template.count)
        if shape.startIndex > text.startIndex {
            guard firstLiteral == 0, text[text.index(before: shape.startIndex)].storedInAnySlot == nil else { return false }
        }
        return positionalRead(shape, through: mask, into: &raw) && raw.count == mask.slotCount
    }

    /// The raw elements of `text` read element by element through `mask` into `raw` (literals
    /// must match), those past the mask's end kept; `false` when they do not fit.
    static func positionalRead<Element: MaskElement>(_ text: some Collection<Element>, through mask: Mask,
                                                     into raw: inout TemporaryBuffer<Element>) -> Bool {
        raw.removeAll()
        var position = text.startIndex
        for code in Element.maskTemplate(of: mask) {
            guard position < text.endIndex else { break }
            if let slot = Element.maskSlot(code) {
                guard let stored = text[position].stored(in: slot) else { return false }
                raw.append(stored)
            } else {
                guard let literal = Element.maskLiteral(code), text[position] == literal else { return false }
            }
            text.formIndex(after: &position)
        }
        for element in text[position...] {
            guard let stored = element.storedInAnySlot else { return false }
            raw.append(stored)
        }
        return true
    }

    /// The index of the first of the raw elements `raw` (one per slot, from the first slot on;
    /// those past the mask's last slot are not looked at) that its slot of `mask` does not
    /// take, or `nil`.
    static func firstRefused<Element: MaskElement>(_ raw: some Collection<Element>, in mask: Mask) -> Int? {
        if mask.takesDigitsOnly {
            return Element.firstNotTakenByDigitSlot(in: raw.prefix(mask.slotCount))
        }
        for (offset, (element, slot)) in zip(raw, mask.slots).enumerated() where element.stored(in: slot) == nil { return offset }
        return nil
    }
}
