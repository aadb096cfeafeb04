/// The layout and the append of masks for ASCII raw characters (digits, Latin letters): from
/// the mask's slot table, so that a keystroke breaks no text into graphemes and, for a text of
/// up to 15 bytes, allocates nothing. Each function answers `nil` (``append(_:to:layout:)``:
/// `false`) when its input is not all ASCII (or holds a control character, or has no contiguous
/// UTF-8 storage), and the general path takes over. (Edits, the reading of a paste and the
/// filling of the template are written once over bytes and characters:
/// `MaskFormatter+Splice.swift`, `MaskFormatter+Reading.swift` and `Mask+Shape.swift`.)
extension MaskFormatter {
    /// ``layout(raw:)`` for ASCII raw characters that fit the mask, each in a slot that takes it.
    /// So a layout in a mask's slot table holds only characters its slots take (as does one an
    /// edit lays out from the bytes it checked), which ``append(_:to:layout:)`` relies on.
    func asciiLayout(raw: String) -> RawLayout? {
        raw.utf8.withContiguousStorageIfAvailable { bytes -> RawLayout? in
            guard masks.isASCII, Self.isPrintableASCII(bytes), let mask = maskTakingAll(bytes) else { return nil }
            return mask.layout(ascii: bytes)   // every mask is ASCII (`masks.isASCII`)
        } ?? nil
    }

    /// A character typed at the end, put in the next slot when the raw characters with it choose
    /// the mask `layout` was laid out in and that slot takes it (as ``spliceASCII(_:in:with:layOut:)`` accepts it):
    /// `layout`, the layout of ASCII `raw` (maybe with literals typed ahead), is extended where
    /// it lies. The characters before it are not checked again: a layout in a mask's slot table
    /// holds only characters its slots take (``asciiLayout(raw:)``). Anything else (a text set
    /// from outside whose letters stand in digit slots, a character that changes the mask, the
    /// literal that comes next — the `7` of `+7 (` after `+` —, which is typed over) is left to
    /// the engine's general path, which says why it refuses.
    func append(_ byte: UInt8, to raw: inout String, layout: inout RawLayout) -> Bool {
        let count = layout.rawCount
        guard masks.isASCII, count == raw.utf8.count, let mask = maskAfterAppending(byte, to: raw, laidOutAs: layout),
              count < mask.slotCount, byte.stored(in: mask.slots[count]) != nil else { return false }
        let decoration = mask.ascii.decoration(beforeSlot: count)
        let typedAhead = layout.typedAhead
        guard typedAhead >= decoration.count || decoration[decoration.startIndex + typedAhead] != byte,
              layout.appendSlot(byte, after: decoration, in: mask.ascii.slotOffsets) else { return false }
        raw.appendASCII(byte)
        return true
    }

    /// The mask ASCII `raw` with `byte` after it chooses. Once `raw` is as long as the prefixes
    /// that choose a mask, more characters do not change the choice: that is the mask `layout`
    /// was laid out in, found by its slot table (`nil` if none is).
    private func maskAfterAppending(_ byte: UInt8, to raw: String, laidOutAs layout: RawLayout) -> Mask? {
        if layout.rawCount >= masks.decidingLength {
            return masks.allMasks.first { layout.isLaidOut(inSlots: $0.ascii.slotOffsets) }
        }
        var appended = raw   // shorter than the prefixes that choose (eight bytes): a small string, not allocated
        appended.appendASCII(byte)
        return masks.mask(forASCII: appended.utf8)
    }

    /// Whether every byte is printable ASCII: raw characters the byte path takes.
    @inline(__always)
    static func isPrintableASCII(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.firstOffset(outside: 0x20...0x7E) == nil
    }

    /// The mask `raw` chooses, and how many of its slots `raw` fills: over its bytes where it is
    /// printable ASCII in an ASCII mask set (a form field reads the verdict at every edit that
    /// runs its rules), else over its characters.
    func chosenMask(_ raw: String) -> (mask: Mask, filled: Int) {
        let ascii = raw.utf8.withContiguousStorageIfAvailable { bytes -> (Mask, Int)? in
            guard masks.isASCII, Self.isPrintableASCII(bytes) else { return nil }
            return (masks.mask(forASCII: bytes), bytes.count)
        }
        if let ascii = ascii ?? nil { return ascii }
        let characters = Array(raw)
        return (masks.mask(for: characters), characters.count)
    }
}
