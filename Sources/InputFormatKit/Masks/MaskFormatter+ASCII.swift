/// The keystroke path of masks for ASCII raw characters (digits, Latin letters) and ASCII
/// input: the same rules as the general path over `Character`s, worked on bytes, so that a
/// keystroke breaks no text into graphemes and, for a text of up to 15 bytes, allocates nothing.
/// Each function answers `nil` (``append(_:to:layout:)``: `false`) when its input is not all
/// ASCII (or holds a control character, or has no contiguous UTF-8 storage), and the general
/// path takes over.
extension MaskFormatter {
    /// ``layout(raw:)`` for ASCII raw characters that fit the mask, each in a slot that takes it.
    /// So a layout in a mask's slot table holds only characters its slots take (as does one an
    /// edit lays out from the bytes it checked), which ``append(_:to:layout:)`` relies on.
    func asciiLayout(raw: String) -> RawLayout? {
        raw.utf8.withContiguousStorageIfAvailable { bytes -> RawLayout? in
            guard masks.isASCII, Self.isPrintableASCII(bytes) else { return nil }
            let mask = masks.mask(forASCII: bytes)
            guard bytes.count <= mask.slotCount, Self.firstRefused(bytes, in: mask) == nil else { return nil }
            return mask.layout(ascii: bytes)   // every mask is ASCII (`masks.isASCII`)
        } ?? nil
    }

    /// A character typed at the end, put in the next slot when the raw characters with it choose
    /// the mask `layout` was laid out in and that slot takes it (as ``asciiSplice`` accepts it):
    /// `layout`, the layout of ASCII `raw` (maybe with literals typed ahead), is extended where
    /// it lies. The characters before it are not checked again: a layout in a mask's slot table
    /// holds only characters its slots take (``asciiLayout(raw:)``). Anything else (a text set
    /// from outside whose letters stand in digit slots, a character that changes the mask, the
    /// literal that comes next — the `7` of `+7 (` after `+` —, which is typed over) is left to
    /// the engine's general path, which says why it refuses.
    @_spi(FormatterAuthoring) public func append(_ byte: UInt8, to raw: inout String, layout: inout RawLayout) -> Bool {
        let count = layout.rawCount
        guard masks.isASCII, count == raw.utf8.count, let mask = maskAfterAppending(byte, to: raw, laidOutAs: layout),
              count < mask.slotCount, Self.slot(mask.slots[count], takes: byte) else { return false }
        let decoration = mask.ascii.decoration(beforeSlot: count)
        let typedAhead = layout.typedAhead
        guard typedAhead >= decoration.count || decoration[decoration.startIndex + typedAhead] != byte,
              layout.appendSlot(byte, after: decoration, in: mask.ascii.slotOffsets) else { return false }
        raw.appendASCII(byte)
        return true
    }

    /// The mask ASCII `raw` with `byte` after it chooses, or `nil` when `raw` has no contiguous
    /// storage. Once `raw` is as long as the prefixes that choose a mask, more characters do not
    /// change the choice: that is the mask `layout` was laid out in, found by its slot table.
    private func maskAfterAppending(_ byte: UInt8, to raw: String, laidOutAs layout: RawLayout) -> Mask? {
        if layout.rawCount >= masks.decidingLength {
            return masks.allMasks.first { layout.isLaidOut(inSlots: $0.ascii.slotOffsets) }
        }
        return raw.utf8.withContiguousStorageIfAvailable { old in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: old.count + 1) { buffer in
                _ = buffer.initialize(fromContentsOf: old)
                buffer[old.count] = byte
                return masks.mask(forASCII: UnsafeBufferPointer(buffer))
            }
        }
    }

    /// ``replace(_:in:with:)`` for ASCII raw characters and an ASCII keystroke or paste. When it
    /// answers `.replaced`, `layOut` is handed first the mask the new raw characters choose and
    /// those characters, as bytes (printable ASCII, each slot's taken by it), to lay them out.
    func asciiReplace(_ range: Range<Int>, in raw: String, with input: EditInput,
                      layOut: (Mask, UnsafeBufferPointer<UInt8>) -> Void = { _, _ in }) -> RawEdit? {
        guard masks.isASCII else { return nil }
        switch input {
        case .deletion:
            return asciiSplice(range, in: raw, inserting: UnsafeBufferPointer(start: nil, count: 0), isDeletion: true, layOut: layOut)
        case let .keystroke(character):
            guard var byte = character.asciiByte, byte >= 0x20, byte < 0x7F else { return nil }
            return withUnsafePointer(to: &byte) {
                asciiSplice(range, in: raw, inserting: UnsafeBufferPointer(start: $0, count: 1), isDeletion: false, layOut: layOut)
            }
        case let .paste(text):
            return asciiRead(text) { asciiSplice(range, in: raw, inserting: $0, isDeletion: false, layOut: layOut) } ?? nil
        }
    }

    /// The raw characters with `range` replaced by `inserted`, checked against the mask they
    /// choose as ``replace(_:in:with:)`` checks them, and handed to `layOut` when accepted.
    private func asciiSplice(_ range: Range<Int>, in raw: String, inserting inserted: UnsafeBufferPointer<UInt8>,
                             isDeletion: Bool, layOut: (Mask, UnsafeBufferPointer<UInt8>) -> Void) -> RawEdit? {
        raw.utf8.withContiguousStorageIfAvailable { old -> RawEdit? in
            guard Self.isPrintableASCII(old) else { return nil }
            guard range.lowerBound >= 0, range.upperBound <= old.count else {
                return .rejected(.rangeOutOfBounds(range, length: old.count))
            }
            let count = old.count - range.count + inserted.count
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { buffer -> RawEdit in
                var end = buffer.baseAddress!
                for byte in old[..<range.lowerBound] { end.initialize(to: byte); end += 1 }
                for byte in inserted { end.initialize(to: byte); end += 1 }
                for byte in old[range.upperBound...] { end.initialize(to: byte); end += 1 }
                let result = UnsafeBufferPointer(rebasing: buffer[..<count])
                let mask = masks.mask(forASCII: result)
                if isDeletion {
                    // As the general path: a deletion that leaves more than the newly chosen mask
                    // holds is refused, and so is one that moves a character into a slot that
                    // does not take it.
                    if count > mask.slotCount, old.count <= masks.mask(forASCII: old).slotCount {
                        return .rejected(.wouldOverfillMask(count: count, slots: mask.slotCount))
                    }
                    if let index = Self.firstRefused(UnsafeBufferPointer(rebasing: result.prefix(mask.slotCount)), in: mask) {
                        return .rejected(.wouldMoveIntoWrongSlot(.ascii(result[index])))
                    }
                } else {
                    guard count <= mask.slotCount else { return .rejected(.maskFull(slots: mask.slotCount)) }
                    if let index = Self.firstRefused(result, in: mask) {
                        let isInserted = index >= range.lowerBound && index < range.lowerBound + inserted.count
                        let character = Character.ascii(result[index])
                        return .rejected(isInserted ? .characterNotAccepted(character) : .wouldMoveIntoWrongSlot(character))
                    }
                }
                let caret = range.lowerBound + inserted.count
                layOut(mask, result)
                return .replaced(raw: String(utf8: result), selection: caret..<caret)
            }
        } ?? nil
    }

    /// ``read(_:)`` for ASCII pasted text, the raw characters handed to `body`: through a mask's
    /// whole shape, then a part of it from its start, then as typed (``typedRead(_:)``: the
    /// characters slots take, literals typed over where they come, spaces, punctuation and
    /// symbols left out). `nil` when `text` is not all ASCII, holds a
    /// control character other than a tab or a line break, or has no contiguous UTF-8 storage (a
    /// lazily bridged `NSString`): the general path reads it then.
    func asciiRead<Read>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Read) -> Read? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Read? in
            // A control character other than a tab or a line break takes the general path (and a
            // carriage return, which joins a line feed into one character).
            guard bytes.allSatisfy({ $0 < 0x7F && ($0 >= 0x20 || (0x09...0x0C).contains($0)) }) else { return nil }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { buffer -> Read in
                func read(_ count: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[..<count]) }
                for mask in masks.allMasks {
                    if let count = Self.shapeRead(bytes, through: mask.ascii, into: buffer),
                       masks.mask(forASCII: read(count)) == mask {
                        return body(read(count))
                    }
                }
                for mask in masks.allMasks {
                    if let count = Self.positionalRead(bytes, through: mask.ascii, into: buffer),
                       masks.mask(forASCII: read(count)) == mask {
                        return body(read(count))
                    }
                }
                // As typed: the state of ``typedRead(_:)`` over bytes.
                var count = 0
                var mask = masks.mask(forASCII: read(0))
                var typedAhead = 0
                for byte in bytes {
                    let ahead = mask.ascii.literals(after: count).dropFirst(typedAhead)
                    let literal = ahead.firstIndex(of: byte).map { $0 - ahead.startIndex }
                    if literal == 0 {
                        typedAhead += 1
                        continue
                    }
                    if Self.isLetterOrDigit(byte) {
                        buffer[count] = byte
                        if let literal, !takesAll(read(count + 1)) {
                            typedAhead += literal + 1
                            continue
                        }
                        count += 1
                        typedAhead = 0
                        if count <= masks.decidingLength { mask = masks.mask(forASCII: read(count)) }
                        continue
                    }
                    if let literal { typedAhead += literal + 1 }
                }
                return body(read(count))
            }
        } ?? nil
    }

    /// The slots of `shape` read from the end of `bytes` into `raw`, as
    /// ``shapeRead(_:through:)`` reads characters: how many were read.
    private static func shapeRead(_ bytes: UnsafeBufferPointer<UInt8>, through shape: Mask.ASCIIShape,
                                  into raw: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let template = shape.template
        guard let firstLiteral = template.firstIndex(where: { !Mask.ASCIIShape.isSlot($0) }),
              bytes.count >= template.count else { return nil }
        let start = bytes.count - template.count
        if start > 0 {
            guard firstLiteral == 0, !isLetterOrDigit(bytes[start - 1]) else { return nil }
        }
        guard let count = positionalRead(UnsafeBufferPointer(rebasing: bytes[start...]), through: shape, into: raw),
              count == shape.slotOffsets.count else { return nil }
        return count
    }

    /// `bytes` read byte by byte through `shape` into `raw` (at least as long), as
    /// ``positionalRead(_:through:)`` reads characters: how many were read.
    private static func positionalRead(_ bytes: UnsafeBufferPointer<UInt8>, through shape: Mask.ASCIIShape,
                                       into raw: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var count = 0
        var position = 0
        for code in shape.template {
            guard position < bytes.count else { break }
            if Mask.ASCIIShape.isSlot(code) {
                guard let stored = Mask.ASCIIShape.stored(bytes[position], in: code) else { return nil }
                raw[count] = stored
                count += 1
            } else {
                guard bytes[position] == code else { return nil }
            }
            position += 1
        }
        for byte in bytes[position...] {
            guard isLetterOrDigit(byte) else { return nil }
            raw[count] = byte
            count += 1
        }
        return count
    }

    /// Whether the mask ASCII raw characters choose takes them all, one a slot.
    private func takesAll(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        let mask = masks.mask(forASCII: raw)
        return raw.count <= mask.slotCount && Self.firstRefused(raw, in: mask) == nil
    }

    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        Mask.ASCIIShape.stored(byte, in: Mask.ASCIIShape.letterOrDigitSlot) != nil
    }

    /// The first of the ASCII raw characters `raw` (one per slot, from the first slot on) that
    /// its slot of `mask` does not take, or `nil` when every slot takes its character.
    private static func firstRefused(_ raw: UnsafeBufferPointer<UInt8>, in mask: Mask) -> Int? {
        for index in raw.indices where !slot(mask.slots[index], takes: raw[index]) { return index }
        return nil
    }

    private static func slot(_ slot: Mask.Slot, takes byte: UInt8) -> Bool {
        switch slot {
        case .digit: return Mask.ASCIIShape.stored(byte, in: Mask.ASCIIShape.digitSlot) != nil
        case .letter: return Mask.ASCIIShape.stored(byte, in: Mask.ASCIIShape.letterSlot) != nil
        case .letterOrDigit: return isLetterOrDigit(byte)
        }
    }
}
