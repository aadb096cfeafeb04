extension Mask {
    /// ``layout(_:)`` of ASCII raw characters of an ASCII mask (``isASCII``): from the slot
    /// table, or, when there are more than its slots (a text set from outside), over characters.
    /// Slots are not checked here.
    func layout(ascii raw: UnsafeBufferPointer<UInt8>) -> RawLayout {
        raw.count <= ascii.slotOffsets.count ? ascii.layout(raw) : layout(raw.map(Character.ascii))
    }

    /// A mask whose literals are all ASCII, as bytes: what the keystroke path works on when the
    /// raw characters are ASCII too (digits and Latin letters), so that no text is broken into
    /// graphemes and a layout needs no list of spans.
    ///
    /// In `template` a literal is its byte and a slot is ``digitSlot``, ``letterSlot`` or
    /// ``letterOrDigitSlot``; `slotOffsets[i]` is where slot `i` stands, which is also its
    /// UTF-16 offset (every character before it is one ASCII unit).
    ///
    /// ```swift
    /// try Mask("(###)").ascii.slotOffsets   // [1, 2, 3]
    /// try Mask("(###) №").ascii.slotOffsets  // []: a literal is not ASCII (isASCII is false)
    /// ```
    struct ASCIIShape: Sendable, Hashable {
        static let digitSlot: UInt8 = 0
        static let letterSlot: UInt8 = 1
        static let letterOrDigitSlot: UInt8 = 2

        let template: [UInt8]
        let slotOffsets: [Int]

        /// The shape of `elements`, `nil` when a literal is not ASCII or is a control character
        /// (a carriage return would join a line feed into one grapheme).
        init?(_ elements: [Element]) {
            var template: [UInt8] = []
            var offsets: [Int] = []
            for element in elements {
                switch element {
                case let .literal(character):
                    guard let byte = character.asciiByte, byte >= 0x20, byte < 0x7F else { return nil }
                    template.append(byte)
                case let .slot(slot):
                    offsets.append(template.count)
                    switch slot {
                    case .digit: template.append(Self.digitSlot)
                    case .letter: template.append(Self.letterSlot)
                    case .letterOrDigit: template.append(Self.letterOrDigitSlot)
                    }
                }
            }
            self.template = template
            self.slotOffsets = offsets
        }

        /// The shape of a mask with a literal that is not ASCII: no template, no slots.
        static let empty = ASCIIShape(template: [], slotOffsets: [])

        private init(template: [UInt8], slotOffsets: [Int]) {
            self.template = template
            self.slotOffsets = slotOffsets
        }

        /// Whether `code` (a template byte) is a slot.
        static func isSlot(_ code: UInt8) -> Bool { code <= letterOrDigitSlot }

        /// The literals shown before slot `index`: those after the slot before it. They appear
        /// with the raw character of slot `index`, as ``appendFilled(_:to:)`` lays them out.
        func decoration(beforeSlot index: Int) -> ArraySlice<UInt8> {
            template[(index == 0 ? 0 : slotOffsets[index - 1] + 1)..<slotOffsets[index]]
        }

        /// The literals a key may type ahead after `count` raw characters, as
        /// ``Mask/literals(after:)`` has them: those before slot `count`, or after the last
        /// slot; none past the mask's end.
        func literals(after count: Int) -> ArraySlice<UInt8> {
            if count < slotOffsets.count { return decoration(beforeSlot: count) }
            guard count == slotOffsets.count, let last = slotOffsets.last else { return [] }
            return template[(last + 1)...]
        }

        /// The layout of the ASCII raw characters `raw` (at most one per slot): the template up
        /// to the last typed slot with the slots filled, the spans taken from the slot table.
        func layout(_ raw: UnsafeBufferPointer<UInt8>) -> RawLayout {
            guard let last = raw.indices.last else {
                return RawLayout(asciiText: "", utf16Count: 0, slotOffsets: slotOffsets, count: 0)
            }
            let length = slotOffsets[last] + 1
            let text = String(unsafeUninitializedCapacity: length) { fill(raw, into: $0) }
            return RawLayout(asciiText: text, utf16Count: length, slotOffsets: slotOffsets, count: raw.count)
        }

        /// Appends the template up to the last slot `raw` fills (at most one byte per slot, at
        /// least one), its slots filled, to `text`: what a mask shows of ASCII raw characters, and
        /// a phone format's template as the digits typed so far fill it.
        func appendFilled(_ raw: UnsafeBufferPointer<UInt8>, to text: inout [UInt8]) {
            // Appended, then filled: an array made uninitialized goes through unspecialized code.
            let start = text.count
            let end = slotOffsets[raw.count - 1] + 1
            template.withUnsafeBufferPointer { text.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<end])) }
            text.withUnsafeMutableBufferPointer { fillSlots(raw, in: UnsafeMutableBufferPointer(rebasing: $0[start...])) }
        }

        /// ``appendFilled(_:to:)`` written into `buffer`; returns the count of bytes written.
        private func fill(_ raw: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
            let length = slotOffsets[raw.count - 1] + 1
            _ = template.withUnsafeBufferPointer { buffer.initialize(fromContentsOf: $0[..<length]) }
            fillSlots(raw, in: buffer)
            return length
        }

        /// Writes raw character `i` of `raw` at slot `i` of `text`, which holds the template.
        private func fillSlots(_ raw: UnsafeBufferPointer<UInt8>, in text: UnsafeMutableBufferPointer<UInt8>) {
            slotOffsets.withUnsafeBufferPointer { offsets in
                for index in raw.indices { text[offsets[index]] = raw[index] }
            }
        }
    }
}
