extension Mask {
    /// Raw characters laid out in the mask: literals appear as soon as the raw character after
    /// them does, never dangling after the last one; characters past the mask's end follow
    /// ungrouped rather than being dropped. Slots are not checked here.
    ///
    /// ```swift
    /// try Mask("(###) ###-####").layout(Array("5551")).text   // "(555) 1"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the mask and of `characters`.
    func layout(_ characters: [Character]) -> RawLayout {
        let slotted = min(characters.count, slotCount)
        var filled: [Character] = []
        if slotted > 0 {
            shape.appendFilled(characters[..<slotted], to: &filled)
        }
        let slotsEnd = filled.count   // past the last slot filled
        filled += characters[slotted...]
        var text = ""
        var spans: [Range<Int>] = []
        spans.reserveCapacity(characters.count)
        var offset = 0
        var nextSlot = 0
        for (index, character) in filled.enumerated() {
            let width = character.utf16.count
            if index >= slotsEnd {
                spans.append(offset..<(offset + width))   // past the mask's end
            } else if index == shape.slotOffsets[nextSlot] {
                spans.append(offset..<(offset + width))
                nextSlot += 1
            }
            text.append(character)
            offset += width
        }
        return RawLayout(text: text, rawSpans: spans)
    }

    /// ``layout(_:)`` of ASCII raw characters of an ASCII mask (``isASCII``): from the byte
    /// shape, or, when there are more than its slots (a text set from outside), over characters.
    /// Slots are not checked here.
    ///
    /// - Complexity: O(*n*) in the length of the mask's text up to the last raw character.
    func layout(ascii raw: some Collection<UInt8>) -> RawLayout {
        raw.count <= ascii.slotOffsets.count ? ascii.layout(raw) : layout(raw.map(Character.ascii))
    }
}
