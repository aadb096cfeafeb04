extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first byte outside `range` (whose bounds are ASCII), `nil` when every
    /// byte is inside it: read eight bytes at a time, then one by one from the first word that
    /// holds a byte outside. What the keystroke path asks of raw characters (are they digits,
    /// are they printable) costs about a tenth of a byte loop for a phone number's ten.
    ///
    /// ```swift
    /// Array("5551x".utf8).withUnsafeBufferPointer { $0.firstIndex(outside: 0x30...0x39) }   // 4
    /// ```
    ///
    /// - Complexity: O(*n*) in the count of bytes.
    @inline(__always)
    func firstIndex(outside range: ClosedRange<UInt8>) -> Int? {
        precondition(range.upperBound < 0x80, "the bounds are ASCII")
        var position = 0
        if let start = baseAddress, count >= 8 {
            // In a word with no high bit set, a byte x has its high bit set after adding
            // 0x80 - lower exactly when x >= lower, and after adding 0x7F - upper exactly when
            // x > upper; neither sum exceeds 0xFF, so no byte carries into the next.
            let ones: UInt64 = 0x0101_0101_0101_0101, highBits = ones &* 0x80
            let fromLower = ones &* UInt64(0x80 - range.lowerBound), fromUpper = ones &* UInt64(0x7F - range.upperBound)
            func isInside(at offset: Int) -> Bool {
                let word = UnsafeRawPointer(start).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                return word & highBits == 0 && (word &+ fromLower) & highBits == highBits && (word &+ fromUpper) & highBits == 0
            }
            while position + 8 <= count, isInside(at: position) { position += 8 }
            // The last bytes, fewer than eight, in the word that ends with them.
            if position + 8 > count, isInside(at: count - 8) { return nil }
        }
        while position < count {
            if !range.contains(self[position]) { return position }
            position += 1
        }
        return nil
    }
}

extension Collection<UInt8> {
    /// How many bytes come before the first outside `range` (whose bounds are ASCII), `nil`
    /// when every byte is inside it: ``Swift/UnsafeBufferPointer/firstIndex(outside:)`` where the
    /// bytes are contiguous, one by one otherwise.
    ///
    /// ```swift
    /// Array("5551x".utf8).firstOffset(outside: 0x30...0x39)   // 4
    /// ```
    ///
    /// - Complexity: O(*n*) in the count of bytes.
    @inline(__always)
    func firstOffset(outside range: ClosedRange<UInt8>) -> Int? {
        if let found = withContiguousStorageIfAvailable({ $0.firstIndex(outside: range) }) { return found }
        return enumerated().first { !range.contains($0.element) }?.offset
    }
}
