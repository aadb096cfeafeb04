/// An edit of a mask's raw characters, written once over bytes and characters
/// (``MaskElement``): over bytes when the masks, the raw characters and the input are ASCII
/// (the keystroke path), over characters otherwise.
extension MaskFormatter {
    /// The edit over bytes, when the masks, `raw` and the input are ASCII (printable, and a
    /// paste's tabs and line breaks), else `nil` for ``spliceCharacters(_:in:with:)``. When it
    /// answers `.replaced`, `layOut` is handed first the mask the new raw characters choose and
    /// those characters, as bytes (printable ASCII, each slot's taken by it), to lay them out.
    @inline(__always)   // so that `layOut`, a field's keystroke's, is inlined into it
    func spliceASCII(_ range: Range<Int>, in raw: String, with input: EditInput,
                     layOut: (Mask, TemporaryBuffer<UInt8>.Elements) -> Void = { _, _ in }) -> RawEdit? {
        guard masks.isASCII else { return nil }
        return raw.utf8.withContiguousStorageIfAvailable { old -> RawEdit? in
            guard Self.isPrintableASCII(old) else { return nil }
            switch input {
            case .deletion:
                return splice(range, in: old, inserting: EmptyCollection(), isDeletion: true, layOut: layOut)
            case let .keystroke(character):
                guard let byte = character.asciiByte, byte >= 0x20, byte < 0x7F else { return nil }
                return splice(range, in: old, inserting: CollectionOfOne(byte), isDeletion: false, layOut: layOut)
            case let .paste(text):
                return text.utf8.withContiguousStorageIfAvailable { bytes -> RawEdit? in
                    // A control character other than a tab or a line break takes the path over
                    // characters (and a carriage return, which joins a line feed into one character).
                    guard bytes.allSatisfy({ $0 < 0x7F && ($0 >= 0x20 || (0x09...0x0C).contains($0)) }) else { return nil }
                    return splice(range, in: old, pasting: bytes, layOut: layOut)
                } ?? nil
            }
        } ?? nil
    }

    /// The edit over characters, for any raw characters and input.
    func spliceCharacters(_ range: Range<Int>, in raw: String, with input: EditInput) -> RawEdit {
        let old = Array(raw)
        return switch input {
        case .deletion:
            splice(range, in: old, inserting: EmptyCollection(), isDeletion: true)
        case let .keystroke(character):
            splice(range, in: old, inserting: CollectionOfOne(character), isDeletion: false)
        case let .paste(text):
            splice(range, in: old, pasting: Array(text))
        }
    }

    /// The raw elements `old` with `range` replaced by pasted `text`, read through the masks
    /// (``read(_:_:)``), then checked as ``splice(_:in:inserting:isDeletion:layOut:)`` checks.
    ///
    /// - Complexity: O(*n* + *p* × *k*) in the length of `old`, of the pasted text and the number of masks.
    private func splice<Element: MaskElement>(_ range: Range<Int>, in old: some RandomAccessCollection<Element>,
                                              pasting text: some RandomAccessCollection<Element>,
                                              layOut: (Mask, TemporaryBuffer<Element>.Elements) -> Void = { _, _ in }) -> RawEdit {
        guard range.lowerBound >= 0, range.upperBound <= old.count else {
            return .rejected(.rangeOutOfBounds(range, length: old.count))
        }
        return switch read(text, { splice(range, in: old, inserting: $0, isDeletion: false, layOut: layOut) }) {
        case let .success(edit): edit
        case let .failure(reason): .rejected(reason)
        }
    }

    /// The raw elements `old` with `range` replaced by `inserted` (nothing for a deletion, a key
    /// as typed, a paste as read), checked against the mask they choose by the rules of
    /// ``MaskFormatter``; `layOut` is handed that mask and the new raw elements when the edit is
    /// accepted.
    ///
    /// - Complexity: O(*n* + *k*) in the length of `old` and the number of masks.
    private func splice<Element: MaskElement>(_ range: Range<Int>, in old: some RandomAccessCollection<Element>,
                                              inserting inserted: some Collection<Element>, isDeletion: Bool,
                                              layOut: (Mask, TemporaryBuffer<Element>.Elements) -> Void = { _, _ in }) -> RawEdit {
        guard range.lowerBound >= 0, range.upperBound <= old.count else {
            return .rejected(.rangeOutOfBounds(range, length: old.count))
        }
        let count = old.count - range.count + inserted.count
        let caret = range.lowerBound + inserted.count
        return TemporaryBuffer<Element>.withTemporaryStorage(capacity: count) { result -> RawEdit in
            result.append(contentsOf: old.prefix(range.lowerBound))
            result.append(contentsOf: inserted)
            result.append(contentsOf: old.dropFirst(range.upperBound))
            if isDeletion {
                // What is left chooses its mask again (a card's brand). A deletion is refused
                // when it leaves more characters than that mask holds, rather than drop any of
                // them (text that was already too long, set from outside, may still shrink), and
                // when it moves a character into a slot that does not take it.
                let mask = Element.chosenMask(in: masks, for: result.elements)
                if count > mask.slotCount, old.count <= Element.chosenMask(in: masks, for: old).slotCount {
                    return .rejected(.wouldOverfillMask(count: count, slots: mask.slotCount))
                }
                if let index = Self.firstRefused(result.elements, in: mask) {
                    return .rejected(.wouldMoveIntoWrongSlot(result.elements[index].asCharacter))
                }
                layOut(mask, result.elements)
                return .replaced(raw: Element.rawString(result.elements), selection: caret..<caret)
            }
            // The elements are stored (a digit of any script as ASCII) as their slots take them;
            // a refusal names the element as it was typed.
            let mask = Element.chosenMask(in: masks, forUnstored: result.elements)
            guard count <= mask.slotCount else { return .rejected(.maskFull(slots: mask.slotCount)) }
            for (index, slot) in mask.slots.prefix(count).enumerated() {
                guard let stored = result.elements[index].stored(in: slot) else {
                    let isInserted = index >= range.lowerBound && index < range.lowerBound + inserted.count
                    let character = result.elements[index].asCharacter
                    return .rejected(isInserted ? .characterNotAccepted(character) : .wouldMoveIntoWrongSlot(character))
                }
                result.replace(at: index, with: stored)
            }
            layOut(mask, result.elements)
            return .replaced(raw: Element.rawString(result.elements), selection: caret..<caret)
        }
    }
}
